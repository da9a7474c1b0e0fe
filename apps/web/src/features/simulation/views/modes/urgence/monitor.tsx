import type { UrgenceState } from "@ecos/contracts";
import { BellRing } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { clock, STATUS_TEXT, spokenClock, vitalViews } from "./format";
import { RhythmStrip } from "./rhythm-strip";

/** The live monitor: big values with units and labels, abnormal ones in colour and in words, the strip, the alarms. */
export function Monitor({ state }: { state: UrgenceState }) {
  const titleId = useId();
  const tiles = vitalViews(state.vitals, state.abnormal);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-800 bg-slate-900 p-4 text-white">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-base font-bold">
          Scope
        </h3>
        <p className="text-sm text-slate-300">
          <span className="sr-only">Temps de la station : {spokenClock(state.elapsed_seconds)}. </span>
          <span aria-hidden="true">
            Minute {state.minute} · {clock(state.elapsed_seconds)}
          </span>
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div
            key={tile.name}
            className={cn(
              "rounded-xl bg-slate-800 px-3 py-2",
              tile.status && "ring-2 ring-inset",
              tile.status === "low" && "ring-red-400",
              tile.status === "high" && "ring-amber-300",
            )}
          >
            <dt className="flex items-center justify-between gap-1 text-xs font-semibold text-slate-300">
              <abbr title={tile.label} className="no-underline">
                {tile.short}
              </abbr>
              <span className="sr-only">{tile.label}</span>
              {tile.status ? (
                <span
                  className={cn(
                    "rounded px-1.5 text-[0.7rem] font-bold uppercase",
                    tile.status === "low" ? "bg-red-400 text-slate-950" : "bg-amber-300 text-slate-950",
                  )}
                >
                  {STATUS_TEXT[tile.status]}
                </span>
              ) : null}
            </dt>
            <dd className="mt-0.5 flex items-baseline gap-1">
              <span
                className={cn(
                  "text-2xl font-extrabold tabular-nums sm:text-3xl",
                  tile.value === "—"
                    ? "text-slate-400"
                    : tile.status === "low"
                      ? "text-red-300"
                      : tile.status === "high"
                        ? "text-amber-200"
                        : "text-green-300",
                )}
              >
                {tile.value}
              </span>
              <span className="text-xs text-slate-300">{tile.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <p className="mb-1 flex items-center justify-between gap-2 text-sm">
          <span className="font-semibold text-green-300">{state.rhythm_label}</span>
          {!state.perfusing ? <span className="font-bold text-red-300">Pas de pouls</span> : null}
        </p>
        <RhythmStrip rhythm={state.rhythm} label={state.rhythm_label} rate={state.vitals.hr} />
      </div>
      {state.alarms.length > 0 ? (
        <ul aria-label="Alarmes" className="mt-3 space-y-1">
          {state.alarms.map((alarm) => (
            <li key={alarm} className="flex items-center gap-2 rounded-lg bg-red-950/60 px-2 py-1 text-sm text-red-100">
              <BellRing className="h-4 w-4 shrink-0 text-red-300" aria-hidden="true" />
              {alarm}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
