import { Mic } from "lucide-react";
import { type PointerEvent, useRef } from "react";
import { cn } from "@/lib/cn";

/** A press held at least this long is push-to-talk (released = sent); a shorter one starts listening. */
export const HOLD_MS = 350;

interface PushToTalkButtonProps {
  listening: boolean;
  disabled: boolean;
  onStart(): void;
  onStop(): void;
}

/**
 * The microphone: hold it while talking, or press it once to start and once more to stop. The
 * keyboard (Space, Enter) and assistive technologies click it: a click starts or stops listening.
 */
export function PushToTalkButton({ listening, disabled, onStart, onStop }: PushToTalkButtonProps) {
  const press = useRef<{ at: number } | null>(null);
  // The click that follows a pointer press was already handled by the pointer events.
  const pointerClick = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (disabled || event.button !== 0) return;
    pointerClick.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (listening) {
      press.current = null;
      onStop();
    } else {
      press.current = { at: performance.now() };
      onStart();
    }
  }

  function release(cancelled: boolean) {
    const held = press.current;
    press.current = null;
    if (held && (cancelled || performance.now() - held.at >= HOLD_MS)) onStop();
  }

  return (
    <button
      type="button"
      aria-label="Parler"
      aria-pressed={listening}
      title={
        listening
          ? "Je t'écoute : relâche ou appuie à nouveau pour envoyer"
          : "Parler : maintiens le bouton, ou appuie une fois pour commencer et une fois pour envoyer"
      }
      disabled={disabled}
      onPointerDown={onPointerDown}
      onPointerUp={() => release(false)}
      onPointerCancel={() => release(true)}
      onContextMenu={(event) => event.preventDefault()}
      onKeyDown={() => {
        pointerClick.current = false;
      }}
      onClick={() => {
        if (pointerClick.current) {
          pointerClick.current = false;
          return;
        }
        if (listening) onStop();
        else onStart();
      }}
      className={cn(
        "inline-flex h-11 w-11 shrink-0 touch-none select-none items-center justify-center rounded-lg ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 disabled:ring-slate-300",
        listening
          ? "bg-red-700 text-white ring-red-700 hover:bg-red-800"
          : "bg-white text-brand-800 ring-brand-700 hover:bg-brand-50",
      )}
    >
      <Mic className={cn("h-5 w-5", listening && "animate-pulse")} aria-hidden="true" />
    </button>
  );
}
