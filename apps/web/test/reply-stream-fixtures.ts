import type { ReplyStreamEvent } from "@ecos/contracts";

/**
 * A server-sent events response that the test writes as it goes (the body of
 * POST /simulation/messages/{id}/stream): events whole or cut anywhere, then the end of the stream.
 */
export function replyStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  const raw = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    /** Writes characters as they come (part of an event, several events). */
    raw,
    /** Writes one whole event. */
    send: (event: ReplyStreamEvent) => raw(sseEvent(event)),
    close: () => controller.close(),
    fail: (error: Error) => controller.error(error),
  };
}

/** One event as the server writes it. */
export const sseEvent = ({ event, data }: ReplyStreamEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A stream already written in full (for the tests that only look at the outcome). */
export function writtenStream(...events: ReplyStreamEvent[]): Response {
  return new Response(events.map(sseEvent).join(""), {
    status: 200,
    headers: { "content-type": "text/event-stream" },
  });
}

export const delta = (text: string): ReplyStreamEvent => ({ event: "delta", data: { text } });
export const reset = (): ReplyStreamEvent => ({ event: "reset", data: {} });
export const done = (n: number, message: string): ReplyStreamEvent => ({
  event: "done",
  data: { id: `bot-${n}`, message, channel: "patient", user_message_id: `user-${n}` },
});
export const streamFailure = (message = "La réponse n'a pas pu être enregistrée."): ReplyStreamEvent => ({
  event: "error",
  data: { detail: { error_code: "ERR_INTERNAL", message } },
});
