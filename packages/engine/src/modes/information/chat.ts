import type { ClinicalCase, Concept, ModeDataOf } from "@ecos/content";
import { findMention, type Match } from "../../text/matching";
import type { ChatTurn } from "../../transcript";

export type InformationData = ModeDataOf<"information">;
export type Emotion = InformationData["emotions"][number];
export type Question = InformationData["spontaneousQuestions"][number];
export type Jargon = InformationData["jargon"][number];
export type Probe = InformationData["probes"][number];

/** The station's `information` data (the content validation guarantees it on an information station). */
export function informationData(item: ClinicalCase): InformationData {
  const data = item.modeData;
  if (data?.mode !== "information") throw new Error(`${item.id} : pas de données du mode information`);
  return data;
}

export const variantsOf = (answer: string | readonly string[] | undefined): readonly string[] =>
  answer === undefined ? [] : typeof answer === "string" ? [answer] : answer;

/** A concept said in a text (whole words, small mistakes tolerated, never under a negation): news, answers. */
export const says = (text: string, concept: Pick<Concept, "synonyms">): Match | undefined =>
  findMention(text, concept.synonyms, { fuzzy: true, negationAware: true });

export const saysAny = (text: string, concepts: readonly Pick<Concept, "synonyms">[]): Match | undefined => {
  for (const concept of concepts) {
    const match = says(text, concept);
    if (match) return match;
  }
  return undefined;
};

/**
 * What moves the patient: the exact words (« un proche » is not « une poche »), never under a
 * negation (« ce n'est pas grave » frightens no one).
 */
export const triggers = (text: string, concepts: readonly Pick<Concept, "synonyms">[]): boolean =>
  concepts.some((concept) => findMention(text, concept.synonyms, { negationAware: true }) !== undefined);

/**
 * A probe's words, exactly, whatever the negations around them (« les résultats ne sont
 * malheureusement pas bons » prepares the patient all the same).
 */
export const probes = (text: string, probe: Pick<Concept, "synonyms">): Match | undefined =>
  findMention(text, probe.synonyms);

/** A jargon word in a text, as typed (no fuzziness: a near miss of a technical word is not the word). */
export const jargonIn = (text: string, entry: Jargon): Match | undefined => findMention(text, entry.synonyms);

/** Whether a text explains a jargon word in plain words. */
export const explains = (text: string, entry: Jargon): boolean =>
  findMention(text, entry.plain, { fuzzy: true }) !== undefined;

/** How the patient says it does not understand a word (the view and the report find it by this opening). */
export const JARGON_OPENING = "Pardon, docteur… je ne comprends pas ce que veut dire";
export const jargonLine = (words: string) => `${JARGON_OPENING} « ${words} ».`;

/** A message that asks rather than tells (« Vous pensez à un cancer ? » announces nothing). */
export const isQuestion = (text: string) => text.trim().endsWith("?");

export const studentTurns = (chat: readonly ChatTurn[]) => chat.filter((turn) => turn.from === "student");
export const patientTurns = (chat: readonly ChatTurn[]) => chat.filter((turn) => turn.from === "patient");

/** Picks the variant after the ones already said (never the same twice in a row when there are several). */
export function pickVariant(variants: readonly string[], chat: readonly ChatTurn[]): string {
  const said = patientTurns(chat);
  const used = variants.reduce(
    (count, variant) => count + said.filter((turn) => turn.text.includes(variant)).length,
    0,
  );
  return variants[used % variants.length] ?? "";
}

/** The emotional states the patient has gone through, in order (read from what the patient said). */
export function emotionPath(item: ClinicalCase, chat: readonly ChatTurn[]): Emotion[] {
  const data = informationData(item);
  const [initial] = data.emotions;
  const path: Emotion[] = initial ? [initial] : [];
  for (const turn of patientTurns(chat)) {
    for (const emotion of data.emotions.slice(1)) {
      if (variantsOf(emotion.reaction).some((reaction) => turn.text.includes(reaction))) path.push(emotion);
    }
  }
  return path;
}

/** The questions the patient has asked by itself, with the index in the chat of the turn that asked each. */
export function askedQuestions(
  item: ClinicalCase,
  chat: readonly ChatTurn[],
): Array<{ question: Question; at: number }> {
  const asked: Array<{ question: Question; at: number }> = [];
  for (const question of informationData(item).spontaneousQuestions) {
    const at = chat.findIndex((turn) => turn.from === "patient" && turn.text.includes(question.question));
    if (at >= 0) asked.push({ question, at });
  }
  return asked.sort((a, b) => a.at - b.at);
}

/** The jargon words the patient has already asked about. */
export function jargonAsked(item: ClinicalCase, chat: readonly ChatTurn[]): Jargon[] {
  const reactions = patientTurns(chat)
    .map((turn) => turn.text)
    .filter((text) => text.includes(JARGON_OPENING));
  return informationData(item).jargon.filter((entry) =>
    reactions.some((text) => jargonIn(text.slice(text.indexOf(JARGON_OPENING)), entry)),
  );
}

/** The first student message that announces the news (index in the chat), or -1. */
export function announcementIndex(item: ClinicalCase, chat: readonly ChatTurn[]): number {
  const concept = informationData(item).announcement;
  return chat.findIndex(
    (turn) => turn.from === "student" && !isQuestion(turn.text) && says(turn.text, concept) !== undefined,
  );
}
