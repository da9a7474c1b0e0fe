import type { ThreadState } from "@ecos/contracts";
import { OBSERVATION_MAX_LENGTH } from "@ecos/contracts/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { noteDraft } from "../../lib/station-draft";
import { addObservation } from "../api";
import { appendObservation } from "../thread-cache";

export const NOTE_ERROR_MESSAGE = "Une erreur est survenue";

/** POST the note; a retry of the same text keeps its client id so the server stores it once. */
function useAddNote(thread: ThreadState) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: { observation: string; client_id: string }) =>
      addObservation(thread.scenario.content_type, thread.thread_id, note),
    onSuccess: (entry) => appendObservation(queryClient, thread.thread_id, entry),
  });
}

/** The student's analysis of the documents: a list of free-text notes (spec "Image viewer"). */
export function AnalysisNotes({ thread, paused }: { thread: ThreadState; paused: boolean }) {
  const inputId = useId();
  const [text, setText] = useState(() => noteDraft.read(thread.thread_id));
  const attempt = useRef<{ text: string; clientId: string } | null>(null);
  const add = useAddNote(thread);

  function change(next: string) {
    setText(next);
    noteDraft.write(thread.thread_id, next);
  }

  // Enter adds the note, like the chat sends a message; Shift+Enter starts a new line.
  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const observation = text.trim();
    if (!observation || paused || add.isPending) return;
    if (attempt.current?.text !== observation) attempt.current = { text: observation, clientId: crypto.randomUUID() };
    add.mutate(
      { observation, client_id: attempt.current.clientId },
      {
        onSuccess: () => {
          attempt.current = null;
          setText("");
          noteDraft.clear(thread.thread_id);
        },
        onError: () => toast.error(NOTE_ERROR_MESSAGE),
      },
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={`${inputId}-title`} className="text-base font-bold text-ink">
        Notes d'analyse
      </h3>
      {thread.observations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune note pour l'instant.</p>
      ) : (
        <ol aria-label="Notes d'analyse" className="mt-2 space-y-2">
          {thread.observations.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-ink">
              {note.observation}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-3 space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Nouvelle note
        </label>
        <textarea
          id={inputId}
          rows={3}
          value={text}
          maxLength={OBSERVATION_MAX_LENGTH}
          disabled={paused}
          placeholder="Ce que tu observes sur le document…"
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          aria-describedby={`${inputId}-hint`}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm"
        />
        <div className="flex items-center justify-between gap-3">
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            Entrée pour ajouter, Maj+Entrée pour aller à la ligne.
          </p>
          <Button type="submit" size="sm" disabled={paused} loading={add.isPending}>
            {add.isPending ? null : <Plus className="h-4 w-4" aria-hidden="true" />}
            Ajouter
          </Button>
        </div>
      </form>
    </section>
  );
}
