/** How long a question waits for its reply before the chat shows an error (the API client's own limit is 60 s). */
export const CHAT_TIMEOUT_MS = 20_000;

/** Why a question got no reply: no network, no reply in time, or an error answered by the server. */
export type SendFailure = "offline" | "timeout" | "error";

/** A send given up on by the chat itself (offline or too slow), as opposed to an error of the API. */
export class ChatSendError extends Error {
  constructor(readonly reason: Exclude<SendFailure, "error">) {
    super(reason === "offline" ? "Offline" : "Timed out");
    this.name = "ChatSendError";
  }
}

export const failureOf = (error: unknown): SendFailure => (error instanceof ChatSendError ? error.reason : "error");

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Runs a send that must fail fast: at once when the browser knows it is offline, as soon as it goes
 * offline while waiting, and after `timeoutMs` without an answer. The request is then aborted
 * through its signal (the server may still have stored it: a retry reuses the client id). A reply
 * that arrives word by word calls `heard` with each piece: the wait then starts again from there.
 */
export function sendFailingFast<T>(
  run: (signal: AbortSignal, heard: () => void) => Promise<T>,
  timeoutMs: number = CHAT_TIMEOUT_MS,
): Promise<T> {
  if (isOffline()) return Promise.reject(new ChatSendError("offline"));
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      window.removeEventListener("offline", onOffline);
    };
    const giveUp = (reason: "offline" | "timeout") => {
      if (settled) return;
      finish();
      controller.abort();
      reject(new ChatSendError(reason));
    };
    const onOffline = () => giveUp("offline");
    const wait = () => {
      clearTimeout(timer);
      if (!settled) timer = setTimeout(() => giveUp("timeout"), timeoutMs);
    };
    wait();
    window.addEventListener("offline", onOffline);
    run(controller.signal, wait).then(
      (value) => {
        if (settled) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        finish();
        // A network failure noticed by fetch before the "offline" event is still "offline".
        reject(isOffline() ? new ChatSendError("offline") : error);
      },
    );
  });
}
