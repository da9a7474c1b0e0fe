/**
 * A fake OpenAI-compatible model server for tests: a real HTTP server on 127.0.0.1 that speaks the
 * chat-completions protocol (JSON replies, streamed `chat.completion.chunk` events ending in
 * `data: [DONE]`, usage, error bodies, slowness), answering what each test scripts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LlmSettings } from "../src/llm/provider";

export interface FakeChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  temperature?: number;
  response_format?: { type: string };
  [key: string]: unknown;
}

/** What the fake answers to one request. */
export interface FakeAnswer {
  /** The reply; a list is streamed piece by piece (a string is cut into words when streamed). */
  text?: string | string[];
  /** An HTTP error status instead of a reply (with an OpenAI-style error body). */
  status?: number;
  /** Wait before answering anything (headers included). */
  delayMs?: number;
  /** Wait between two streamed pieces. */
  chunkDelayMs?: number;
  /** Usage to report; default: counted from the words. Null: report none. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  /** Cut the connection without answering. */
  drop?: boolean;
}

export type FakeHandler = (request: FakeChatRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeOpenAi {
  /** The base URL to give the client (ends with /v1). */
  url: string;
  /** Every chat request received, in order. */
  requests: FakeChatRequest[];
  /** Every request's Authorization header, in order. */
  authorizations: Array<string | undefined>;
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (text: string) => text.split(/(?<=\s)/).filter(Boolean);
const countTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendError(response: ServerResponse, status: number) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { message: `fake error ${status}`, type: "server_error", code: null } }));
}

export async function startFakeOpenAi(initial: FakeHandler = () => ({ text: "D'accord." })): Promise<FakeOpenAi> {
  let handler = initial;
  const requests: FakeChatRequest[] = [];
  const authorizations: Array<string | undefined> = [];
  const sockets = new Set<import("node:net").Socket>();

  const server = createServer(async (request, response) => {
    const url = request.url ?? "";
    if (request.method === "GET" && url.endsWith("/models")) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ object: "list", data: [{ id: "fake-model", object: "model", owned_by: "test" }] }));
      return;
    }
    if (request.method !== "POST" || !url.endsWith("/chat/completions")) {
      sendError(response, 404);
      return;
    }
    const body = JSON.parse(await readBody(request)) as FakeChatRequest;
    const index = requests.length;
    requests.push(body);
    authorizations.push(request.headers.authorization);
    const answer = await handler(body, index);
    if (answer.delayMs) await sleep(answer.delayMs);
    if (answer.drop) {
      request.socket.destroy();
      return;
    }
    if (answer.status) {
      sendError(response, answer.status);
      return;
    }
    const pieces = Array.isArray(answer.text) ? answer.text : words(answer.text ?? "");
    const text = pieces.join("");
    const prompt = body.messages.map((m) => m.content).join("\n");
    const usage =
      answer.usage === null
        ? undefined
        : {
            prompt_tokens: answer.usage?.prompt_tokens ?? countTokens(prompt),
            completion_tokens: answer.usage?.completion_tokens ?? countTokens(text),
            total_tokens:
              (answer.usage?.prompt_tokens ?? countTokens(prompt)) +
              (answer.usage?.completion_tokens ?? countTokens(text)),
          };
    const id = `chatcmpl-fake-${index}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model;
    if (!body.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop", logprobs: null }],
          ...(usage ? { usage } : {}),
        }),
      );
      return;
    }
    response.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      })}\n\n`;
    response.write(chunk({ role: "assistant", content: "" }, null));
    for (const piece of pieces) {
      if (answer.chunkDelayMs) await sleep(answer.chunkDelayMs);
      if (response.destroyed) return;
      response.write(chunk({ content: piece }, null));
    }
    response.write(chunk({}, "stop"));
    if (usage && body.stream_options?.include_usage) {
      response.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage })}\n\n`,
      );
    }
    response.end("data: [DONE]\n\n");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    setHandler(next) {
      handler = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Settings for a provider that talks to this fake: short timeouts, no retry, a test key. */
export function fakeSettings(fake: Pick<FakeOpenAi, "url">, overrides: Partial<LlmSettings> = {}): LlmSettings {
  return {
    baseUrl: fake.url,
    apiKey: "cle-de-test",
    model: "fake-model",
    timeoutMs: 2000,
    firstTokenTimeoutMs: 1000,
    maxRetries: 0,
    gradingTimeoutMs: 2000,
    ...overrides,
  };
}
