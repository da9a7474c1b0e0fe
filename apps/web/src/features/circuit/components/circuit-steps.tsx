import type { CircuitState } from "@ecos/contracts";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The circuit's stations as numbered steps: done, current, to come. Never a grade (no feedback before
 * the end); the patient's name only once the station has started.
 */
export function CircuitSteps({ circuit, current }: { circuit: CircuitState; current: number }) {
  return (
    <ol aria-label="Stations du circuit" className="flex flex-wrap gap-2">
      {circuit.stations.map((station) => {
        const number = station.position + 1;
        const done = station.state === "done";
        const isCurrent = number === current && !done;
        const status = done
          ? "terminée"
          : station.state === "in_progress"
            ? "en cours"
            : isCurrent
              ? "la prochaine"
              : "à venir";
        return (
          <li
            key={station.position}
            aria-current={isCurrent ? "step" : undefined}
            className={cn(
              "grid h-10 w-10 place-items-center rounded-full text-sm font-bold ring-1 ring-inset",
              done && "bg-brand-700 text-white ring-brand-700",
              isCurrent && "bg-white text-brand-800 ring-2 ring-brand-700",
              !done && !isCurrent && "bg-slate-100 text-slate-600 ring-slate-200",
            )}
          >
            {done ? <Check className="h-4 w-4" aria-hidden="true" /> : <span aria-hidden="true">{number}</span>}
            <span className="sr-only">
              Station {number} : {status}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
