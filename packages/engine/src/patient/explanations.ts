import type { ClinicalCase, Concept } from "@ecos/content";
import { foldText } from "../text/fold";
import { findMention } from "../text/matching";

/**
 * What the student has told the patient so far: the patient can only say it has understood what it
 * was actually told, and reacts to a diagnosis when one is announced (never before).
 */

/** Per-case values computed once (a case is immutable once loaded). */
function perCase<T>(compute: (item: ClinicalCase) => T): (item: ClinicalCase) => T {
  const values = new WeakMap<ClinicalCase, T>();
  return (item) => {
    let value = values.get(item);
    if (value === undefined) {
      value = compute(item);
      values.set(item, value);
    }
    return value;
  };
}

/** A bounded memo of one case's answers per message text (a reply reads the history's messages again). */
function perCaseText<T>(compute: (item: ClinicalCase, text: string) => T): (item: ClinicalCase, text: string) => T {
  const memos = perCase(() => new Map<string, T>());
  return (item, text) => {
    const memo = memos(item);
    const known = memo.get(text);
    if (known !== undefined) return known;
    const value = compute(item, text);
    if (memo.size >= 5_000) memo.clear();
    memo.set(text, value);
    return value;
  };
}

/** Concepts the student may announce: the grid's stated concepts (diagnosis, exams, treatment, advice). */
const announceable = perCase((item): Concept[] =>
  item.grid.flatMap((criterion) => (criterion.evidence.type === "stated" ? criterion.evidence.concepts : [])),
);

/** Concepts that name a diagnosis: the options offered at the end and the grid concepts that say the correct one. */
const diagnosisConcepts = perCase((item): Concept[] => {
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
});

/** Concepts that name the station's expected diagnosis: its grid concepts and the correct option. */
const expectedDiagnosisConcepts = perCase((item): Concept[] =>
  diagnosisConcepts(item).filter(
    (concept) => !concept.id.startsWith("option-") || concept.label === item.diagnosis.correct,
  ),
);

/**
 * Whether a message announces the expected diagnosis. The case's own reaction is written for it
 * (« Un caillot ? Dans le poumon ? »): played after a wrong hypothesis, it would tell the student the answer.
 */
export const announcesExpectedDiagnosis = perCaseText((item, text): boolean =>
  expectedDiagnosisConcepts(item).some((concept) =>
    findMention(text, concept.synonyms, { fuzzy: true, negationAware: true }),
  ),
);

/** Whether a message announces a diagnosis or hypothesis (the correct one or another); memoised per case. */
export const announcesDiagnosis = perCaseText((item, text): boolean =>
  diagnosisConcepts(item).some((concept) => findMention(text, concept.synonyms, { fuzzy: true, negationAware: true })),
);

/** The announceable concepts one message names, with the words it used for each; memoised per case. */
const namedIn = perCaseText((item, text): { id: string; words: string }[] =>
  announceable(item).flatMap((concept) => {
    const match = findMention(text, concept.synonyms, { fuzzy: true, negationAware: true });
    return match ? [{ id: concept.id, words: match.words }] : [];
  }),
);

/**
 * The words the student used for what they announced, in the order they said them (at most four),
 * read in the student's explanations only (`explanations`: their texts, in order).
 */
export function announcedWords(item: ClinicalCase, explanations: readonly string[]): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const text of explanations) {
    for (const { id, words: said } of namedIn(item, text)) {
      if (seen.has(id)) continue;
      seen.add(id);
      // "Troponine" at the start of a sentence is "troponine"; "ECG" stays "ECG".
      words.push(/^\p{Lu}\p{Ll}/u.test(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said);
    }
  }
  return [...new Set(words)].slice(0, 4);
}

const listFr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;

/** The patient's answer to "vous avez compris ?", from what it was actually told. */
export function understandingReplies(
  item: ClinicalCase,
  explanations: readonly string[],
  explained: boolean,
): string[] {
  if (!explained) {
    return [
      "Compris quoi, docteur ? Vous ne m'avez encore rien expliqué…",
      "Euh… Pour l'instant vous ne m'avez rien dit sur ce que j'ai.",
    ];
  }
  const words = announcedWords(item, explanations);
  if (words.length === 0) {
    return ["Oui, je crois que j'ai compris ce que vous m'avez expliqué.", "Oui, je pense, merci."];
  }
  const list = listFr(words);
  // « de artère » → « d'artère » (elision before a vowel or a mute h).
  const of = /^[aeiouyhàâéèêëîïôöûü]/i.test(list) ? "d'" : "de ";
  return [`Oui, je crois. Vous m'avez parlé ${of}${list}.`, `Je pense, oui : ${list}, c'est ça ?`];
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
