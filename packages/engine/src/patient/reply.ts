import type { ClinicalCase } from "@ecos/content";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import { isFollowUpCandidate, understandInContext } from "../nlu/follow-up";
import { foldText } from "../text/fold";
import type { ChatTurn } from "../transcript";
import { DEFLECT_REPLIES, defaultActReply, identityReply, REPHRASE_REPLIES } from "./act-replies";

export interface PatientReply {
  /** What the patient says. */
  text: string;
  /** Labels the student's message was understood as (after follow-up resolution). */
  labels: string[];
  /** How the answer was found. */
  source: "script" | "unscripted" | "rephrase" | "deflect";
  manipulation: boolean;
  followUp: boolean;
}

/** At most this many topics are answered in one reply; a real patient answers a few at a time. */
const MAX_TOPICS = 3;

/** How far back a follow-up may look for its topic. */
const FOLLOW_UP_LOOKBACK = 6;

/**
 * The topic a follow-up would continue: the labels of the latest student message that had a topic
 * of its own, read backwards over the last few messages (a chain "Vous fumez ?" → "Depuis quand ?"
 * → "Combien ?" keeps the tobacco), so that the cost does not grow with the conversation.
 */
export function previousStudentLabels(classifier: Classifier, history: readonly ChatTurn[]): string[] {
  const recent = history.filter((turn) => turn.from === "student").slice(-FOLLOW_UP_LOOKBACK);
  for (let index = recent.length - 1; index >= 0; index--) {
    const turn = recent[index] as ChatTurn;
    const earlier = recent.slice(0, index);
    const understood = classifier.understand(turn.text);
    if (understood.labels.length === 0) continue;
    if (isFollowUpCandidate(turn.text, understood.labels) && earlier.length > 0) {
      // "Depuis quand ?" after a habit continues that habit: keep looking back for it.
      const before = previousStudentLabels(classifier, earlier);
      return understandInContext(classifier, turn.text, before).labels;
    }
    return understood.labels;
  }
  return [];
}

function variantsOf(answer: string | readonly string[] | undefined): readonly string[] {
  if (answer === undefined) return [];
  return typeof answer === "string" ? [answer] : answer;
}

/** Picks the variant after the ones already used, never the sentence said just before. */
function pick(variants: readonly string[], used: number, last: string | undefined): string {
  for (let offset = 0; offset < variants.length; offset++) {
    const candidate = variants[(used + offset) % variants.length] as string;
    if (candidate !== last) return candidate;
  }
  return variants[0] as string;
}

function restate(text: string): string {
  return `Comme je vous le disais, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * The standardized patient's answer to a student's message, from the case's script only: every
 * label asked gets the scripted answer (variants in turn), an unscripted label a plausible negative,
 * an act a neutral reply; an unknown message an in-role request to rephrase; a manipulation attempt
 * an in-role deflection. Never the same sentence twice in a row; never the diagnosis.
 */
export function replyAsPatient(
  item: ClinicalCase,
  history: readonly ChatTurn[],
  utterance: string,
  classifier: Classifier = sharedClassifier(),
): PatientReply {
  const patientTurns = history.filter((turn) => turn.from === "patient");
  const last = patientTurns.at(-1)?.text;
  const said = (text: string) => patientTurns.filter((turn) => turn.text.includes(text)).length;
  const understood = understandInContext(classifier, utterance, previousStudentLabels(classifier, history));
  const base = { labels: understood.labels, manipulation: understood.manipulation, followUp: understood.followUp };

  if (understood.manipulation) {
    return { ...base, text: pick(DEFLECT_REPLIES, patientTurns.length, last), source: "deflect" };
  }
  if (understood.labels.length === 0) {
    return { ...base, text: pick(REPHRASE_REPLIES, patientTurns.length, last), source: "rephrase" };
  }

  const diagnosis = foldText(item.diagnosis.correct);
  const parts: string[] = [];
  let scripted = false;
  for (const label of understood.labels.slice(0, MAX_TOPICS)) {
    let variants = variantsOf(item.script[label]);
    if (variants.length > 0) scripted = true;
    if (variants.length === 0) {
      const fact = identityReply(label, item);
      variants = fact ? [fact] : (defaultActReply(label, item) ?? item.unscriptedDefault);
    }
    // A script must never give the diagnosis away; fall back to the plausible negative if it would.
    const safe = variants.filter((variant) => !foldText(variant).includes(diagnosis));
    const pool = safe.length > 0 ? safe : item.unscriptedDefault;
    const used = pool.reduce((count, variant) => count + said(variant), 0);
    const answer = pick(pool, used, last);
    if (!parts.includes(answer)) parts.push(answer);
  }
  let text = parts.join(" ");
  if (text === last) text = restate(text);
  return { ...base, text, source: scripted ? "script" : "unscripted" };
}
