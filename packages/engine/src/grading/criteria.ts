import { type ClinicalCase, type Concept, type Criterion, examById, labelDescription } from "@ecos/content";
import { isManipulation } from "../nlu/guard";
import { findMention } from "../text/matching";
import type { Transcript } from "../transcript";
import type { UnderstoodMessage } from "./student-messages";
import type { EvidenceItem } from "./types";

export interface CriterionResult {
  earned: boolean;
  evidence: EvidenceItem[];
  /** What was missing, in French, when not earned (one clause, no final full stop). */
  missing: string;
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

/** Messages that can state something: not an attempt to game the station, and an explanation rather than a question. */
function statingMessages(messages: readonly UnderstoodMessage[]): UnderstoodMessage[] {
  return messages.filter(
    (m) => !m.manipulation && (!m.question || m.labels.includes("act.explain") || m.labels.includes("act.summary")),
  );
}

function conceptIn(sources: ReadonlyArray<{ id: string; text: string }>, concept: Concept): EvidenceItem | undefined {
  for (const source of sources) {
    const match = findMention(source.text, concept.synonyms, { fuzzy: true, negationAware: true });
    if (match) return { message_id: source.id, quote: match.quote };
  }
  return undefined;
}

export function evaluateCriterion(
  item: ClinicalCase,
  criterion: Criterion,
  transcript: Transcript,
  messages: readonly UnderstoodMessage[],
): CriterionResult {
  const evidence = criterion.evidence;
  switch (evidence.type) {
    case "asked":
    case "act": {
      const usable = messages.filter((m) => !m.manipulation);
      return decide(
        evidence.match,
        evidence.labels.map((label) => {
          const message =
            usable.find((m) => m.labels.includes(label)) ??
            (evidence.type === "asked" ? usable.find((m) => m.related.includes(label)) : undefined);
          return {
            name: lowerFirst(labelDescription(label) ?? label),
            evidence: message ? { message_id: message.turn.id, quote: shorten(message.turn.text) } : undefined,
          };
        }),
        evidence.type === "act" ? "Non fait :" : "Non abordé :",
      );
    }
    case "stated": {
      const sources = statingMessages(messages).map((m) => ({ id: m.turn.id, text: m.turn.text }));
      return decide(
        evidence.match,
        evidence.concepts.map((concept) => ({ name: concept.label, evidence: conceptIn(sources, concept) })),
        "Non dit au patient :",
      );
    }
    case "exam": {
      const done = transcript.exams ?? [];
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
      const notes = (transcript.observations ?? []).filter((note) => !isManipulation(note.text));
      return decide(
        evidence.match,
        evidence.findingIds.map((id) => {
          const finding = image?.expectedFindings.find((f) => f.id === id);
          return { name: finding?.label ?? id, evidence: finding ? conceptIn(notes, finding) : undefined };
        }),
        "Non relevé :",
      );
    }
    case "answer": {
      const question = item.examinerQuestions.find((q) => q.id === evidence.questionId);
      const answers = (transcript.answers ?? [])
        .filter((a) => a.questionId === evidence.questionId && !isManipulation(a.text))
        .map((a) => ({ id: a.messageId ?? `answer:${a.questionId}`, text: a.text }));
      return decide(
        evidence.match,
        evidence.elementIds.map((id) => {
          const element = question?.expected.find((e) => e.id === id);
          return { name: element?.label ?? id, evidence: element ? conceptIn(answers, element) : undefined };
        }),
        "Absent de la réponse :",
      );
    }
    case "diagnosis": {
      const chosen = transcript.diagnosis?.trim() ?? "";
      const right = chosen.localeCompare(item.diagnosis.correct, "fr", { sensitivity: "base" }) === 0;
      return {
        earned: right,
        evidence: right ? [{ message_id: "diagnosis", quote: chosen }] : [],
        missing: chosen
          ? `Diagnostic retenu : « ${chosen} » ; diagnostic attendu : « ${item.diagnosis.correct} »`
          : `Aucun diagnostic retenu ; diagnostic attendu : « ${item.diagnosis.correct} »`,
      };
    }
  }
}
