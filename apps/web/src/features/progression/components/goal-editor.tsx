import { TARGET_GRADE_MAX, TARGET_GRADE_MIN } from "@ecos/contracts/constants";
import { Check, Pencil, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";
import { cn } from "@/lib/cn";
import { formatGoal } from "../lib/format";

export const GOAL_INVALID_MESSAGE = `Indique une note entre ${TARGET_GRADE_MIN} et ${TARGET_GRADE_MAX}, par pas de 0,5.`;

/** "14,5" or "14.5" -> 14.5; null when it is not a goal on /20 in steps of 0.5. */
export function parseGoal(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "" || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (value < TARGET_GRADE_MIN || value > TARGET_GRADE_MAX || !Number.isInteger(value * 2)) return null;
  return value;
}

/**
 * The goal grade, read-only with a pencil button; in edit mode a number field where Enter or the
 * confirm button saves (PUT /users/me) and Escape or "Annuler" cancels.
 */
export function GoalEditor({ target }: { target: number }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateMe();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (wasEditing.current) pencilRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function startEditing() {
    setText(String(target));
    setError(null);
    setEditing(true);
  }

  function cancel() {
    if (save.isPending) return;
    setError(null);
    setEditing(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const value = parseGoal(text);
    if (value === null) {
      setError(GOAL_INVALID_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    if (value === target) {
      setEditing(false);
      return;
    }
    save.mutate(
      { target_grade: value },
      {
        onSuccess: () => {
          toast.success(`Objectif mis à jour : ${formatGoal(value)}/20`);
          setEditing(false);
        },
        onError: () => toast.error(SAVE_ERROR_MESSAGE),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  }

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <p className="text-sm text-slate-700">
          Objectif : <span className="text-lg font-bold text-ink tabular-nums">{formatGoal(target)}/20</span>
        </p>
        <button
          ref={pencilRef}
          type="button"
          onClick={startEditing}
          aria-label="Modifier l'objectif"
          className="grid h-9 w-9 place-items-center rounded-lg text-brand-800 hover:bg-brand-50"
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Objectif (note sur 20)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="number"
          inputMode="decimal"
          min={TARGET_GRADE_MIN}
          max={TARGET_GRADE_MAX}
          step={0.5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            "h-10 w-24 rounded-lg border bg-white px-3 text-base text-ink tabular-nums",
            error ? "border-red-600 ring-1 ring-red-600" : "border-slate-300 focus:border-brand-600",
          )}
        />
        <Button type="submit" size="sm" loading={save.isPending} aria-label="Enregistrer l'objectif">
          {save.isPending ? null : <Check className="h-4 w-4" aria-hidden="true" />}
          Enregistrer
        </Button>
        <Button variant="ghost" size="sm" onClick={cancel} disabled={save.isPending}>
          <X className="h-4 w-4" aria-hidden="true" />
          Annuler
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
