import type { UrgenceReport } from "@ecos/contracts";
import { CircleAlert, CircleCheck, HeartPulse } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { cn } from "@/lib/cn";
import { clock, frNumber, spokenClock } from "./format";

/** Recharts is loaded with the emergency's grade page only (and the progression), never with the station. */
const VitalsChart = lazy(() => import("./vitals-chart").then((m) => ({ default: m.VitalsChart })));

const show = (value: number | null) => (value === null ? "—" : frNumber(value));
/** What a screen reader hears before an entry (a missed deadline says it in its own label). */
const KIND_TEXT = { action: "Action : ", missed: "", event: "Évolution : " } as const;

/** The grade page's emergency: how it ended, the timeline of actions and events, the vitals per minute. */
export function UrgenceReportCard({ report }: { report: UrgenceReport }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        Déroulé de l'urgence
      </h3>
      <p
        className={cn(
          "mt-3 flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium",
          report.stable ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900",
        )}
      >
        <HeartPulse className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {report.outcome}
      </p>

      <h4 className="mt-5 text-base font-semibold text-ink">Chronologie</h4>
      {report.timeline.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Aucune action pendant la station.</p>
      ) : (
        <ol aria-label="Chronologie des actions" className="mt-2 space-y-1.5">
          {report.timeline.map((entry) => (
            <li key={`${entry.kind}-${entry.at_seconds}-${entry.label}`} className="flex items-start gap-2 text-sm">
              <span className="w-10 shrink-0 font-mono text-slate-600 tabular-nums" aria-hidden="true">
                {clock(entry.at_seconds)}
              </span>
              <span className="sr-only">À {spokenClock(entry.at_seconds)}, </span>
              {entry.kind === "missed" || !entry.effective ? (
                <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
              ) : (
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              )}
              <span className={cn("min-w-0", entry.kind === "missed" ? "text-amber-900" : "text-ink")}>
                {KIND_TEXT[entry.kind] ? <span className="sr-only">{KIND_TEXT[entry.kind]}</span> : null}
                {entry.label}
                {entry.kind === "action" && !entry.effective ? (
                  <span className="text-amber-800"> — sans l'effet attendu</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}

      <h4 className="mt-5 text-base font-semibold text-ink">Constantes minute par minute</h4>
      <div className="mt-2">
        <Suspense fallback={<div className="h-56 w-full" />}>
          <VitalsChart minutes={report.vitals} />
        </Suspense>
      </div>
      <div className="mt-2 max-w-full overflow-x-auto">
        <table className="w-full table-fixed text-left text-xs [overflow-wrap:anywhere] sm:text-sm">
          <caption className="sr-only">Constantes du scope minute par minute</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                Minute
              </th>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                FC (/min)
              </th>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                PA (mmHg)
              </th>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                SpO2 (%)
              </th>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                FR (/min)
              </th>
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                Glasgow
              </th>
              <th scope="col" className="w-1/4 py-1.5 font-semibold">
                Rythme
              </th>
            </tr>
          </thead>
          <tbody>
            {report.vitals.map((m) => (
              <tr key={m.minute} className="border-b border-slate-100 text-ink">
                <th scope="row" className="py-1.5 pr-2 font-medium">
                  {m.minute}
                </th>
                <td className="py-1.5 pr-2 tabular-nums">{show(m.vitals.hr)}</td>
                <td className="py-1.5 pr-2 tabular-nums">
                  {m.vitals.sbp === null ? "—" : `${m.vitals.sbp}/${m.vitals.dbp}`}
                </td>
                <td className="py-1.5 pr-2 tabular-nums">{show(m.vitals.spo2)}</td>
                <td className="py-1.5 pr-2 tabular-nums">{show(m.vitals.rr)}</td>
                <td className="py-1.5 pr-2 tabular-nums">{m.vitals.gcs}</td>
                <td className="py-1.5">{m.rhythm_label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
