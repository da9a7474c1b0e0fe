import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_TIMEOUT_MS,
  ChatSendError,
  failureOf,
  sendFailingFast,
} from "@/features/simulation/views/chat/send-guard";
import { bodiesOf, deferred, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const SEND = "POST /api/simulation/messages/t1";
const reply = (message: string) => json({ id: "bot-1", message, channel: "patient", user_message_id: "user-1" });
const input = () => screen.getByRole("textbox", { name: "Ta question au patient" });
const typing = () => screen.queryByRole("status", { name: "Jean Dupont écrit…" });

/** The browser's idea of the network: `navigator.onLine`, and the event it fires when it changes. */
function network(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("a chat send without network fails fast", () => {
  it("offline before sending: the red bubble at once, nothing sent; the retry goes out once back online", async () => {
    routeFetch(fetchMock, { [SEND]: () => reply("Oui, depuis hier.") });
    const { user, cached } = renderModeView(makeThread());
    // (The query client hears it too: the send must not be held back until the network returns.)
    network(false);
    await user.type(input(), "Avez-vous de la fièvre ?{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Une erreur est survenue");
    expect(alert).toHaveTextContent("Veuillez réessayer plus tard");
    expect(alert).toHaveTextContent("Tu es hors ligne : vérifie ta connexion, puis réessaie.");
    expect(typing()).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();

    network(true);
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Oui, depuis hier.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, SEND).map((body) => body.message)).toEqual(["Avez-vous de la fièvre ?"]);
    expect(cached()?.messages.map((m) => m.message)).toEqual(["Avez-vous de la fièvre ?", "Oui, depuis hier."]);
  });

  it("the network drops while the reply is awaited: the request is aborted, the retry reuses the client id", async () => {
    const answer = deferred<Response>();
    let signal: AbortSignal | undefined;
    let calls = 0;
    fetchMock.mockImplementation(async (_url, init) => {
      calls++;
      if (calls > 1) return reply("Non, pas de fièvre.");
      signal = init?.signal ?? undefined;
      return answer.promise;
    });
    const { user } = renderModeView(makeThread());
    await user.type(input(), "Avez-vous de la fièvre ?{Enter}");
    expect(typing()).toBeInTheDocument();

    network(false);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Tu es hors ligne");
    expect(typing()).not.toBeInTheDocument();
    expect(signal?.aborted).toBe(true);

    network(true);
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Non, pas de fièvre.")).toBeInTheDocument();
    const [first, second] = bodiesOf(fetchMock, SEND);
    expect(second).toEqual(first);
  });

  it("a network failure noticed by fetch itself is shown as offline", async () => {
    const { user } = renderModeView(makeThread());
    // The send starts while the browser still believes it is online, then fetch fails.
    vi.spyOn(navigator, "onLine", "get").mockReturnValueOnce(true).mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await user.type(input(), "Toussez-vous ?{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Tu es hors ligne");
  });
});

describe("sendFailingFast", () => {
  it("gives up after the chat's timeout and aborts the request", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const sending = sendFailingFast((s) => {
      signal = s;
      return new Promise<string>(() => undefined);
    });
    const outcome = sending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChatSendError);
    expect(failureOf(error)).toBe("timeout");
    expect(signal?.aborted).toBe(true);
  });

  it("passes the reply or the API's own error through, and stops listening for the network after", async () => {
    const remove = vi.spyOn(window, "removeEventListener");
    await expect(sendFailingFast(async () => "réponse")).resolves.toBe("réponse");
    const apiError = new Error("HTTP 500");
    await expect(sendFailingFast(async () => Promise.reject(apiError))).rejects.toBe(apiError);
    expect(failureOf(apiError)).toBe("error");
    expect(remove.mock.calls.filter(([type]) => type === "offline")).toHaveLength(2);
  });

  it("shows the timeout in the bubble", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routeFetch(fetchMock, { [SEND]: () => new Promise<Response>(() => undefined) });
    const { user } = renderModeView(makeThread());
    await user.type(input(), "Avez-vous mal ?{Enter}");
    expect(typing()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("La réponse n'est pas arrivée à temps.");
    expect(within(alert).getByRole("button", { name: "Réessayer" })).toBeEnabled();
  });
});
