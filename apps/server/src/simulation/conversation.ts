import { randomUUID } from "node:crypto";
import type { ClinicalCase } from "@ecos/content";
import type { ModeState, SendMessageResponse } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import {
  type ChatTurn,
  type ModeContext,
  mechanicsFor,
  modeState,
  replyAsExaminer,
  replyInStation,
} from "@ecos/engine";
import type { AiService } from "../ai/ai-service";
import { type EngineReply, type ReplyStream, type WrittenReply, writeWithModel } from "../ai/patient-reply";
import { invalidInput } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import {
  appendExchange,
  findThreadWithMessages,
  type HistoryMessage,
  type ThreadRow,
  threadActions,
} from "../repositories/threads";
import { assertPlaying, threadNotFound, wrongState } from "./locking";
import { elapsedSeconds, toStationAction } from "./modes";
import { playableCase } from "./scenarios";
import { LATE_GRACE_MS, rawRemainingMs, settle } from "./timer";

type Channel = "patient" | "examiner";

export interface SendOptions {
  /** The configured model, when it writes the patient's replies. */
  ai?: AiService;
  /** Receives the reply as it is written (the streamed route). */
  stream?: ReplyStream;
  now?: Date;
  attempt?: number;
  /** A reply already written by the model for this message (a retry after a conflict). */
  written?: WrittenReply;
  /** Receives the seconds the embedded engine took to reply (for /api/metrics). */
  onEngineTime?: (seconds: number) => void;
}
export interface MessageInput {
  message: string;
  client_id?: string;
  channel: Channel;
}

const toTurn = (row: HistoryMessage): ChatTurn => ({
  id: row.id,
  from: row.from === "user" ? "student" : row.channel === "examiner" ? "examiner" : "patient",
  text: row.content,
});

const answer = (question: HistoryMessage, reply: HistoryMessage): SendMessageResponse => ({
  id: reply.id,
  message: reply.content,
  channel: reply.channel,
  user_message_id: question.id,
});

/** What the patient (or the examiner) answers, computed from the case and the channel's history. */
function reply(
  item: ClinicalCase,
  history: ChatTurn[],
  channel: Channel,
  text: string,
  mode: Omit<ModeContext, "item" | "chat">,
): EngineReply {
  if (channel === "examiner") {
    const turn = replyAsExaminer(item, history, text);
    return { text: turn.text, meta: { answeredQuestionId: turn.answeredQuestionId }, done: turn.done };
  }
  const turn = replyInStation(item, history, text, mode);
  return {
    text: turn.text,
    meta: { labels: turn.labels, source: turn.source, manipulation: turn.manipulation },
    done: undefined,
    patient: turn,
  };
}

function checkPlayable(row: ThreadRow, item: ClinicalCase, body: MessageInput, now: Date) {
  assertPlaying(row);
  if (rawRemainingMs(row, now) < -LATE_GRACE_MS) throw wrongState("Le temps de la station est écoulé");
  if (body.channel === "examiner" && item.examinerQuestions.length === 0) {
    throw invalidInput(["channel"], "Cette station n'a pas d'examinateur");
  }
}

/** The reply already given to a message sent before under this client id. */
function storedAnswer(history: readonly HistoryMessage[], clientId: string | undefined) {
  const question = clientId ? history.find((message) => message.clientId === clientId) : undefined;
  const stored = question && history.find((message) => message.replyTo === question.id);
  return question && stored ? answer(question, stored) : undefined;
}

/**
 * Stores the student's message and the reply before answering, in one statement that also moves the
 * station's clock (no interactive transaction: the embedded database serves one statement at a time).
 * If another write took the same positions meanwhile, the history is read again and the reply
 * recomputed (a reply written by the model is kept: it answers the same question). A retry carrying
 * the same client id gets the stored reply and stores nothing. With a model configured for the patient
 * (issue 16), the model writes the patient's reply from what the engine decided (see ../ai/patient-reply.ts);
 * `stream` receives it as it is written.
 */
export async function sendMessage(
  db: Db,
  userId: string,
  threadId: string,
  body: MessageInput,
  options: SendOptions = {},
): Promise<SendMessageResponse> {
  const now = options.now ?? new Date();
  const found = await findThreadWithMessages(db, userId, threadId);
  const row = found?.thread;
  const item = row && playableCase(row.scenarioId);
  if (!found || !row || !item) throw threadNotFound();
  const history = found.messages;
  const retried = storedAnswer(history, body.client_id);
  if (retried) {
    options.stream?.onDelta(retried.message);
    return retried;
  }
  checkPlayable(row, item, body, now);

  // The modes with mechanics of their own read what was done and when (a question asked at its moment).
  const actions = mechanicsFor(item.modeId) ? await threadActions(db, threadId) : [];
  const mode = { actions: actions.map(toStationAction), elapsedSeconds: elapsedSeconds(row, now) };
  const channelHistory = history.filter((m) => m.channel === body.channel).map(toTurn);
  const started = performance.now();
  const engine = reply(item, channelHistory, body.channel, body.message, mode);
  options.onEngineTime?.((performance.now() - started) / 1000);
  options.stream?.onAccepted?.();
  let result: WrittenReply;
  if (options.written) {
    result = options.written; // written before a conflict: sent again after the reset
    options.stream?.onDelta(result.text);
  } else if (options.ai?.patient && engine.patient) {
    const patient = { ...engine, patient: engine.patient };
    result = await writeWithModel(db, options.ai, userId, item, channelHistory, body.message, patient, options.stream);
  } else {
    result = { text: engine.text, meta: engine.meta, llmTokens: null };
    options.stream?.onDelta(result.text);
  }

  const lastSeq = history.at(-1)?.seq ?? 0;
  const question = { id: randomUUID(), threadId, seq: lastSeq + 1, from: "user" as const, channel: body.channel };
  const stored = { id: randomUUID(), threadId, seq: lastSeq + 2, from: "bot" as const, channel: body.channel };
  try {
    const appended = await appendExchange(
      db,
      { id: threadId, userId, clock: row.status === "running" ? settle(row, now) : null },
      [
        { ...question, content: body.message, clientId: body.client_id },
        { ...stored, content: result.text, replyTo: question.id, meta: result.meta, llmTokens: result.llmTokens },
      ],
    );
    if (!appended) throw wrongState("La station n'est pas en cours");
  } catch (error) {
    // Another write took these positions (another tab, or this very message retried): read again.
    const attempt = options.attempt ?? 0;
    if (!isUniqueViolation(error) || attempt >= 5) throw error;
    const written = result.llmTokens === null ? undefined : result;
    // What was streamed is replaced: the reply written again (or the one already stored for this client id).
    options.stream?.onReset();
    return sendMessage(db, userId, threadId, body, { ...options, now: new Date(), attempt: attempt + 1, written });
  }
  const state =
    body.channel === "patient" && mechanicsFor(item.modeId)?.state
      ? modeState({
          item,
          ...mode,
          chat: [
            ...history.filter((m) => m.channel === "patient").map(toTurn),
            { id: question.id, from: "student", text: body.message },
            { id: stored.id, from: "patient", text: result.text },
          ],
        })
      : undefined;
  return {
    id: stored.id,
    message: result.text,
    channel: body.channel,
    user_message_id: question.id,
    ...(engine.done === undefined ? {} : { done: engine.done }),
    ...(state === undefined ? {} : { mode_state: state as ModeState | null }),
  };
}
