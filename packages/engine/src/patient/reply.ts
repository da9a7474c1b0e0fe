import type { ClinicalCase } from "@ecos/content";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import { isFollowUpCandidate, understandInContext } from "../nlu/follow-up";
import { foldedWords, foldText } from "../text/fold";
import type { ChatTurn } from "../transcript";
import { DEFLECT_REPLIES, defaultActReply, identityReply, REPHRASE_REPLIES } from "./act-replies";
import { caseAsserts, retrieveByCaseWords, topicTerms } from "./case-words";
import {
  ACKNOWLEDGEMENTS,
  announcesDiagnosis,
  announcesExpectedDiagnosis,
  DEFAULT_ANNOUNCEMENT_REACTIONS,
  QUESTIONS_BEFORE_EXPLANATION,
  understandingReplies,
} from "./explanations";

export interface PatientReply {
  /** What the patient says. */
  text: string;
  /** Labels the student's message was understood as (after follow-up resolution). */
  labels: string[];
  /**
   * How the answer was found: the script (by label, or by the case's own words), a neutral or
   * negative answer consistent with the case, a reaction to what the student explained, a request
   * to rephrase (only for a message with no understandable word) or a deflection.
   */
  source: "script" | "unscripted" | "acknowledge" | "rephrase" | "deflect";
  /** The scripted labels whose answers were given (a topic found by the case's words included). */
  answered: string[];
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

/** What an in-role patient says to a question it has no answer for: it does not know. */
export const NEUTRAL_REPLIES = [
  "Je ne sais pas trop, docteur.",
  "Franchement, je ne saurais pas vous dire.",
  "Ça, je ne sais pas, je n'ai pas fait attention.",
] as const;

/** A question that asks for something (what, when, how…) rather than for a yes or a no. */
const OPEN_QUESTION =
  /^(?:(?:et|alors|donc|ok|d accord|bon|dites moi|est ce que vous pouvez me dire) )*(?:qu est ce|quel|quelle|quels|quelles|quand|comment|combien|ou|pourquoi|que|qui|depuis quand|depuis combien|a quelle|a quel|de quoi|racontez|decrivez|expliquez|parlez)\b/;

/** How a student opens an explanation or a plan: told, not asked. */
const EXPLAINING =
  /^(?:(?:alors|bon|donc|ok|d accord|bien|tres bien|voila|monsieur|madame) )*(?:je vais vous|je vous|on va|nous allons|vous allez|il faut|il faudra|il va falloir|vous faites|vous avez fait|vos examens|votre bilan|les examens|le bilan|ce que je pense|je pense que|je crois que|il s agit|c est une|c est un|ca s appelle|on appelle)\b/;
const GREETING = /\b(?:bonjour|bonsoir|bjr|salut|enchante|enchantee)\b/;

interface Turn {
  item: ClinicalCase;
  history: readonly ChatTurn[];
  utterance: string;
  classifier: Classifier;
  last: string | undefined;
  said: (text: string) => number;
  patientTurns: number;
}

/** A pool of answers, the diagnosis filtered out, one picked so that the patient does not repeat itself. */
function choose(turn: Turn, variants: readonly string[]): string {
  // A script must never give the diagnosis away; fall back to the plausible negative if it would.
  const diagnosis = foldText(turn.item.diagnosis.correct);
  const safe = variants.filter((variant) => !foldText(variant).includes(diagnosis));
  const pool = safe.length > 0 ? safe : turn.item.unscriptedDefault;
  const used = pool.reduce((count, variant) => count + turn.said(variant), 0);
  return pick(pool, used, turn.last);
}

/** Whether the student has explained anything yet (a diagnosis, an exam, a treatment). */
function hasExplained(turn: Turn): boolean {
  return turn.history.some(
    (t) =>
      t.from === "student" &&
      (turn.classifier.understand(t.text).labels.includes("act.explain") || announcesDiagnosis(turn.item, t.text)),
  );
}

/**
 * The student's messages that explain rather than ask (a statement, or a message the classifier reads
 * as an explanation or that names a diagnosis): what the patient can say it was told.
 */
function explanationTexts(turn: Turn): string[] {
  return turn.history
    .filter((t) => t.from === "student")
    .map((t) => t.text)
    .filter((text) => {
      const understood = turn.classifier.understand(text);
      return !understood.question || understood.labels.includes("act.explain") || announcesDiagnosis(turn.item, text);
    });
}

/**
 * The reaction to an explanation: to a diagnosis announced for the first time, the case's own reaction
 * when it is the expected one (it is written for it) and a neutral worry otherwise; else an acknowledgement.
 */
function reactionToExplanation(turn: Turn): string[] {
  const announced = announcesDiagnosis(turn.item, turn.utterance);
  const before = turn.history.some((t) => t.from === "student" && announcesDiagnosis(turn.item, t.text));
  if (announced && !before) {
    const scripted = announcesExpectedDiagnosis(turn.item, turn.utterance)
      ? variantsOf(turn.item.announcementReaction)
      : [];
    return [...(scripted.length > 0 ? scripted : DEFAULT_ANNOUNCEMENT_REACTIONS)];
  }
  return [...ACKNOWLEDGEMENTS];
}

/** The answer for a topic the script does not cover: the case's own words, else a consistent negative, else a neutral answer. */
function unscriptedAnswer(turn: Turn, label: string): Answer {
  // The topic's own words find the answer the script gives under another label ("ronfle" in the sleep answer).
  const found = retrieveByCaseWords(turn.item, topicTerms(label).join(" "));
  if (found) return { variants: variantsOf(turn.item.script[found]), scripted: true, from: found };
  if (caseAsserts(turn.item, label)) return { variants: NEUTRAL_REPLIES, scripted: false };
  return { variants: turn.item.unscriptedDefault, scripted: false };
}

interface Answer {
  variants: readonly string[];
  scripted: boolean;
  /** The scripted label the answer comes from. */
  from?: string;
}

/** What the patient answers for one label. */
function answerFor(turn: Turn, label: string): Answer {
  if (label === "act.check_understanding") {
    return { variants: understandingReplies(turn.item, explanationTexts(turn), hasExplained(turn)), scripted: true };
  }
  if (label === "act.invite_questions" && !hasExplained(turn)) {
    return { variants: QUESTIONS_BEFORE_EXPLANATION, scripted: true };
  }
  if (label === "act.explain") return { variants: reactionToExplanation(turn), scripted: true };
  const scripted = variantsOf(turn.item.script[label]);
  if (scripted.length > 0) return { variants: scripted, scripted: true, from: label };
  const fact = identityReply(label, turn.item);
  if (fact) return { variants: [fact], scripted: true };
  const act = defaultActReply(label, turn.item);
  if (act) return { variants: act, scripted: false };
  return unscriptedAnswer(turn, label);
}

/** The answer to a message the classifier gave no topic. */
function answerWithoutLabel(turn: Turn, question: boolean): Pick<PatientReply, "text" | "source" | "answered"> {
  const folded = foldedWords(turn.utterance).join(" ");
  if (!question) {
    if (GREETING.test(folded)) {
      return {
        text: choose(turn, defaultActReply("act.greeting", turn.item) ?? []),
        source: "acknowledge",
        answered: [],
      };
    }
    // The student explains, announces or acknowledges: the patient listens, never "pardon ?".
    return { text: choose(turn, reactionToExplanation(turn)), source: "acknowledge", answered: [] };
  }
  // Small talk ("la couleur de votre voiture") is not looked up in the case: the patient does not know.
  const offTopic = turn.classifier.ranksOffTopicFirst(turn.utterance);
  const found = offTopic ? undefined : retrieveByCaseWords(turn.item, turn.utterance);
  if (found) return { text: choose(turn, variantsOf(turn.item.script[found])), source: "script", answered: [found] };
  const known = foldedWords(turn.utterance).some((word) => turn.classifier.knowsWord(word));
  if (!known) return { text: pick(REPHRASE_REPLIES, turn.patientTurns, turn.last), source: "rephrase", answered: [] };
  const open = OPEN_QUESTION.test(folded);
  return {
    text: choose(turn, open ? NEUTRAL_REPLIES : turn.item.unscriptedDefault),
    source: "unscripted",
    answered: [],
  };
}

/**
 * The standardized patient's answer to a student's message, from the case only: every label asked
 * gets the scripted answer (variants in turn); a topic the script lacks gets the answer the case gives
 * in its own words, else a negative consistent with the case, else a neutral in-role answer; the
 * student's explanations are acknowledged, and "vous avez compris ?" and "des questions ?" are answered
 * from what the student has actually explained; a manipulation attempt gets an in-role deflection;
 * only a message with no understandable word gets a request to rephrase. Never the same sentence twice
 * in a row; never the diagnosis.
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
  const turn: Turn = { item, history, utterance, classifier, last, said, patientTurns: patientTurns.length };

  if (understood.manipulation) {
    return { ...base, text: pick(DEFLECT_REPLIES, patientTurns.length, last), source: "deflect", answered: [] };
  }
  if (understood.labels.length === 0) {
    return { ...base, ...answerWithoutLabel(turn, understood.question) };
  }
  // "Vous faites une acidocétose diabétique" is an announcement, not a question about diabetes.
  if (
    !understood.question &&
    (announcesDiagnosis(item, utterance) || EXPLAINING.test(foldedWords(utterance).join(" ")))
  ) {
    return { ...base, text: choose(turn, reactionToExplanation(turn)), source: "acknowledge", answered: [] };
  }

  const parts: string[] = [];
  const answered: string[] = [];
  let scripted = false;
  let acknowledged = false;
  for (const label of understood.labels.slice(0, MAX_TOPICS)) {
    const answer = answerFor(turn, label);
    if (answer.scripted) scripted = true;
    if (answer.from) answered.push(answer.from);
    if (label === "act.explain") acknowledged = true;
    const text = choose(turn, answer.variants);
    if (!parts.includes(text)) parts.push(text);
  }
  let text = parts.join(" ");
  if (text === last) text = restate(text);
  const source = acknowledged && parts.length === 1 ? "acknowledge" : scripted ? "script" : "unscripted";
  return { ...base, text, source, answered };
}
