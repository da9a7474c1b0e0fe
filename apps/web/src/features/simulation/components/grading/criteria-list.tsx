import type { GradedCriterionView } from "@ecos/contracts";
import { cn } from "@/lib/cn";

/** Each criterion: its point out of 1, its name, why, and the student's words that earned it. */
export function CriteriaList({ criteria }: { criteria: GradedCriterionView[] }) {
  return (
    <ul className="space-y-3">
      {criteria.map((criterion) => (
        <li key={criterion.id} className="rounded-xl border border-slate-200 p-4">
          <div className="flex items-start gap-3">
            <span
              className={cn(
                "shrink-0 rounded-lg px-2 py-1 text-sm font-bold tabular-nums",
                criterion.point === 1 ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800",
              )}
            >
              <span className="sr-only">Point : </span>
              {criterion.point}/1
            </span>
            <div className="min-w-0">
              <h4 className="font-semibold text-ink">{criterion.name}</h4>
              <p className="mt-1 text-sm text-slate-700">{criterion.explanation}</p>
            </div>
          </div>
          {criterion.evidence.length > 0 ? (
            <ul aria-label="Tes mots" className="mt-3 space-y-2">
              {criterion.evidence.map((evidence) => (
                <li key={`${evidence.message_id}-${evidence.quote}`}>
                  <blockquote className="border-l-4 border-brand-200 pl-3 text-sm text-slate-700 italic">
                    «&nbsp;{evidence.quote}&nbsp;»
                  </blockquote>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
