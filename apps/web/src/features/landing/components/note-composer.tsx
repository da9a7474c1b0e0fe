import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

interface NoteComposerProps {
  inputLabel: string;
  placeholder: string;
  buttonLabel: string;
  listTitle: string;
  emptyText: string;
  buttonIcon?: ReactNode;
}

/** A note field and a button that appends the typed note to a visible list; empty notes are ignored. */
export function NoteComposer({
  inputLabel,
  placeholder,
  buttonLabel,
  listTitle,
  emptyText,
  buttonIcon,
}: NoteComposerProps) {
  const [draft, setDraft] = useState("");
  const [notes, setNotes] = useState<{ id: number; text: string }[]>([]);
  const listTitleId = useId();
  const nextId = useRef(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    nextId.current += 1;
    const id = nextId.current;
    setNotes((current) => [...current, { id, text }]);
    setDraft("");
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={inputLabel}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          className="flex-1"
        />
        <Button type="submit" className="shrink-0">
          {buttonIcon}
          {buttonLabel}
        </Button>
      </form>

      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h4 id={listTitleId} className="text-sm font-semibold text-ink">
          {listTitle}
        </h4>
        <div aria-live="polite">
          {notes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{emptyText}</p>
          ) : (
            <ol aria-labelledby={listTitleId} className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
              {notes.map((note) => (
                <li key={note.id} className="break-words">
                  {note.text}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
