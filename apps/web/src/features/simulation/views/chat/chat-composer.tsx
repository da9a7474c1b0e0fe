import { MESSAGE_MAX_LENGTH } from "@ecos/contracts/constants";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { PushToTalkButton } from "./voice/push-to-talk-button";
import { type DictationError, useDictation } from "./voice/use-dictation";

export const DICTATION_ERRORS: Record<DictationError, string> = {
  denied: "Micro refusé : autorise le micro pour ce site dans ton navigateur, ou écris ta question.",
  failed: "La dictée n'a pas fonctionné : réessaie, ou écris ta question.",
};

/** What was typed (its lines kept), then what was said. */
const withSpoken = (typed: string, spoken: string) => (typed.trim() ? `${typed.trimEnd()} ${spoken}` : spoken).trim();

interface ChatComposerProps {
  label: string;
  placeholder?: string;
  disabled: boolean;
  /** Returns whether the text was sent (then the box is cleared). */
  onSend(text: string): boolean;
  /** Voice mode: the microphone is offered (where the browser recognises speech). */
  voice?: { enabled: boolean; onTalkStart(): void };
}

/**
 * The question box: Enter sends, Shift+Enter goes to a new line. In voice mode, the microphone
 * dictates: what is heard shows in the box, after what was typed, and is sent when the student
 * stops talking (left in the box when it cannot be sent).
 */
export function ChatComposer({ label, placeholder, disabled, onSend, voice }: ChatComposerProps) {
  const id = useId();
  const statusId = useId();
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);
  const dictation = useDictation({
    onStart: () => voice?.onTalkStart(),
    onFinal: (spoken) => {
      const full = withSpoken(text, spoken).slice(0, MESSAGE_MAX_LENGTH);
      setText(onSend(full) ? "" : full);
    },
    onError: (error) => toast.error(DICTATION_ERRORS[error]),
  });
  const microphone = Boolean(voice?.enabled) && dictation.supported;
  const { listening, cancel } = dictation;

  // The box is disabled while the reply is awaited; give the focus back when it comes.
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [disabled]);

  // Paused, or voice mode turned off: stop listening and forget what was heard.
  useEffect(() => {
    if (listening && (disabled || !microphone)) cancel();
  }, [listening, disabled, microphone, cancel]);

  function submit() {
    if (disabled || listening) return;
    if (onSend(text)) {
      refocus.current = document.activeElement === inputRef.current;
      setText("");
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        rows={2}
        value={listening ? withSpoken(text, dictation.transcript) : text}
        readOnly={listening}
        disabled={disabled}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={listening ? "Je t'écoute…" : (placeholder ?? label)}
        aria-describedby={listening ? statusId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="block max-h-40 min-h-11 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 read-only:bg-red-50 disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm"
      />
      {microphone ? (
        <>
          <span id={statusId} role="status" className="sr-only">
            {listening ? "Écoute en cours" : ""}
          </span>
          <PushToTalkButton
            listening={listening}
            disabled={disabled}
            onStart={dictation.start}
            onStop={dictation.stop}
          />
        </>
      ) : null}
      <button
        type="submit"
        aria-label="Envoyer"
        title="Envoyer (Entrée)"
        disabled={disabled || listening}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <SendHorizontal className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}
