import type { ClinicalCase, Concept, ModeDataOf } from "@ecos/content";
import { gradingMaterial } from "../../grading/material";
import { understandStudentMessages } from "../../grading/student-messages";
import { sharedClassifier } from "../../nlu/classifier";
import { findMention } from "../../text/matching";
import type { ChatTurn } from "../../transcript";
import {
  explainsAfter,
  findTerm,
  isExplanation,
  isInvitation,
  isOpenQuestion,
  isTeachBackRequest,
  termPosition,
  wordCount,
} from "./language";

export type EducationModeData = ModeDataOf<"education">;
export type EducationExploreItem = EducationModeData["beliefs"][number];

/** A student message as the education mechanics read it. */
export interface Said {
  id: string;
  text: string;
  labels: readonly string[];
  related: readonly string[];
  question: boolean;
}

export type ExploreKind = "belief" | "barrier";
export interface ExploreEntry {
  item: EducationExploreItem;
  kind: ExploreKind;
}

/** The station's education data (a case of another mode has none). */
export function educationData(item: ClinicalCase): EducationModeData | undefined {
  return item.modeData?.mode === "education" ? item.modeData : undefined;
}

export function exploreEntries(data: EducationModeData): ExploreEntry[] {
  return [
    ...data.beliefs.map((item) => ({ item, kind: "belief" as const })),
    ...data.barriers.map((item) => ({ item, kind: "barrier" as const })),
  ];
}

/** The student's messages that count (not a manipulation, a keyword dump, a hedge or pasted text), as grading reads them. */
export function countedIn(item: ClinicalCase, chat: readonly ChatTurn[]): Said[] {
  return gradingMaterial(item, { messages: chat, diagnosis: null }, sharedClassifier()).messages.map((m) => ({
    id: m.turn.id,
    text: m.turn.text,
    labels: m.labels,
    related: m.related,
    question: m.question,
  }));
}

/** The student's messages of a chat, understood in order (follow-ups resolved). */
export function saidIn(chat: readonly ChatTurn[]): Said[] {
  return understandStudentMessages(sharedClassifier(), chat).map((m) => ({
    id: m.turn.id,
    text: m.turn.text,
    labels: m.labels,
    related: m.related,
    question: m.question,
  }));
}

const mentions = (text: string, concept: Concept, negationAware = true) =>
  findMention(text, concept.synonyms, { fuzzy: true, negationAware });

/** A message that explores (asks, invites to talk) rather than tells, and is not a teach-back request. */
const explores = (said: Said) => (said.question || isInvitation(said.text)) && !isTeachBackRequest(said.text);

/** The belief or barrier a message brings up, among those not revealed yet: named first, then by topic. */
export function triggered(entries: readonly ExploreEntry[], said: Said, revealed: ReadonlySet<string>) {
  if (!explores(said)) return undefined;
  const open = entries.filter((entry) => !revealed.has(entry.item.id));
  const named = open.find((entry) => entry.item.triggers.concepts.some((c) => mentions(said.text, c, false)));
  if (named) return named;
  const topics = [...said.labels, ...said.related];
  return open.find((entry) => entry.item.triggers.labels.some((label) => topics.includes(label)));
}

/** A revealed belief or barrier an exploring message names again (the patient says it again, briefly). */
export function namedAgain(entries: readonly ExploreEntry[], said: Said, revealed: ReadonlySet<string>) {
  if (!explores(said)) return undefined;
  return entries.find(
    (entry) => revealed.has(entry.item.id) && entry.item.triggers.concepts.some((c) => mentions(said.text, c, false)),
  );
}

/** When each belief or barrier came up (the message that brought it up), in the order they did. */
export function reveals(entries: readonly ExploreEntry[], said: readonly Said[]): Map<string, Said> {
  const revealed = new Map<string, Said>();
  for (const message of said) {
    const entry = triggered(entries, message, new Set(revealed.keys()));
    if (entry) revealed.set(entry.item.id, message);
  }
  return revealed;
}

/** Whether a message answers a belief or barrier (enough of its concepts). */
export function answers(item: EducationExploreItem, text: string): boolean {
  return item.addressedBy.filter((concept) => mentions(text, concept)).length >= item.addressMin;
}

/** The first message after the one that revealed it that answers each revealed item. */
export function addresses(
  entries: readonly ExploreEntry[],
  said: readonly Said[],
  revealed: ReadonlyMap<string, Said>,
): Map<string, Said> {
  const found = new Map<string, Said>();
  for (const entry of entries) {
    const at = revealed.get(entry.item.id);
    if (!at) continue;
    const start = said.findIndex((m) => m.id === at.id);
    const answer = said.slice(start + 1).find((m) => answers(entry.item, m.text));
    if (answer) found.set(entry.item.id, answer);
  }
  return found;
}

/** A message that can explain something: a statement, or a question that explains (« …, d'accord ? »). */
const explaining = (said: Said) => !said.question || said.labels.includes("act.explain") || wordCount(said.text) >= 25;

/** The key steps explained in these messages. */
export function stepsExplained(data: EducationModeData, said: readonly Said[]): Set<string> {
  const done = new Set<string>();
  for (const message of said.filter(explaining)) {
    for (const step of data.teachBack.steps) if (mentions(message.text, step)) done.add(step.id);
  }
  return done;
}

export interface TeachBackAttempt {
  request: Said;
  explained: Set<string>;
  complete: boolean;
}

/** The number of key steps a complete reformulation needs (all unless the criterion says fewer). */
export const stepsNeeded = (data: EducationModeData, min?: unknown) =>
  typeof min === "number" && Number.isInteger(min)
    ? Math.min(min, data.teachBack.steps.length)
    : data.teachBack.steps.length;

/** Every teach-back request, with the steps explained before it. */
export function teachBacks(data: EducationModeData, said: readonly Said[], min?: unknown): TeachBackAttempt[] {
  const needed = stepsNeeded(data, min);
  return said.flatMap((message, index) => {
    if (!isTeachBackRequest(message.text)) return [];
    const explained = stepsExplained(data, said.slice(0, index));
    return [{ request: message, explained, complete: explained.size >= needed }];
  });
}

export interface Lecture {
  /** The messages of the monologue (the last one is where it was noticed). */
  messages: Said[];
  words: number;
}

/** Monologues: `consecutive` long statements in a row, or one very long statement. */
export function lectures(data: EducationModeData, said: readonly Said[]): Lecture[] {
  const { consecutive, words, single } = data.lecturing;
  const found: Lecture[] = [];
  let run: Said[] = [];
  for (const message of said) {
    const count = wordCount(message.text);
    const statement = !message.question && !message.text.includes("?");
    if (statement && count > single) {
      found.push({ messages: [message], words: count });
      run = [];
    } else if (statement && count > words) {
      run.push(message);
      if (run.length >= consecutive) {
        found.push({ messages: run, words: run.reduce((sum, m) => sum + wordCount(m.text), 0) });
        run = [];
      }
    } else run = [];
  }
  return found;
}

export interface JargonUse {
  id: string;
  term: string;
  message: Said;
  explained: boolean;
}

/**
 * The first use of each jargon entry: explained when the same message explains it, or the student's
 * next message does (after the patient asked what it means).
 */
export function jargonUses(data: EducationModeData, said: readonly Said[]): JargonUse[] {
  const uses: JargonUse[] = [];
  for (const entry of data.jargon) {
    for (const [index, message] of said.entries()) {
      // The term said first when several of the entry's are ("TVP, une thrombose veineuse profonde").
      const term = entry.terms
        .filter((t) => findTerm(message.text, t))
        .sort((a, b) => termPosition(message.text, a) - termPosition(message.text, b))[0];
      if (!term) continue;
      const next = said[index + 1];
      const explained = explainsAfter(message.text, term) || (next !== undefined && isExplanation(next.text));
      uses.push({ id: entry.id, term, message, explained });
      break;
    }
  }
  return uses.sort((a, b) => said.indexOf(a.message) - said.indexOf(b.message));
}

/** Open questions asked (OARS), in order. */
export const openQuestions = (said: readonly Said[]) => said.filter((m) => isOpenQuestion(m.text));
