import type { CollaborationNote } from "@ecos/contracts";
import { NotebookPen } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** The API takes a parameter of at most this many characters. */
export const NOTE_MAX_LENGTH = 600;

interface RecordNotesProps {
  notes: readonly CollaborationNote[];
  paused: boolean;
  pending: boolean;
  onAdd(text: string, done: () => void): void;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** Traceability: what the student writes in the patient's record (the colleague does not see it). */
export function RecordNotes({ notes, paused, pending, onAdd }: RecordNotesProps) {
  const inputId = useId();
  const [text, setText] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    const note = text.trim();
    if (note.length < 3 || paused || pending) return;
    onAdd(note, () => setText(""));
  }
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={`${inputId}-title`} className="text-base font-bold text-ink">
        Dossier du patient
      </h3>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune note au dossier pour l'instant.</p>
      ) : (
        <ol aria-label="Notes au dossier" className="mt-2 space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink break-words">
              <span className="mr-2 font-semibold text-slate-700">{clock(note.at_seconds)}</span>
              {note.text}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-3 space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Note au dossier
        </label>
        <textarea
          id={inputId}
          rows={3}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          disabled={paused}
          placeholder="Ce qui a été décidé, avec qui, à quelle heure…"
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm"
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-slate-600">
            {text.length}/{NOTE_MAX_LENGTH}
          </span>
          <Button type="submit" size="sm" disabled={paused || text.trim().length < 3} loading={pending}>
            {pending ? null : <NotebookPen className="h-4 w-4" aria-hidden="true" />}
            Écrire au dossier
          </Button>
        </div>
      </form>
    </section>
  );
}
