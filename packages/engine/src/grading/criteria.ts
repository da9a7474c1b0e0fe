import { type ClinicalCase, type Concept, type Criterion, examById, labelDescription } from "@ecos/content";
import { type DiagnosisMatch, matchDiagnosis } from "../diagnosis";
import { evaluateModeEvidence } from "../modes/evidence";
import type { ModeContext } from "../modes/types";
import { findMention } from "../text/matching";
import type { Transcript } from "../transcript";
import type { GradingMaterial } from "./material";
import type { UnderstoodMessage } from "./student-messages";
import type { EvidenceItem } from "./types";

export interface CriterionResult {
  earned: boolean;
  evidence: EvidenceItem[];
  /** What was missing, in French, when not earned (one clause, no final full stop). */
  missing: string;
}

/** How a wrong diagnosis was read, after what the student typed. */
function diagnosisReading(match: DiagnosisMatch): string {
  if (match.reason === "ambiguous") return " (plusieurs diagnostics à la fois)";
  if (match.label === null) return " (non reconnu)";
  return match.reason === "exact" ? "" : ` (reconnu : « ${match.label} »)`;
}

const MAX_EVIDENCE = 3;
const QUOTE_LIMIT = 180;

const shorten = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…` : text);
const listFr = (items: readonly string[], conjunction: "et" | "ou") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Combines per-item results under the criterion's any/all rule. */
function decide(
  match: "any" | "all",
  items: ReadonlyArray<{ name: string; evidence: EvidenceItem | undefined }>,
  missingPrefix: string,
): CriterionResult {
  const found = items.filter((item) => item.evidence);
  const absent = items.filter((item) => !item.evidence).map((item) => item.name);
  const earned = match === "all" ? absent.length === 0 : found.length > 0;
  return {
    earned,
    evidence: found.slice(0, MAX_EVIDENCE).map((item) => item.evidence as EvidenceItem),
    missing: earned
      ? ""
      : match === "all"
        ? `${missingPrefix} ${listFr(absent, "et")}`
        : `${missingPrefix} ${listFr(
            items.map((i) => i.name),
            "ou",
          )}`,
  };
}

/** Messages that can state something: an explanation rather than a question. */
export function statingMessages(messages: readonly UnderstoodMessage[]): UnderstoodMessage[] {
  return messages.filter((m) => !m.question || m.labels.includes("act.explain") || m.labels.includes("act.summary"));
}

/** Whether a message names every concept a criterion requires besides its labels ("idées suicidaires"). */
function mentionsAll(message: UnderstoodMessage, concepts: readonly Concept[] | undefined): boolean {
  return (concepts ?? []).every((concept) => findMention(message.countable, concept.synonyms, { fuzzy: true }));
}

function conceptIn(
  sources: ReadonlyArray<{ id: string; text: string }>,
  concept: Concept,
  valueGap = false,
): EvidenceItem | undefined {
  for (const source of sources) {
    const match = findMention(source.text, concept.synonyms, { fuzzy: true, negationAware: true, valueGap });
    if (match) return { message_id: source.id, quote: match.quote };
  }
  return undefined;
}

/** A label, or alternatives any of which will do ("sx.edema" or "sx.calf_pain"). */
const alternativesOf = (label: string | readonly string[]): readonly string[] =>
  typeof label === "string" ? [label] : label;

export function evaluateCriterion(
  item: ClinicalCase,
  criterion: Criterion,
  transcript: Transcript,
  material: GradingMaterial,
  modeContext: ModeContext,
): CriterionResult {
  const evidence = criterion.evidence;
  const messages = material.messages;
  switch (evidence.type) {
    case "asked":
    case "act": {
      const carries = (m: UnderstoodMessage, label: string) =>
        m.labels.includes(label) || (evidence.type === "asked" && m.related.includes(label));
      const results = decide(
        evidence.match,
        evidence.labels.map((entry) => {
          const labels = alternativesOf(entry);
          const message =
            messages.find(
              (m) => labels.some((label) => m.labels.includes(label)) && mentionsAll(m, evidence.mentions),
            ) ?? messages.find((m) => labels.some((label) => carries(m, label)) && mentionsAll(m, evidence.mentions));
          return {
            name: labels.map((label) => lowerFirst(labelDescription(label) ?? label)).join(" ou "),
            evidence: message ? { message_id: message.turn.id, quote: shorten(message.turn.text) } : undefined,
          };
        }),
        evidence.type === "act" ? "Non fait :" : "Non abordé :",
      );
      if (!results.earned && evidence.mentions && evidence.mentions.length > 0) {
        const missing = evidence.mentions.map((concept) => concept.label).join(", ");
        return { ...results, missing: `${results.missing} (${lowerFirst(missing)})` };
      }
      return results;
    }
    case "stated": {
      const sources = statingMessages(messages).map((m) => ({ id: m.turn.id, text: m.countable }));
      return decide(
        evidence.match,
        evidence.concepts.map((concept) => ({ name: concept.label, evidence: conceptIn(sources, concept) })),
        "Non dit au patient :",
      );
    }
    case "exam": {
      // Ordering far beyond what the case needs (the catalogue wholesale) earns none of the exams.
      const done = material.examShotgun ? [] : (transcript.exams ?? []);
      return decide(
        evidence.match,
        evidence.examIds.map((id) => {
          const name = examById(id)?.name ?? id;
          return { name, evidence: done.includes(id) ? { message_id: `exam:${id}`, quote: name } : undefined };
        }),
        "Examen non réalisé :",
      );
    }
    case "finding": {
      const image = item.images.find((i) => i.id === evidence.imageId);
      const notes = material.notes;
      return decide(
        evidence.match,
        evidence.findingIds.map((id) => {
          const finding = image?.expectedFindings.find((f) => f.id === id);
          return { name: finding?.label ?? id, evidence: finding ? conceptIn(notes, finding, true) : undefined };
        }),
        "Non relevé :",
      );
    }
    case "answer": {
      const question = item.examinerQuestions.find((q) => q.id === evidence.questionId);
      const answers = material.answers.filter((a) => a.questionId === evidence.questionId);
      return decide(
        evidence.match,
        evidence.elementIds.map((id) => {
          const element = question?.expected.find((e) => e.id === id);
          return { name: element?.label ?? id, evidence: element ? conceptIn(answers, element) : undefined };
        }),
        "Absent de la réponse :",
      );
    }
    case "action":
    case "order":
    case "mode":
      return evaluateModeEvidence(modeContext, criterion, material);
    case "diagnosis": {
      // The diagnosis is typed: the engine reads it against the station's differential.
      const match = matchDiagnosis(item.diagnosis, transcript.diagnosis);
      return {
        earned: match.correct,
        evidence: match.correct ? [{ message_id: "diagnosis", quote: shorten(match.typed) }] : [],
        missing: match.typed
          ? `Diagnostic retenu : « ${shorten(match.typed)} »${diagnosisReading(match)} ; diagnostic attendu : « ${item.diagnosis.correct} »`
          : `Aucun diagnostic retenu ; diagnostic attendu : « ${item.diagnosis.correct} »`,
      };
    }
  }
}
