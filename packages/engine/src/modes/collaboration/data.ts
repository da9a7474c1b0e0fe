import type { ClinicalCase, Concept, ModeDataOf } from "@ecos/content";
import { findMention, type Match } from "../../text/matching";

export type CollaborationData = ModeDataOf<"collaboration">;
export type Order = CollaborationData["orders"][number];
export type Fact = CollaborationData["facts"][number];
export type SbarId = "situation" | "background" | "assessment" | "recommendation";

export const SBAR_IDS: readonly SbarId[] = ["situation", "background", "assessment", "recommendation"];
export const SBAR_LABELS: Record<SbarId, string> = {
  situation: "Situation",
  background: "Antécédents",
  assessment: "Évaluation",
  recommendation: "Recommandation",
};

/** The station's collaboration data, or undefined for a station of another mode. */
export function dataOf(item: ClinicalCase): CollaborationData | undefined {
  return item.modeData?.mode === "collaboration" ? item.modeData : undefined;
}

/** A mention of one of the phrases, small spelling mistakes tolerated, not under a negation unless told. */
export function mention(text: string, phrases: readonly string[], negationAware = true): Match | undefined {
  return findMention(text, phrases, { fuzzy: true, negationAware });
}

export const conceptIn = (text: string, concepts: readonly Concept[]): Match | undefined => {
  for (const concept of concepts) {
    const found = mention(text, concept.synonyms);
    if (found) return found;
  }
  return undefined;
};

/** Whether a message gives the order: its words, and every concept it requires in the same message. */
export function orderIn(order: Order, text: string): Match | undefined {
  const aware = !order.stop;
  const found = mention(text, order.synonyms, aware);
  if (!found) return undefined;
  const all = order.requires.every((concept) => mention(text, concept.synonyms, aware));
  return all ? found : undefined;
}

/** Whether a message asks for (or names) a fact the colleague knows. */
export const factIn = (fact: Fact, text: string): Match | undefined => mention(text, fact.ask, false);

/** The orders a message gives, in the case's order. */
export const ordersIn = (data: CollaborationData, text: string): Order[] =>
  data.orders.filter((order) => orderIn(order, text));

/** The facts a message asks about. */
export const factsIn = (data: CollaborationData, text: string): Fact[] =>
  data.facts.filter((fact) => factIn(fact, text));

/** Beyond this many of the station's terms in one sentence, it lists rather than talks. */
const DUMP_TERMS = 8;
/** A message naming this many terms (a note, this many less one) with fewer other words than terms is a string of keywords. */
const KEYWORD_STRING_MIN = 5;

/** Every phrase of the station's data a student may say: orders, facts, wrong orders, arguments, SBAR parts. */
function stationPhrases(data: CollaborationData): string[] {
  const concepts = [
    ...data.objection.arguments,
    ...data.objection.compromise,
    ...Object.values(data.sbar).flatMap((part) => part.concepts),
  ];
  return [
    ...data.orders.flatMap((order) => order.synonyms),
    ...data.facts.flatMap((fact) => fact.ask),
    ...data.wrongOrders.flatMap((order) => order.synonyms),
    ...concepts.flatMap((concept) => concept.synonyms),
  ];
}

/** The places of a text that name one of the station's terms, overlapping places merged. */
function termSpans(data: CollaborationData, text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  for (const phrase of stationPhrases(data)) {
    const found = mention(text, [phrase], false);
    if (!found) continue;
    const overlap = spans.find((span) => span.start < found.end && found.start < span.end);
    if (overlap) {
      overlap.start = Math.min(overlap.start, found.start);
      overlap.end = Math.max(overlap.end, found.end);
    } else spans.push({ start: found.start, end: found.end });
  }
  return spans;
}

/**
 * A string of the station's keywords ("calcium insuline glucose scope ECG kayexalate"), a list of
 * recited phrases ("je vous appelle pour, antécédents, je pense que, je vous propose"), or one message
 * naming nearly everything at once: it earns none of the mode's rules, and costs points.
 */
export function isKeywordDump(data: CollaborationData, text: string, kind: "chat" | "note" = "chat"): boolean {
  // A note lists by nature; a chat message naming this much in one sentence does not talk.
  const sentences = text.split(/(?<=[.!?;])\s+|\n+/);
  if (kind === "chat" && sentences.some((sentence) => termSpans(data, sentence).length >= DUMP_TERMS)) return true;
  const spans = termSpans(data, text);
  if (spans.length < KEYWORD_STRING_MIN - (kind === "note" ? 1 : 0)) return false;
  const filler = [...text.matchAll(/[\p{L}\p{N}]+/gu)].filter((word) => {
    const at = word.index ?? 0;
    return !spans.some((span) => at >= span.start && at < span.end);
  }).length;
  return filler < spans.length;
}

/** Picks the variant after the ones already used, never the sentence said just before. */
export function pick(variants: readonly string[], used: number, last: string | undefined): string {
  for (let offset = 0; offset < variants.length; offset++) {
    const candidate = variants[(used + offset) % variants.length] as string;
    if (candidate !== last) return candidate;
  }
  return variants[0] as string;
}

export const variantsOf = (answer: string | readonly string[]): readonly string[] =>
  typeof answer === "string" ? [answer] : answer;

/** "a, b et c". */
export const listFr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
