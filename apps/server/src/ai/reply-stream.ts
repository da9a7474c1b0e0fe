import type { ReplyStreamEvent } from "@ecos/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { toApiError } from "../plugins/error-handler";
import type { ReplyStream } from "./patient-reply";

/**
 * A reply sent as server-sent events (POST /simulation/messages/{id}/stream). Nothing is written
 * before the message is accepted, so that an error found first (validation, not found, wrong state)
 * is still an ordinary JSON error with its status; after that, events only (see contracts/ai.ts).
 * The reply goes on being written and stored when the client leaves (a retry finds it stored).
 */
export class SseReply implements ReplyStream {
  private open = false;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  get started(): boolean {
    return this.open;
  }

  onAccepted(): void {
    if (this.open) return;
    this.open = true;
    // The security headers set by the hooks so far go out with the stream's own.
    const headers = Object.fromEntries(
      Object.entries(this.reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    this.reply.hijack();
    this.reply.raw.writeHead(200, {
      ...headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // Proxies (nginx) must pass each event on at once.
      "x-accel-buffering": "no",
    });
  }

  send<E extends ReplyStreamEvent>(event: E["event"], data: E["data"]): void {
    this.onAccepted();
    const raw = this.reply.raw;
    if (raw.destroyed || raw.writableEnded) return;
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  onDelta(text: string): void {
    if (text) this.send("delta", { text });
  }

  onReset(): void {
    this.send("reset", {});
  }

  /** The end of the stream: the stored exchange, or the error that kept it from being stored. */
  end(result: { done: unknown } | { error: unknown }): void {
    if ("done" in result) this.send("done", result.done as never);
    else {
      const error = toApiError(result.error);
      if (error.statusCode >= 500) this.request.log.error({ err: result.error }, "streamed reply failed");
      this.send("error", error.toBody() as never);
    }
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
  }
}
