import type { Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import type { GradingMaterial } from "../../grading/material";
import { foldedWords } from "../../text/fold";
import { findMention } from "../../text/matching";
import type { ModeContext, ModePenalty } from "../types";
import {
  type DiagnosticData,
  diagnosticData,
  irrelevantOrdered,
  isShotgun,
  listFr,
  type OrderedTest,
  orderedTests,
  quoteOrdered,
  statusOf,
  testById,
} from "./data";

export const DIAGNOSTIC_RULES = ["targeted-strategy", "first-line-first", "interprets-result"] as const;

const SHOTGUN_MISSING = "Examens demandés en masse : aucun critère d'examen n'est pris en compte";
const nameOf = (id: string) => testById(id)?.name ?? id;
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((entry) => typeof entry === "string") ? value : undefined;
const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

/** A run of this many words of a result report, pasted into an answer, is copying, not interpreting. */
export const COPY_RUN = 8;

/** Whether a text pastes a run of words from one of the case's result reports. */
export function pastesReport(data: DiagnosticData, text: string): boolean {
  const words = foldedWords(text);
  if (words.length < COPY_RUN) return false;
  const reports = data.results.map((result) => ` ${foldedWords(result.text).join(" ")} `);
  for (let i = 0; i + COPY_RUN <= words.length; i++) {
    const run = ` ${words.slice(i, i + COPY_RUN).join(" ")} `;
    if (reports.some((report) => report.includes(run))) return true;
  }
  return false;
}

/** Points the irrelevant tests cost (each the station's price, capped). */
export function irrelevantPenalty(data: DiagnosticData, irrelevant: readonly OrderedTest[]): number {
  return Math.min(data.penaltyMax, irrelevant.length * data.irrelevantPenalty);
}

/**
 * `targeted-strategy`: the tests ordered are targeted: at least `minRelevant` of the case's first-
 * and second-line tests (default: as many as its first-line ones), at most `maxIrrelevant` (default 1)
 * irrelevant ones, and not the catalogue wholesale.
 */
function targetedStrategy(data: DiagnosticData, ordered: OrderedTest[], params: Record<string, unknown>) {
  const maxIrrelevant = numberOr(params.maxIrrelevant, 1);
  const minRelevant = numberOr(params.minRelevant, data.firstLine.length);
  const relevant = ordered.filter((entry) => ["first-line", "second-line"].includes(statusOf(data, entry.test.id)));
  const irrelevant = irrelevantOrdered(data, ordered);
  const missing =
    relevant.length < minRelevant
      ? `${relevant.length} examen${relevant.length > 1 ? "s" : ""} utile${relevant.length > 1 ? "s" : ""} demandé${relevant.length > 1 ? "s" : ""} sur les ${minRelevant} attendus au moins`
      : irrelevant.length > maxIrrelevant
        ? `Examens non pertinents : ${listFr(irrelevant.map((entry) => entry.test.name))}`
        : "";
  const earned = missing === "";
  const first = relevant[0];
  return {
    earned,
    evidence:
      earned && first
        ? [
            {
              message_id: `action:${first.actionId}`,
              quote: `${relevant.length} examen${relevant.length > 1 ? "s" : ""} utile${relevant.length > 1 ? "s" : ""} sur ${ordered.length} demandé${ordered.length > 1 ? "s" : ""} : ${listFr(relevant.map((entry) => entry.test.name))}`,
            },
          ]
        : [],
    missing,
  };
}

/**
 * `first-line-first`: every first-line test (`first`, default the station's) was ordered before any
 * second-line one (`after`, default the station's), and at least one of these was ordered.
 */
function firstLineFirst(data: DiagnosticData, ordered: OrderedTest[], params: Record<string, unknown>) {
  const first = strings(params.first) ?? data.firstLine;
  const then = strings(params.after) ?? data.secondLine;
  const position = (id: string) => ordered.findIndex((entry) => entry.test.id === id);
  const absentFirst = first.filter((id) => position(id) < 0);
  const thenDone = then.filter((id) => position(id) >= 0);
  const lastFirst = Math.max(-1, ...first.map(position));
  const early = thenDone.filter((id) => position(id) < lastFirst);
  const missing =
    absentFirst.length > 0
      ? `Non demandé en première intention : ${listFr(absentFirst.map(nameOf))}`
      : then.length > 0 && thenDone.length === 0
        ? `Non demandé ensuite : ${listFr(then.map(nameOf))}`
        : early.length > 0
          ? `Demandé avant la fin du bilan de première intention : ${listFr(early.map(nameOf))}`
          : "";
  const earned = missing === "";
  const firstEntries = first.flatMap((id) => ordered.filter((entry) => entry.test.id === id));
  const last = ordered[Math.max(lastFirst, ...thenDone.map(position))];
  return {
    earned,
    evidence:
      earned && last
        ? [
            {
              message_id: `action:${last.actionId}`,
              quote: `${listFr(firstEntries.map((entry) => entry.test.name))} → ${listFr(thenDone.map(nameOf))}`,
            },
          ]
        : [],
    missing,
  };
}

/**
 * `interprets-result`: the answer to the examiner's `questionId` names `elementIds` (all, or any with
 * `match: "any"`) about `tests` the student ordered. Reading a result one never asked for earns
 * nothing: it is reciting, not interpreting.
 */
function interpretsResult(
  context: ModeContext,
  ordered: OrderedTest[],
  params: Record<string, unknown>,
  material: GradingMaterial,
): CriterionResult {
  const tests = strings(params.tests) ?? [];
  const questionId = typeof params.questionId === "string" ? params.questionId : "";
  const elementIds = strings(params.elementIds) ?? [];
  const anyOf = params.match === "any";
  const absent = tests.filter((id) => !ordered.some((entry) => entry.test.id === id));
  if (absent.length > 0) {
    return {
      earned: false,
      evidence: [],
      missing: `Examen non demandé, donc pas de résultat à interpréter : ${listFr(absent.map(nameOf))}`,
    };
  }
  const question = context.item.examinerQuestions.find((entry) => entry.id === questionId);
  const data = diagnosticData(context.item);
  const given = material.answers.filter((answer) => answer.questionId === questionId);
  // An answer that pastes a report reads it back; it does not interpret it.
  const answers = given.filter((answer) => !pastesReport(data, answer.text));
  if (given.length > 0 && answers.length === 0) {
    return {
      earned: false,
      evidence: [],
      missing: "Réponse recopiée des comptes rendus : ce n'est pas une interprétation",
    };
  }
  const found = elementIds.map((id) => {
    const element = question?.expected.find((entry) => entry.id === id);
    for (const answer of answers) {
      const match = element && findMention(answer.text, element.synonyms, { fuzzy: true, negationAware: true });
      if (match) return { label: element.label, evidence: { message_id: answer.id, quote: match.quote } };
    }
    return { label: element?.label ?? id, evidence: undefined };
  });
  const hits = found.filter((entry) => entry.evidence);
  const earned = anyOf ? hits.length > 0 : hits.length === found.length && found.length > 0;
  const lacking = found.filter((entry) => !entry.evidence).map((entry) => entry.label);
  return {
    earned,
    evidence: hits.slice(0, 3).flatMap((entry) => (entry.evidence ? [entry.evidence] : [])),
    missing: earned
      ? ""
      : `Absent de l'interprétation : ${anyOf ? found.map((f) => f.label).join(" ou ") : listFr(lacking)}`,
  };
}

/** Grades a `mode` criterion of a diagnostic station. */
export function evaluateRule(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult | undefined {
  const evidence = criterion.evidence;
  if (evidence.type !== "mode") return undefined;
  const data = diagnosticData(context.item);
  const ordered = orderedTests(context);
  if (!(DIAGNOSTIC_RULES as readonly string[]).includes(evidence.rule)) return undefined;
  if (isShotgun(data, ordered)) return { earned: false, evidence: [], missing: SHOTGUN_MISSING };
  switch (evidence.rule) {
    case "targeted-strategy":
      return targetedStrategy(data, ordered, evidence.params);
    case "first-line-first":
      return firstLineFirst(data, ordered, evidence.params);
    default:
      return interpretsResult(context, ordered, evidence.params, material);
  }
}

/** Irrelevant tests cost points (capped); a catalogue ordered wholesale is said so. */
export function diagnosticPenalty(context: ModeContext): ModePenalty {
  const data = diagnosticData(context.item);
  const ordered = orderedTests(context);
  const irrelevant = irrelevantOrdered(data, ordered);
  const points = irrelevantPenalty(data, irrelevant);
  const reasons: string[] = [];
  if (isShotgun(data, ordered)) {
    reasons.push(
      `Tu as demandé ${ordered.length} examens, bien plus que ce que le cas justifie : aucun critère portant sur les examens n'a été pris en compte.`,
    );
  }
  if (irrelevant.length > 0) {
    const shown = irrelevant.slice(0, 6).map(quoteOrdered);
    const more = irrelevant.length > shown.length ? ` et ${irrelevant.length - shown.length} autres` : "";
    reasons.push(
      `${irrelevant.length} examen${irrelevant.length > 1 ? "s" : ""} non pertinent${irrelevant.length > 1 ? "s" : ""} (${shown.join(", ")}${more}) : −${String(points).replace(".", ",")} point${points > 1 ? "s" : ""}.`,
    );
  }
  return { points, reasons };
}
