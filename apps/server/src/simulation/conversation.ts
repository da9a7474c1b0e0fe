import type { ClinicalCase } from "@ecos/content";
import type { SendMessageResponse } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import { type ChatTurn, replyAsExaminer, replyAsPatient } from "@ecos/engine";
import { invalidInput } from "../errors";
import {
  findRetriedMessage,
  insertMessages,
  type MessageRow,
  nextMessageSeq,
  type ThreadRow,
  threadMessages,
  updateThread,
} from "../repositories/threads";
import { assertPlaying, wrongState } from "./locking";
import { LATE_GRACE_MS, rawRemainingMs, settle } from "./timer";

type Channel = "patient" | "examiner";

const toTurn = (row: MessageRow): ChatTurn => ({
  id: row.id,
  from: row.from === "user" ? "student" : row.channel === "examiner" ? "examiner" : "patient",
  text: row.content,
});

const answer = (question: MessageRow, reply: MessageRow, done?: boolean): SendMessageResponse => ({
  id: reply.id,
  message: reply.content,
  channel: reply.channel,
  user_message_id: question.id,
  ...(done === undefined ? {} : { done }),
});

/** What the patient (or the examiner) answers, computed from the case and the channel's history. */
function reply(item: ClinicalCase, history: ChatTurn[], channel: Channel, text: string) {
  if (channel === "examiner") {
    const turn = replyAsExaminer(item, history, text);
    return { text: turn.text, meta: { answeredQuestionId: turn.answeredQuestionId }, done: turn.done };
  }
  const turn = replyAsPatient(item, history, text);
  return {
    text: turn.text,
    meta: { labels: turn.labels, source: turn.source, manipulation: turn.manipulation },
    done: undefined,
  };
}

/**
 * Stores the student's message and the reply before answering. A retry carrying the same client id
 * gets the stored reply and stores nothing.
 */
export async function converse(
  tx: Db,
  row: ThreadRow,
  item: ClinicalCase,
  body: { message: string; client_id?: string; channel: Channel },
  now = new Date(),
): Promise<SendMessageResponse> {
  if (body.client_id) {
    const retried = await findRetriedMessage(tx, row.id, body.client_id);
    if (retried) return answer(retried.question, retried.reply);
  }
  assertPlaying(row);
  if (rawRemainingMs(row, now) < -LATE_GRACE_MS) throw wrongState("Le temps de la station est écoulé");
  if (body.channel === "examiner" && item.examinerQuestions.length === 0) {
    throw invalidInput(["channel"], "Cette station n'a pas d'examinateur");
  }
  const history = (await threadMessages(tx, row.id)).filter((m) => m.channel === body.channel).map(toTurn);
  const result = reply(item, history, body.channel, body.message);
  const seq = await nextMessageSeq(tx, row.id);
  const [question] = await insertMessages(tx, [
    { threadId: row.id, seq, from: "user", channel: body.channel, content: body.message, clientId: body.client_id },
  ]);
  if (!question) throw new Error("message not stored");
  const [stored] = await insertMessages(tx, [
    {
      threadId: row.id,
      seq: seq + 1,
      from: "bot",
      channel: body.channel,
      content: result.text,
      replyTo: question.id,
      meta: result.meta,
    },
  ]);
  if (!stored) throw new Error("reply not stored");
  await updateThread(tx, row.id, row.status === "running" ? settle(row, now) : {});
  return answer(question, stored, result.done);
}
