import type { ChatMessage } from "@ecos/contracts";
import { CircleAlert, Flag, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { SendFailure } from "./send-guard";

function Row({ side, children }: { side: "left" | "right"; children: ReactNode }) {
  return <li className={cn("flex items-end gap-2", side === "right" ? "justify-end" : "justify-start")}>{children}</li>;
}

const bubble = "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words shadow-sm";

/** The student's question (right) or the patient's / examiner's reply (left, with its name). */
export function MessageBubble({
  from,
  text,
  botName,
  reported = false,
  onReport,
}: {
  from: ChatMessage["from"];
  text: string;
  botName: string;
  reported?: boolean;
  onReport?: () => void;
}) {
  if (from === "user") {
    return (
      <Row side="right">
        <div className={cn(bubble, "rounded-br-sm bg-brand-700 text-white")}>
          <span className="sr-only">Toi : </span>
          <p className="whitespace-pre-wrap">{text}</p>
        </div>
      </Row>
    );
  }
  return (
    <Row side="left">
      <div
        className={cn(
          bubble,
          "rounded-bl-sm bg-white text-ink",
          reported ? "border-2 border-red-600" : "border border-slate-200",
        )}
      >
        <p className="text-xs font-semibold text-brand-800">{botName}</p>
        <p className="mt-0.5 whitespace-pre-wrap">{text}</p>
        {reported ? <p className="mt-1 text-xs font-medium text-red-700">Message signalé</p> : null}
      </div>
      {!reported && onReport ? (
        <button
          type="button"
          aria-label="Signaler ce message"
          title="Signaler ce message"
          onClick={onReport}
          className="mb-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700"
        >
          <Flag className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
    </Row>
  );
}

/** What the error bubble adds to the spec's text when the chat knows why no reply came. */
export const FAILURE_DETAILS: Record<SendFailure, string | null> = {
  offline: "Tu es hors ligne : vérifie ta connexion, puis réessaie.",
  timeout: "La réponse n'est pas arrivée à temps.",
  error: null,
};

/** A send that failed: red, with a retry button on the last error only. */
export function ErrorBubble({
  onRetry,
  disabled,
  failure = "error",
}: {
  onRetry?: () => void;
  disabled?: boolean;
  failure?: SendFailure;
}) {
  const detail = FAILURE_DETAILS[failure];
  return (
    <Row side="left">
      <div role="alert" className={cn(bubble, "rounded-bl-sm border border-red-300 bg-red-50 text-red-800")}>
        <p className="flex items-center gap-1.5 font-semibold">
          <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
          Une erreur est survenue
        </p>
        <p className="mt-0.5">Veuillez réessayer plus tard</p>
        {detail ? <p className="mt-1 text-xs">{detail}</p> : null}
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            disabled={disabled}
            className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-300 hover:bg-red-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
            Réessayer
          </button>
        ) : null}
      </div>
    </Row>
  );
}

/** Shown while the reply is awaited. */
export function TypingIndicator({ botName }: { botName: string }) {
  return (
    <Row side="left">
      <div
        role="status"
        aria-label={`${botName} écrit…`}
        className={cn(bubble, "rounded-bl-sm border border-slate-200 bg-white")}
      >
        <p className="text-xs font-semibold text-brand-800">{botName}</p>
        <span className="mt-1 flex gap-1" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-2 w-2 animate-bounce rounded-full bg-slate-500"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      </div>
    </Row>
  );
}

/**
 * A reply being written by the server's model: the words so far, growing, in the reply's own bubble
 * (the stored message takes its place once complete). Marked busy, so that screen readers wait for
 * the whole reply (announced once by the chat's log) rather than reading each word.
 */
export function StreamingBubble({ botName, text }: { botName: string; text: string }) {
  return (
    <Row side="left">
      <div
        role="status"
        aria-label={`Réponse de ${botName} en cours`}
        aria-busy="true"
        className={cn(bubble, "rounded-bl-sm border border-slate-200 bg-white text-ink")}
      >
        <p className="text-xs font-semibold text-brand-800">{botName}</p>
        <p className="mt-0.5 whitespace-pre-wrap">
          {text}
          <span
            className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse rounded-sm bg-brand-600 align-middle motion-reduce:animate-none"
            aria-hidden="true"
          />
        </p>
      </div>
    </Row>
  );
}
