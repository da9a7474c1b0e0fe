import type { ChatMessage, SendMessageResponse, ThreadState } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { sendChatMessage, streamChatMessage } from "../api";
import { appendMessages, applyModeState } from "../thread-cache";
import { failureOf, type SendFailure, sendFailingFast } from "./send-guard";

export type Channel = ChatMessage["channel"];

/** A question on its way, or one that failed: kept with its client id so a retry is stored once. */
export interface Outgoing {
  clientId: string;
  text: string;
  /** The id of the last message of the channel when it was sent (where a failed one stays shown). */
  after: string | null;
  /** Why it failed (a failed one only). */
  failure?: SendFailure;
}

function toMessages(reply: SendMessageResponse, sent: Outgoing, channel: Channel): ChatMessage[] {
  const now = new Date().toISOString();
  return [
    { id: reply.user_message_id, from: "user", channel, message: sent.text, reported: false, created_at: now },
    {
      id: reply.id,
      from: "bot",
      channel: reply.channel ?? channel,
      message: reply.message,
      reported: false,
      created_at: now,
    },
  ];
}

/**
 * One channel of the station's chat: the stored messages (from the thread cache), the question
 * waiting for its reply, and the failed ones. A success appends the question and the reply to the
 * cache; a failure keeps the question with an error until it is retried with the same client id.
 * A send fails fast: offline (known before or while waiting) or without a reply after 20 s.
 * When the server's model writes the patient's replies (`thread.reply_streaming`), the patient's
 * reply comes word by word: `streamedText` holds the words so far (emptied when the server withdraws
 * them), until the stored exchange replaces them.
 */
export function useChat(thread: ThreadState, channel: Channel) {
  const queryClient = useQueryClient();
  const threadId = thread.thread_id;
  const streamed = channel === "patient" && thread.reply_streaming === true;
  const messages = useMemo(() => thread.messages.filter((m) => m.channel === channel), [thread.messages, channel]);
  const [failed, setFailed] = useState<Outgoing[]>([]);
  const [done, setDone] = useState(false);
  /** The words of the reply being streamed, for one attempt (a late word of an earlier one is ignored). */
  const [partial, setPartial] = useState<{ attempt: number; text: string } | null>(null);
  const attempts = useRef(0);
  /**
   * The question whose reply came back, with its stored id. Its bubbles (the question, the reply's
   * words) stay until the thread's messages hold the stored exchange, which may be rendered after
   * the mutation is over: never both, never neither.
   */
  const [answered, setAnswered] = useState<{ item: Outgoing; userMessageId: string } | null>(null);

  function deliver(sent: Outgoing, signal: AbortSignal, heard: () => void): Promise<SendMessageResponse> {
    const body = { message: sent.text, client_id: sent.clientId, channel };
    if (!streamed) return sendChatMessage(threadId, body, signal);
    const attempt = ++attempts.current;
    setPartial({ attempt, text: "" });
    const update = (next: (text: string) => string) =>
      setPartial((current) => (current?.attempt === attempt ? { attempt, text: next(current.text) } : current));
    const handlers = {
      onDelta: (text: string) => {
        heard();
        update((shown) => shown + text);
      },
      onReset: () => {
        heard();
        update(() => "");
      },
    };
    return streamChatMessage(threadId, body, handlers, signal);
  }

  const mutation = useMutation({
    // "always": offline, the default mode would pause the send (typing dots for ever) instead of failing.
    networkMode: "always",
    mutationFn: async (sent: Outgoing) => {
      const reply = await sendFailingFast((signal, heard) => deliver(sent, signal, heard));
      setAnswered({ item: sent, userMessageId: reply.user_message_id });
      return reply;
    },
    onSuccess: (reply, sent) => {
      appendMessages(queryClient, threadId, toMessages(reply, sent, channel));
      // A mode whose state follows the conversation (the patient's emotions, the beliefs uncovered).
      if (reply.mode_state !== undefined) applyModeState(queryClient, threadId, reply.mode_state);
      if (reply.done) setDone(true);
    },
    onError: (error, sent) => setFailed((list) => [...list, { ...sent, failure: failureOf(error) }]),
  });

  const lastId = messages.at(-1)?.id ?? null;
  const waiting = mutation.isPending;
  const awaited = waiting ? mutation.variables : undefined;
  const landing =
    answered && !messages.some((message) => message.id === answered.userMessageId) ? answered.item : undefined;
  const pending = awaited && awaited.clientId !== answered?.item.clientId ? awaited : landing;

  /** Sends a question; an empty one (or one while a reply is awaited) is ignored. Returns whether it went. */
  function send(text: string): boolean {
    const message = text.trim();
    if (!message || waiting) return false;
    setPartial(null);
    mutation.mutate({ clientId: crypto.randomUUID(), text: message, after: lastId });
    return true;
  }

  /** Removes the error and its question, then sends the same text again under the same client id. */
  function retry(item: Outgoing) {
    if (waiting) return;
    setFailed((list) => list.filter((f) => f.clientId !== item.clientId));
    setPartial(null);
    mutation.mutate({ clientId: item.clientId, text: item.text, after: lastId });
  }

  return {
    messages,
    failed,
    pending,
    /** The words of the streamed reply shown so far ("" before the first ones, or after a reset). */
    streamedText: pending && partial ? partial.text : "",
    waiting,
    done,
    send,
    retry,
  };
}
