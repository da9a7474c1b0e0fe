import type { Classifier } from "../nlu/classifier";
import { understandInContext } from "../nlu/follow-up";
import type { ChatTurn } from "../transcript";

export interface UnderstoodMessage {
  turn: ChatTurn;
  labels: string[];
  /** Topics touched with good confidence besides `labels` (they count as asked). */
  related: string[];
  manipulation: boolean;
  question: boolean;
  /** The words that can earn a concept (the text, less any clause that hedges). */
  countable: string;
}

/** Every student message of the chat with what it was understood as, follow-ups resolved in order. */
export function understandStudentMessages(classifier: Classifier, messages: readonly ChatTurn[]): UnderstoodMessage[] {
  const result: UnderstoodMessage[] = [];
  let previous: string[] = [];
  for (const turn of messages) {
    if (turn.from !== "student") continue;
    const understood = understandInContext(classifier, turn.text, previous);
    if (understood.labels.length > 0) previous = understood.labels;
    result.push({
      turn,
      labels: understood.labels,
      related: understood.related,
      manipulation: understood.manipulation,
      question: understood.question,
      countable: turn.text,
    });
  }
  return result;
}
