import type { ClinicalCase, Concept, Criterion } from "../../src/cases";
import type { Attempt } from "./expectations";

/** Lower case, no accents, ligatures spelt out, punctuation as spaces: padded for whole-word search. */
export function fold(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9%+<>=.,-]+/g, " ")
    .replace(/[.,](?!\d)/g, " ");
  return ` ${folded.replace(/\s+/g, " ").trim()} `;
}

/** A concept is mentioned when one of its synonyms appears as whole words. */
export const mentions = (text: string, concept: Concept) => concept.synonyms.some((s) => fold(text).includes(fold(s)));

const matched = (match: "any" | "all", results: boolean[]) =>
  match === "all" ? results.every(Boolean) : results.some(Boolean);

/**
 * Whether an attempt earns a criterion that plain text can decide (stated, finding, answer, exam,
 * diagnosis), or undefined for criteria that need the patient engine's labels (asked, act).
 * A stand-in until packages/engine grades transcripts.
 */
export function earns(item: ClinicalCase, criterion: Criterion, attempt: Attempt): boolean | undefined {
  const evidence = criterion.evidence;
  switch (evidence.type) {
    case "stated": {
      const chat = attempt.messages.join("\n");
      return matched(
        evidence.match,
        evidence.concepts.map((c) => mentions(chat, c)),
      );
    }
    case "finding": {
      const image = item.images.find((i) => i.id === evidence.imageId);
      const notes = attempt.observations.join("\n");
      return matched(
        evidence.match,
        evidence.findingIds.map((id) => {
          const finding = image?.expectedFindings.find((f) => f.id === id);
          return finding ? mentions(notes, finding) : false;
        }),
      );
    }
    case "answer": {
      const index = item.examinerQuestions.findIndex((q) => q.id === evidence.questionId);
      const text = attempt.answers[index] ?? "";
      return matched(
        evidence.match,
        evidence.elementIds.map((id) => {
          const element = item.examinerQuestions[index]?.expected.find((e) => e.id === id);
          return element ? mentions(text, element) : false;
        }),
      );
    }
    case "exam":
      return matched(
        evidence.match,
        evidence.examIds.map((id) => attempt.exams.includes(id)),
      );
    case "diagnosis":
      return attempt.diagnosis === item.diagnosis.correct;
    default:
      return undefined;
  }
}

/** Points out of 20 on the text-checkable criteria only. */
export function checkableGrade(item: ClinicalCase, attempt: Attempt): number {
  const results = item.grid.map((c) => earns(item, c, attempt)).filter((r): r is boolean => r !== undefined);
  return results.length === 0 ? 0 : (results.filter(Boolean).length / results.length) * 20;
}
