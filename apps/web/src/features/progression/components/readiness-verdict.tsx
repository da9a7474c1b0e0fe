import { isReady } from "@ecos/contracts/constants";
import { CircleCheck, Hourglass } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatAverage, formatGoal } from "../lib/format";

/** What the verdict adds under the badge: how far the average is from the goal. */
function verdictDetail(average: number | null, target: number): string {
  const goal = `${formatGoal(target)}/20`;
  if (average === null) return `Termine une station pour te situer par rapport à ton objectif de ${goal}.`;
  if (isReady(average, target)) return `Ta moyenne atteint ton objectif de ${goal}.`;
  const gap = Math.round((target - average) * 10) / 10;
  return `Encore ${formatAverage(gap).replace(/,0$/, "")} point${gap >= 2 ? "s" : ""} pour atteindre ton objectif de ${goal}.`;
}

/**
 * "Prêt" or "Pas encore prêt": the one readiness rule of the contracts (ready when the average is at
 * least the goal; no average is not ready).
 */
export function ReadinessVerdict({ average, target }: { average: number | null; target: number }) {
  const ready = isReady(average, target);
  const Icon = ready ? CircleCheck : Hourglass;
  return (
    <div className="space-y-1.5">
      <p
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset",
          ready ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-900 ring-amber-200",
        )}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Verdict : </span>
        <span>{ready ? "Prêt" : "Pas encore prêt"}</span>
      </p>
      <p className="text-sm text-slate-700">{verdictDetail(average, target)}</p>
    </div>
  );
}
