import type { ErrorCode, ReplyStreamEvent, SendMessageResponse } from "@ecos/contracts";
import { createParser } from "eventsource-parser";
import { ApiError } from "@/lib/api-client";

/** What the chat does with a reply while it is written. */
export interface ReplyStreamHandlers {
  /** The next words of the reply, to append to those shown. */
  onDelta(text: string): void;
  /** The words shown so far are withdrawn: the replacement reply follows. */
  onReset(): void;
}

/** A stream that closed before its `done` event: nothing says the exchange was stored. */
export class ReplyStreamEndedError extends Error {
  constructor() {
    super("La réponse s'est interrompue avant la fin.");
    this.name = "ReplyStreamEndedError";
  }
}

type ErrorDetail = Extract<ReplyStreamEvent, { event: "error" }>["data"]["detail"];

/** The `error` event as the API's own error (the HTTP status of the stream itself was 200). */
function streamError(status: number, data: string): ApiError {
  let detail: Partial<ErrorDetail> | undefined;
  try {
    detail = (JSON.parse(data) as { detail?: Partial<ErrorDetail> }).detail;
  } catch {
    detail = undefined;
  }
  return new ApiError(
    status,
    detail?.error_code as ErrorCode | undefined,
    detail?.fields ?? [],
    detail?.message ?? "La réponse n'a pas pu être enregistrée.",
  );
}

/**
 * Reads the server-sent events of POST /simulation/messages/{id}/stream (packages/contracts/src/ai.ts):
 * `delta` and `reset` go to the handlers as they come; resolves with the `done` event's stored
 * exchange; rejects with an `ApiError` on an `error` event and with `ReplyStreamEndedError` when the
 * stream ends without `done`. Unknown events are ignored. Reading stops at `done` or `error`.
 */
export async function readReplyStream(response: Response, handlers: ReplyStreamHandlers): Promise<SendMessageResponse> {
  const body = response.body;
  if (!body) throw new ReplyStreamEndedError();
  let outcome: { reply: SendMessageResponse } | { error: Error } | undefined;
  const parser = createParser({
    onEvent(message) {
      if (outcome) return;
      switch (message.event) {
        case "delta": {
          const { text } = JSON.parse(message.data) as { text?: unknown };
          if (typeof text === "string" && text) handlers.onDelta(text);
          break;
        }
        case "reset":
          handlers.onReset();
          break;
        case "done":
          outcome = { reply: JSON.parse(message.data) as SendMessageResponse };
          break;
        case "error":
          outcome = { error: streamError(response.status, message.data) };
          break;
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break; // an event not closed by its blank line is dropped, as the SSE standard says
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (!outcome) throw new ReplyStreamEndedError();
  if ("error" in outcome) throw outcome.error;
  return outcome.reply;
}
