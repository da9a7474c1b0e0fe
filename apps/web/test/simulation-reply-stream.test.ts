import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { streamChatMessage } from "@/features/simulation/views/api";
import { ReplyStreamEndedError } from "@/features/simulation/views/reply-stream";
import { ApiError } from "@/lib/api-client";
import { delta, done, replyStream, reset, sseEvent, streamFailure, writtenStream } from "./reply-stream-fixtures";
import { json } from "./support";

const BODY = { message: "Où avez-vous mal ?", client_id: "c-1", channel: "patient" as const };
const URL_STREAM = "/api/simulation/messages/t1/stream";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.setItem("access_token", "tok-1");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Streams a reply and records what the chat was told along the way. */
function stream(signal?: AbortSignal) {
  const seen: string[] = [];
  const result = streamChatMessage(
    "t1",
    BODY,
    { onDelta: (text) => seen.push(`+${text}`), onReset: () => seen.push("reset") },
    signal,
  );
  return { seen, result };
}

describe("streamChatMessage", () => {
  it("posts the ordinary body with the token, hands each word over as it comes, resolves with `done`", async () => {
    const server = replyStream();
    fetchMock.mockResolvedValue(server.response);
    const { seen, result } = stream();

    server.send(delta("J'ai "));
    await vi.waitFor(() => expect(seen).toEqual(["+J'ai "]));
    // An event cut in the middle (the network's chunks follow no event boundary) waits for its end.
    const cut = sseEvent(delta("mal à la poitrine."));
    server.raw(cut.slice(0, 12));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(["+J'ai "]);
    server.raw(cut.slice(12));
    server.send(done(1, "J'ai mal à la poitrine."));

    await expect(result).resolves.toEqual({
      id: "bot-1",
      message: "J'ai mal à la poitrine.",
      channel: "patient",
      user_message_id: "user-1",
    });
    expect(seen).toEqual(["+J'ai ", "+mal à la poitrine."]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(URL_STREAM);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(BODY);
    const headers = new Headers(init?.headers);
    expect(headers.get("authorization")).toBe("Bearer tok-1");
    expect(headers.get("accept")).toBe("text/event-stream");
  });

  it("passes a reset on: the words shown are withdrawn and the replacement follows", async () => {
    fetchMock.mockResolvedValue(
      writtenStream(
        delta("Je prends du "),
        delta("Xarelto."),
        reset(),
        delta("Je ne prends aucun traitement."),
        done(2, "Je ne prends aucun traitement."),
      ),
    );
    const { seen, result } = stream();
    await expect(result).resolves.toMatchObject({ message: "Je ne prends aucun traitement." });
    expect(seen).toEqual(["+Je prends du ", "+Xarelto.", "reset", "+Je ne prends aucun traitement."]);
  });

  it("a retried question gets `done` at once with the stored reply", async () => {
    fetchMock.mockResolvedValue(writtenStream(done(3, "Depuis ce matin.")));
    const { seen, result } = stream();
    await expect(result).resolves.toMatchObject({ id: "bot-3", message: "Depuis ce matin." });
    expect(seen).toEqual([]);
  });

  it("an `error` event rejects with the API's error, after the words already shown", async () => {
    fetchMock.mockResolvedValue(writtenStream(delta("Je "), streamFailure("Le message n'a pas été enregistré.")));
    const { seen, result } = stream();
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_INTERNAL", message: "Le message n'a pas été enregistré." });
    expect(seen).toEqual(["+Je "]);
  });

  it("a stream that ends without `done` rejects, even after words and a half-written `done`", async () => {
    const half = sseEvent(done(4, "Non.")).slice(0, -2); // its closing blank line never came
    fetchMock.mockResolvedValue(new Response(sseEvent(delta("Non")) + half, { status: 200 }));
    const { seen, result } = stream();
    await expect(result).rejects.toBeInstanceOf(ReplyStreamEndedError);
    expect(seen).toEqual(["+Non"]);
  });

  it("a connection cut while reading rejects with the network's error", async () => {
    const server = replyStream();
    fetchMock.mockResolvedValue(server.response);
    const { result } = stream();
    server.send(delta("Je "));
    server.fail(new TypeError("network error"));
    await expect(result).rejects.toThrow("network error");
  });

  it("an error found before the reply starts is the ordinary JSON error, with its status", async () => {
    fetchMock.mockResolvedValue(
      json({ detail: { error_code: "ERR_THREAD_STATE", fields: [], message: "La station est terminée." } }, 409),
    );
    const error = await stream().result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "ERR_THREAD_STATE", message: "La station est terminée." });
  });

  it("on 401 refreshes the token once and streams with the new one", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/auth/refresh")) return json({ access_token: "tok-2", token_type: "bearer", expires_in: 900 });
      const auth = new Headers(init?.headers).get("authorization");
      if (auth !== "Bearer tok-2") {
        return json({ detail: { error_code: "ERR_UNAUTHORIZED", fields: [], message: "expiré" } }, 401);
      }
      return writtenStream(delta("Oui."), done(5, "Oui."));
    });
    await expect(stream().result).resolves.toMatchObject({ message: "Oui." });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([URL_STREAM, "/api/auth/refresh", URL_STREAM]);
    expect(localStorage.getItem("access_token")).toBe("tok-2");
  });

  it("stops reading when the chat gives up (its signal aborts the request)", async () => {
    const server = replyStream();
    fetchMock.mockImplementation(async (_input, init) => {
      init?.signal?.addEventListener("abort", () => server.fail(new DOMException("Aborted", "AbortError")));
      return server.response;
    });
    const controller = new AbortController();
    const { seen, result } = stream(controller.signal);
    server.send(delta("Je "));
    await vi.waitFor(() => expect(seen).toEqual(["+Je "]));
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
  });
});
