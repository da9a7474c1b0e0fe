import type { UrgenceState } from "@ecos/contracts";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useId } from "react";
import { clock, spokenClock } from "./format";

/** What was done, when, and whether it had its effect. */
export function ActionLog({ state }: { state: UrgenceState }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="text-base font-bold text-ink">
        Journal des actions
      </h3>
      {state.log.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune action pour l'instant.</p>
      ) : (
        <ol aria-label="Journal des actions" className="mt-2 space-y-1.5">
          {state.log.map((entry) => (
            <li key={entry.id} className="flex items-start gap-2 text-sm text-ink">
              <span className="w-10 shrink-0 font-mono text-slate-600 tabular-nums" aria-hidden="true">
                {clock(entry.at_seconds)}
              </span>
              <span className="sr-only">À {spokenClock(entry.at_seconds)} : </span>
              {entry.effective ? (
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
              )}
              <span className="min-w-0">
                {entry.label}
                {entry.effective ? null : <span className="text-amber-800"> — sans l'effet attendu</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
