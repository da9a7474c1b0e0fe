import type { ChatTurn } from "../../transcript";
import type { CollaborationData } from "./data";
import { mention, orderIn } from "./data";
import { asksOpinion } from "./detect";

/** Where the scripted disagreement stands in a chat (indexes in the chat, -1 when not there). */
export interface DisagreementCourse {
  /** The colleague's turn that raised the objection. */
  raisedAt: number;
  /** The student's turn that set it off. */
  triggerAt: number;
  /** The colleague insisted (an answer without argument). */
  insistedAt: number;
  /** The colleague was convinced. */
  resolvedAt: number;
}

const saidBy = (turn: ChatTurn, text: string) => turn.from !== "student" && turn.text.includes(text);

/** Reads the disagreement's course from the colleague's own words in the chat. */
export function disagreementCourse(data: CollaborationData, chat: readonly ChatTurn[]): DisagreementCourse {
  const raisedAt = chat.findIndex((turn) => saidBy(turn, data.objection.text));
  const after = (text: string) =>
    raisedAt < 0 ? -1 : chat.findIndex((turn, index) => index > raisedAt && saidBy(turn, text));
  let triggerAt = -1;
  for (let index = raisedAt - 1; index >= 0; index--) {
    if (chat[index]?.from === "student") {
      triggerAt = index;
      break;
    }
  }
  return {
    raisedAt,
    triggerAt,
    insistedAt: after(data.objection.insist),
    resolvedAt: after(data.objection.resolution),
  };
}

/** Whether the student's words set the objection off: its trigger, or asking the colleague's opinion once an order was given. */
export function triggersObjection(data: CollaborationData, studentTexts: readonly string[], text: string): boolean {
  if (mention(text, data.objection.trigger)) return true;
  if (!asksOpinion(text)) return false;
  return [...studentTexts, text].some((said) => data.orders.some((order) => orderIn(order, said)));
}

/** Whether an answer to the objection carries one of its arguments. */
export const argues = (data: CollaborationData, text: string): boolean =>
  data.objection.arguments.some((concept) => mention(text, concept.synonyms));

/** Whether it offers the compromise or the escalation. */
export const compromises = (data: CollaborationData, text: string): boolean =>
  data.objection.compromise.some((concept) => mention(text, concept.synonyms));
