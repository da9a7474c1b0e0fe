import { MESSAGE_MAX_LENGTH } from "@ecos/contracts/constants";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

interface ChatComposerProps {
  label: string;
  placeholder?: string;
  disabled: boolean;
  /** Returns whether the text was sent (then the box is cleared). */
  onSend(text: string): boolean;
}

/** The question box: Enter sends, Shift+Enter goes to a new line. */
export function ChatComposer({ label, placeholder, disabled, onSend }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);

  // The box is disabled while the reply is awaited; give the focus back when it comes.
  useEffect(() => {
    if (!disabled && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [disabled]);

  function submit() {
    if (disabled) return;
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
        value={text}
        disabled={disabled}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="block max-h-40 min-h-11 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm"
      />
      <button
        type="submit"
        aria-label="Envoyer"
        title="Envoyer (Entrée)"
        disabled={disabled}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <SendHorizontal className="h-5 w-5" aria-hidden="true" />
      </button>
    </form>
  );
}
