import type { ClinicalCase, Concept } from "@ecos/content";
import { foldText } from "../text/fold";
import { findMention } from "../text/matching";
import type { ChatTurn } from "../transcript";

/**
 * What the student has told the patient so far: the patient can only say it has understood what it
 * was actually told, and reacts to a diagnosis when one is announced (never before).
 */

/** Concepts the student may announce: the grid's stated concepts (diagnosis, exams, treatment, advice). */
function announceable(item: ClinicalCase): Concept[] {
  return item.grid.flatMap((criterion) => (criterion.evidence.type === "stated" ? criterion.evidence.concepts : []));
}

/** Concepts that name a diagnosis: the options offered at the end and the grid concepts that say the correct one. */
function diagnosisConcepts(item: ClinicalCase): Concept[] {
  const correct = foldText(item.diagnosis.correct);
  const fromGrid = announceable(item).filter((concept) =>
    concept.synonyms.some((synonym) => foldText(synonym) === correct),
  );
  const options = item.diagnosis.options.map((option, index) => ({
    id: `option-${index}`,
    label: option,
    synonyms: [option],
  }));
  return [...fromGrid, ...options];
}

const announcements = new WeakMap<ClinicalCase, Map<string, boolean>>();

/** Whether a message announces a diagnosis or hypothesis (the correct one or another); memoised per case. */
export function announcesDiagnosis(item: ClinicalCase, text: string): boolean {
  let memo = announcements.get(item);
  if (!memo) {
    memo = new Map();
    announcements.set(item, memo);
  }
  const known = memo.get(text);
  if (known !== undefined) return known;
  const announced = diagnosisConcepts(item).some((concept) =>
    findMention(text, concept.synonyms, { fuzzy: true, negationAware: true }),
  );
  if (memo.size >= 5_000) memo.clear();
  memo.set(text, announced);
  return announced;
}

/** The words the student used for what they announced, in the order they said them (at most four). */
export function announcedWords(item: ClinicalCase, history: readonly ChatTurn[]): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const turn of history) {
    if (turn.from !== "student") continue;
    for (const concept of announceable(item)) {
      if (seen.has(concept.id)) continue;
      const match = findMention(turn.text, concept.synonyms, { fuzzy: true, negationAware: true });
      if (match) {
        seen.add(concept.id);
        // "Troponine" at the start of a sentence is "troponine"; "ECG" stays "ECG".
        words.push(
          /^\p{Lu}\p{Ll}/u.test(match.words) ? match.words.charAt(0).toLowerCase() + match.words.slice(1) : match.words,
        );
      }
    }
  }
  return [...new Set(words)].slice(0, 4);
}

const listFr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;

/** The patient's answer to "vous avez compris ?", from what it was actually told. */
export function understandingReplies(item: ClinicalCase, history: readonly ChatTurn[], explained: boolean): string[] {
  if (!explained) {
    return [
      "Compris quoi, docteur ? Vous ne m'avez encore rien expliqué…",
      "Euh… Pour l'instant vous ne m'avez rien dit sur ce que j'ai.",
    ];
  }
  const words = announcedWords(item, history);
  if (words.length === 0) {
    return ["Oui, je crois que j'ai compris ce que vous m'avez expliqué.", "Oui, je pense, merci."];
  }
  return [`Oui, je crois. Vous m'avez parlé de ${listFr(words)}.`, `Je pense, oui : ${listFr(words)}, c'est ça ?`];
}

/** The patient's answer to "des questions ?" before anything was explained: what it wants to know. */
export const QUESTIONS_BEFORE_EXPLANATION = [
  "Oui : qu'est-ce que j'ai, docteur ? C'est grave ?",
  "Je voudrais surtout savoir ce qui m'arrive.",
] as const;

/** What a patient says when the doctor explains something that is not a diagnosis (a test, a plan). */
export const ACKNOWLEDGEMENTS = ["D'accord.", "D'accord, docteur.", "Hm, d'accord… Je vous écoute."] as const;

/** A patient's reaction to an announced diagnosis when the case scripts none. */
export const DEFAULT_ANNOUNCEMENT_REACTIONS = [
  "Ah… C'est grave, docteur ?",
  "D'accord… Et qu'est-ce qui va se passer maintenant ?",
] as const;
