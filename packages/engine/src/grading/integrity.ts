import type { ClinicalCase, Concept } from "@ecos/content";
import { foldedWords } from "../text/fold";
import { findMention } from "../text/matching";
import { hedgedClauses } from "./hedges";

/**
 * What makes a piece of the student's work count for nothing (docs/decisions.md, "Grading that
 * rewards clinical work, not words"). Each rule looks at one sentence, note or answer:
 * - dump: a chat message that is a bare list of terms (five items or more, nearly all of them a few
 *   words with no verb) and not a short telegraphic question, or any sentence naming eight grid
 *   concepts or more at once (fourteen in an examiner answer, eight if it is a bare list);
 * - hedge: a finding said together with its opposite ("normal ou anormal", "présent/absent", "galop
 *   ou pas", "hyperkaliémie ou hypokaliémie"), every possibility offered at once (three "ou", or a
 *   list of five closed by "ou", outside a question or a condition), or three diagnoses or more;
 * - copied: words pasted from what the station shows (situation, instructions, context, static
 *   data, results, the examiner's questions);
 * - recitation (examiner answers): elements of four other questions or more in one answer, more of
 *   them than of the question asked.
 */
export type VoidReason = "dump" | "hedge" | "copied" | "recitation";

/** A chat sentence naming this many grid concepts at once is a dump, whatever its form. */
export const DUMP_CONCEPTS = 8;
/** An examiner answer may list many elements of its question; this many in one sentence is a dump. */
export const DUMP_CONCEPTS_ANSWER = 14;
/** A telegraphic question may list this many topics ("tabac, alcool, drogues, sport ?"). */
export const LIST_MAX_QUESTION_ITEMS = 6;
/** A bare list needs this many items. */
export const LIST_MIN_ITEMS = 5;
/** Share of verbless, short items that makes a list bare. */
const BARE_SHARE = 0.75;
/** An answer naming elements of this many other questions (more of them than of its own) recites everything. */
export const RECITATION_QUESTIONS = 4;
/** Diagnoses offered at once that make a shotgun differential. */
export const SHOTGUN_DIAGNOSES = 3;
/** Copied: a run of this many words of the station's own text, or this share of its 4-word shingles. */
const COPY_RUN = 10;
const COPY_SHARE = 0.6;

/** Words that make an item a clause rather than a bare term. */
const CLAUSE_WORDS = new Set([
  "je",
  "j",
  "vous",
  "tu",
  "il",
  "elle",
  "on",
  "nous",
  "ils",
  "elles",
  "qui",
  "que",
  "qu",
  "est",
  "sont",
  "ai",
  "avez",
  "as",
  "a",
  "ont",
  "va",
  "vais",
  "allons",
  "allez",
  "faut",
  "peut",
  "pouvez",
  "dois",
  "doit",
  "devez",
  "fait",
  "faites",
  "fais",
  "prenez",
  "prends",
  "recherche",
  "cherche",
  "demande",
  "propose",
  "donne",
  "mets",
  "realise",
  "fais",
]);

/** The inventory of what the station's grid rewards, built once per case. */
interface Inventory {
  /** Every concept a text can earn: stated concepts, findings, examiner elements. */
  concepts: Array<{ concept: Concept; questionId?: string }>;
  /** The diagnoses offered at the end, as concepts. */
  diagnoses: Concept[];
  /** 4-word shingles of what the station shows the student. */
  shownShingles: Set<string>;
  shownText: string;
}

const inventories = new WeakMap<ClinicalCase, Inventory>();

/** A diagnosis option as a concept: its full name, and its distinctive first word when that is specific. */
function diagnosisConcept(option: string): Concept {
  const words = foldedWords(option);
  const generic = new Set([
    "douleur",
    "syndrome",
    "crise",
    "insuffisance",
    "anemie",
    "exacerbation",
    "corps",
    "oedeme",
  ]);
  const first = words[0];
  const synonyms = [option];
  if (first && first.length >= 6 && !generic.has(first)) synonyms.push(first);
  return { id: `diagnostic-${words.join("-")}`, label: option, synonyms };
}

function shingles(words: readonly string[]): string[] {
  const result: string[] = [];
  for (let i = 0; i + 4 <= words.length; i++) result.push(words.slice(i, i + 4).join(" "));
  return result;
}

/** Everything the station itself shows: a student pasting it back has not worked anything out. */
function shownTexts(item: ClinicalCase): string[] {
  const texts = [item.situation, item.instructions, item.context];
  if (item.staticBlock) texts.push(...Object.values(item.staticBlock));
  texts.push(...Object.values(item.examResults));
  // Not the laboratory values: writing them down is part of reading a report.
  for (const image of item.images) texts.push(image.title, image.alt);
  texts.push(...item.examinerQuestions.map((q) => q.question));
  return texts;
}

export function inventoryOf(item: ClinicalCase): Inventory {
  const known = inventories.get(item);
  if (known) return known;
  const concepts: Inventory["concepts"] = [];
  for (const criterion of item.grid) {
    if (criterion.evidence.type === "stated")
      concepts.push(...criterion.evidence.concepts.map((concept) => ({ concept })));
  }
  for (const image of item.images) concepts.push(...image.expectedFindings.map((concept) => ({ concept })));
  for (const question of item.examinerQuestions) {
    concepts.push(...question.expected.map((concept) => ({ concept, questionId: question.id })));
  }
  const texts = shownTexts(item);
  const inventory: Inventory = {
    concepts,
    diagnoses: item.diagnosis.options.map(diagnosisConcept),
    shownShingles: new Set(texts.flatMap((text) => shingles(foldedWords(text)))),
    shownText: ` ${texts.map((text) => foldedWords(text).join(" ")).join(" | ")} `,
  };
  inventories.set(item, inventory);
  return inventory;
}

/** Sentences of a text (a note or message may hold several). */
export function sentencesOfText(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\d]/u.test(sentence));
}

/** Items of a list: what commas, semicolons, bullets and slashes separate. */
function listItems(sentence: string): string[] {
  return sentence
    .split(/\s*[,;•]\s*|\s+-\s+|\s*:\s+/)
    .map((item) => item.trim())
    .filter((item) => /[\p{L}\d]/u.test(item));
}

/** A list of terms with no sentence around them: "tabac, HTA, diabète, cholestérol, ECG, troponine". */
export function isBareList(sentence: string): boolean {
  const items = listItems(sentence);
  if (items.length < LIST_MIN_ITEMS) return false;
  const bare = items.filter((item) => {
    const words = foldedWords(item);
    return words.length <= 4 && !words.some((word) => CLAUSE_WORDS.has(word));
  });
  return bare.length / items.length >= BARE_SHARE;
}

export interface NamedConcept {
  concept: Concept;
  questionId?: string;
  start: number;
  end: number;
}

/** Concepts of the grid named (not negated) in a sentence, with where they were named. */
export function conceptsNamed(item: ClinicalCase, sentence: string): NamedConcept[] {
  const seen = new Set<string>();
  const named: NamedConcept[] = [];
  for (const entry of inventoryOf(item).concepts) {
    const key = `${entry.questionId ?? ""}:${entry.concept.id}`;
    if (seen.has(key)) continue;
    const match = findMention(sentence, entry.concept.synonyms, { fuzzy: true, negationAware: true });
    if (match) {
      seen.add(key);
      named.push({ ...entry, start: match.start, end: match.end });
    }
  }
  return named;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** How many separate places of the sentence name a concept (one word matching three concepts counts once). */
export function distinctMentions(named: readonly NamedConcept[]): number {
  const spans: Array<{ start: number; end: number }> = [];
  for (const entry of named) if (!spans.some((span) => overlaps(span, entry))) spans.push(entry);
  return spans.length;
}

/** Every place a concept is named in a sentence (each of its phrases, not only the first that matches). */
function placesNamed(sentence: string, concept: Concept): Array<{ start: number; end: number }> {
  return concept.synonyms.flatMap((synonym) => {
    const match = findMention(sentence, [synonym], { fuzzy: true, negationAware: true });
    return match ? [{ start: match.start, end: match.end }] : [];
  });
}

/**
 * What an answer names that belongs to other questions (where the same words do not also answer its
 * own question: "une SpO2 normale" is a discharge condition even though "SpO2" alone measures
 * severity), against what it names of its own question.
 */
function foreignElements(sentence: string, named: readonly NamedConcept[], questionId: string) {
  const own = named.filter((entry) => entry.questionId === questionId);
  const ownPlaces = own.flatMap((entry) => placesNamed(sentence, entry.concept));
  const foreign = named.filter(
    (entry) => entry.questionId && entry.questionId !== questionId && !ownPlaces.some((mine) => overlaps(mine, entry)),
  );
  return { own, foreign };
}

/** Whether a text reproduces what the station shows (a long run of its words, or most of its shingles). */
export function isCopiedFromCase(item: ClinicalCase, text: string): boolean {
  const words = foldedWords(text);
  if (words.length < 6) return false;
  const inventory = inventoryOf(item);
  const own = shingles(words);
  const copied = own.filter((shingle) => inventory.shownShingles.has(shingle)).length;
  if (own.length > 0 && copied / own.length >= COPY_SHARE) return true;
  for (let i = 0; i + COPY_RUN <= words.length; i++) {
    if (inventory.shownText.includes(` ${words.slice(i, i + COPY_RUN).join(" ")} `)) return true;
  }
  return false;
}

export interface Verdict {
  reason: VoidReason | null;
  /** Clauses that may not earn a concept even when the whole text counts. */
  hedged: string[];
}

/**
 * Whether a student's text can earn anything, and which of its clauses cannot. `kind` says what it
 * is: a chat message, an analysis note, or the answer to an examiner question.
 */
export function judgeText(
  item: ClinicalCase,
  text: string,
  kind: "chat" | "note" | "answer",
  questionId?: string,
): Verdict {
  const hedged = hedgedClauses(text, kind);
  if (isCopiedFromCase(item, text)) return { reason: "copied", hedged };
  // A text that offers a finding with its opposite, or every possibility, earns nothing.
  if (hedged.length > 0) return { reason: "hedge", hedged };
  const inventory = inventoryOf(item);
  const foreignQuestions = new Set<string>();
  let foreignMentions = 0;
  let ownMentions = 0;
  for (const sentence of sentencesOfText(text)) {
    // Diagnoses named in separate places ("tachycardie" alone is one word, whatever the options).
    const diagnoses = inventory.diagnoses.flatMap((d) => {
      const match = findMention(sentence, d.synonyms, { fuzzy: true, negationAware: true });
      return match ? [{ concept: d, start: match.start, end: match.end }] : [];
    });
    if (distinctMentions(diagnoses) >= SHOTGUN_DIAGNOSES) return { reason: "hedge", hedged };
    const bare = isBareList(sentence);
    // A chat message is said to a patient: a list of terms with no sentence around it is not, unless
    // it is a short telegraphic question ("tabac, alcool, drogues ?").
    if (kind === "chat" && bare && (!sentence.includes("?") || listItems(sentence).length > LIST_MAX_QUESTION_ITEMS)) {
      return { reason: "dump", hedged };
    }
    const named = conceptsNamed(item, sentence);
    const mentions = distinctMentions(named);
    // A note is a list of findings by nature; a chat message or an answer naming this much is a dump.
    if (kind === "chat" && mentions >= DUMP_CONCEPTS) return { reason: "dump", hedged };
    if (kind === "answer" && (mentions >= DUMP_CONCEPTS_ANSWER || (bare && mentions >= DUMP_CONCEPTS))) {
      return { reason: "dump", hedged };
    }
    if (kind === "answer" && questionId) {
      const { own, foreign } = foreignElements(sentence, named, questionId);
      for (const entry of foreign) foreignQuestions.add(entry.questionId as string);
      foreignMentions += distinctMentions(foreign);
      ownMentions += distinctMentions(own);
    }
  }
  // Related elements of a neighbouring question are normal; most of the answer being about others is not.
  if (foreignQuestions.size >= RECITATION_QUESTIONS && foreignMentions > ownMentions)
    return { reason: "recitation", hedged };
  return { reason: null, hedged };
}
