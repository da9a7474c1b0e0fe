import type { Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import type { GradingMaterial } from "../../grading/material";
import type { ModeContext, ModePenalty } from "../types";
import {
  addresses,
  educationData,
  exploreEntries,
  jargonUses,
  lectures,
  openQuestions,
  reveals,
  type Said,
  saidIn,
  stepsNeeded,
  teachBacks,
} from "./analysis";
import { shortQuote } from "./language";
import { documentsGiven } from "./view";

/** The rules this mode grades: the content's list (its checks refuse any other in a grid). */
export { EDUCATION_RULES as EDUCATION_RULE_NAMES } from "@ecos/content";

/** Points an unexplained jargon word costs, and at most in all; a monologue, and at most. */
export const JARGON_PENALTY = 0.5;
export const JARGON_PENALTY_MAX = 2;
export const LECTURE_PENALTY = 1;
export const LECTURE_PENALTY_MAX = 2;
export const IRRELEVANT_DOCUMENT_PENALTY = 0.5;
/** The student must have talked this much for « no lecturing » to mean anything. */
export const MIN_MESSAGES_FOR_NO_LECTURING = 6;

/** The student's messages that count (the integrity rules applied), as the mechanics read them. */
const counted = (material: GradingMaterial): Said[] =>
  material.messages.map((m) => ({
    id: m.turn.id,
    text: m.turn.text,
    labels: m.labels,
    related: m.related,
    question: m.question,
  }));

const evidenceOf = (said: Said | undefined) => (said ? [{ message_id: said.id, quote: shortQuote(said.text) }] : []);
const none = (missing: string): CriterionResult => ({ earned: false, evidence: [], missing });

/** Grades one `mode` criterion of an education station from the messages that count. */
export function evaluateEducation(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult | undefined {
  const data = educationData(context.item);
  const evidence = criterion.evidence;
  if (!data || evidence.type !== "mode") return undefined;
  const said = counted(material);
  const entries = exploreEntries(data);
  const patient = context.item.patient.sex === "F" ? "la patiente" : "le patient";
  switch (evidence.rule) {
    case "uncovers-belief":
    case "addresses-belief": {
      const entry = entries.find((e) => e.item.id === evidence.params.belief);
      if (!entry) return none(`Croyance inconnue « ${String(evidence.params.belief)} »`);
      const revealed = reveals(entries, said);
      const at = revealed.get(entry.item.id);
      if (evidence.rule === "uncovers-belief") {
        return at
          ? { earned: true, evidence: evidenceOf(at), missing: "" }
          : none(`Non exploré : ${entry.item.label.charAt(0).toLowerCase()}${entry.item.label.slice(1)}`);
      }
      if (!at) return none(`Non exploré, donc non traité : ${entry.item.label.toLowerCase()}`);
      const answer = addresses(entries, said, revealed).get(entry.item.id);
      return answer
        ? { earned: true, evidence: evidenceOf(answer), missing: "" }
        : none(`Exploré mais sans réponse adaptée : ${entry.item.label.toLowerCase()}`);
    }
    case "teach-back": {
      const attempts = teachBacks(data, said, evidence.params.min);
      const done = attempts.find((a) => a.complete);
      if (done) return { earned: true, evidence: evidenceOf(done.request), missing: "" };
      const last = attempts.at(-1);
      if (!last) return none(`Aucune reformulation demandée à ${patient}`);
      const missing = data.teachBack.steps.filter((s) => !last.explained.has(s.id)).map((s) => s.label.toLowerCase());
      return none(
        `Reformulation demandée avant d'avoir expliqué ${stepsNeeded(data, evidence.params.min) - last.explained.size > 1 ? "les étapes" : "l'étape"} : ${missing.join(", ")}`,
      );
    }
    case "open-questions": {
      const min = Number(evidence.params.min ?? 3);
      const open = openQuestions(said);
      return open.length >= min
        ? { earned: true, evidence: open.slice(0, 3).flatMap((m) => evidenceOf(m)), missing: "" }
        : none(
            `${open.length} question${open.length > 1 ? "s" : ""} ouverte${open.length > 1 ? "s" : ""} sur ${min} attendues`,
          );
    }
    case "no-lecturing": {
      const all = saidIn(context.chat);
      const found = lectures(data, all);
      if (found.length > 0) {
        return none(`Monologue de ${found[0]?.words ?? 0} mots sans laisser ${patient} s'exprimer`);
      }
      if (said.length < MIN_MESSAGES_FOR_NO_LECTURING) return none("Trop peu d'échanges pour en juger");
      // Evidence: the student's questions that kept the exchange going.
      const asked = said.filter((m) => m.question).slice(0, 2);
      return { earned: true, evidence: (asked.length > 0 ? asked : said.slice(0, 1)).flatMap(evidenceOf), missing: "" };
    }
    default:
      return undefined;
  }
}

const frNumber = (value: number) => value.toLocaleString("fr-FR", { maximumFractionDigits: 1 });
const points = (value: number) => `${frNumber(value)} point${value > 1 ? "s" : ""} retiré${value > 1 ? "s" : ""}`;

/** Jargon left unexplained, monologues and irrelevant documents handed over cost points, with reasons. */
export function educationPenalty(context: ModeContext): ModePenalty {
  const data = educationData(context.item);
  if (!data) return { points: 0, reasons: [] };
  const said = saidIn(context.chat);
  const reasons: string[] = [];
  let total = 0;
  const toPatient = context.item.patient.sex === "F" ? "à la patiente" : "au patient";
  const jargon = jargonUses(data, said).filter((use) => !use.explained);
  if (jargon.length > 0) {
    const cost = Math.min(JARGON_PENALTY_MAX, jargon.length * JARGON_PENALTY);
    total += cost;
    reasons.push(
      `Jargon non expliqué ${toPatient} (${jargon.map((use) => `« ${use.term} »`).join(", ")}) : ${points(cost)} (un demi-point par terme, deux points au plus).`,
    );
  }
  const found = lectures(data, said);
  if (found.length > 0) {
    const cost = Math.min(LECTURE_PENALTY_MAX, found.length * LECTURE_PENALTY);
    total += cost;
    reasons.push(
      `${found.length > 1 ? `${found.length} monologues` : "Un monologue"} sans question ${toPatient} : ${points(cost)} (un point par monologue, deux points au plus).`,
    );
  }
  const given = documentsGiven(context);
  const irrelevant = data.documents.filter((d) => !d.relevant && given.has(d.id));
  if (irrelevant.length > 0) {
    const cost = irrelevant.length * IRRELEVANT_DOCUMENT_PENALTY;
    total += cost;
    reasons.push(
      `Document${irrelevant.length > 1 ? "s" : ""} sans rapport avec la situation remis ${toPatient} (${irrelevant.map((d) => `« ${d.title} »`).join(", ")}) : ${points(cost)}.`,
    );
  }
  return { points: total, reasons };
}
