import { foldedWords } from "../text/fold";
import type { Classifier, Understanding } from "./classifier";

/** Labels whose details ("depuis quand ?", "combien ?") a short follow-up asks about. */
const TOPIC_WITH_DETAILS = /^(?:life|hx|tx|sx|gyn|id|pt)\./;
/** What a generic "depuis quand ?", "combien par jour ?" reads as on its own, before its context is known. */
const TIME_AND_AMOUNT_LABELS = new Set(["hdm.onset", "hdm.evolution", "pain.timing", "pain.intensity"]);
/** Generic follow-ups that carry no topic of their own. */
const GENERIC_FOLLOW_UP =
  /^(?:(?:et|ah|d accord|ok|alors|mais|donc) )*(?:depuis quand|depuis combien de temps|combien|combien de fois|c est a dire|comment ca|comment|lequel|laquelle|lesquels|lesquelles|quel genre|quel type|quelle dose|a quelle dose|de quel cote|pourquoi|vraiment|c est tout|autre chose|et avant|et maintenant|et apres|et aujourd hui|et la nuit|et le jour|et le matin|et le soir|vous pouvez preciser|precisez|pouvez vous preciser|plus de details|racontez m en plus|dites m en plus|a quel point|souvent|tous les jours|beaucoup)\b/;

/** Whether a message with these labels could be a generic follow-up ("depuis quand ?", "combien ?"). */
export function isFollowUpCandidate(text: string, labels: readonly string[]): boolean {
  const words = foldedWords(text);
  return (
    words.length <= 7 &&
    GENERIC_FOLLOW_UP.test(words.join(" ")) &&
    labels.every((label) => TIME_AND_AMOUNT_LABELS.has(label))
  );
}

export interface ContextualUnderstanding extends Understanding {
  /** True when the labels come from the previous topic (a short follow-up such as "et depuis quand ?"). */
  followUp: boolean;
}

/**
 * Understands a message in the light of the previous student message's labels: a short follow-up
 * with no topic of its own ("et la nuit ?", "combien par jour ?", "et votre mère ?"), or a generic
 * "depuis quand ?" after a question about a habit, a disease or a symptom, continues that topic.
 */
export function understandInContext(
  classifier: Classifier,
  text: string,
  previousLabels: readonly string[],
): ContextualUnderstanding {
  const understood = classifier.understand(text);
  if (understood.manipulation || previousLabels.length === 0) return { ...understood, followUp: false };
  const words = foldedWords(text);
  const joined = words.join(" ");
  const short = words.length <= 7;
  const topics = previousLabels.filter((label) => !label.startsWith("act."));
  if (topics.length === 0 || !short) return { ...understood, followUp: false };

  const generic = GENERIC_FOLLOW_UP.test(joined);
  const continues =
    (understood.labels.length === 0 && (generic || words[0] === "et")) ||
    (generic &&
      understood.labels.every((label) => TIME_AND_AMOUNT_LABELS.has(label)) &&
      topics.every((label) => TOPIC_WITH_DETAILS.test(label)));
  return continues ? { ...understood, labels: [...topics], followUp: true } : { ...understood, followUp: false };
}
