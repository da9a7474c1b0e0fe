import type { CircuitStationView, GradedCriterionView } from "@ecos/contracts";
import { Check, ChevronDown, ExternalLink, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { CategoryBadge, categoryDisplay, ModeIcon, modeDisplay } from "@/features/stations";
import { cn } from "@/lib/cn";
import { simulationPath } from "@/lib/query-keys";
import { formatMean, gradeTone, gradeToneClass } from "../lib/circuit-view";

function CriterionRow({ criterion }: { criterion: GradedCriterionView }) {
  const earned = criterion.point === 1;
  const quote = criterion.evidence[0]?.quote;
  return (
    <li className="flex gap-3 py-2.5">
      <span
        className={cn(
          "mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full",
          earned ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800",
        )}
      >
        {earned ? (
          <Check className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <X className="h-3.5 w-3.5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">
          {criterion.name} <span className="sr-only">:</span>
          <span className={cn("ml-1 tabular-nums", earned ? "text-emerald-800" : "text-red-700")}>
            {criterion.point}/1
          </span>
        </p>
        <p className="mt-0.5 text-slate-700">
          {!earned && criterion.missing ? criterion.missing : criterion.explanation}
        </p>
        {earned && quote ? <p className="mt-1 text-slate-600 italic">« {quote} »</p> : null}
      </div>
    </li>
  );
}

/** One station of the report: its grade on one line, its criteria folded underneath. */
function StationResult({ station }: { station: CircuitStationView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const scenario = station.scenario;
  if (!scenario) return null;
  const mode = modeDisplay(scenario.content_type);
  const criteria = station.criteria ?? [];
  const earned = criteria.filter((criterion) => criterion.point === 1).length;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
          className="flex w-full items-center gap-3 rounded-2xl p-4 text-left hover:bg-slate-50"
        >
          <ModeIcon mode={mode} size="sm" />
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Station {station.position + 1} · {mode.name}
            </span>
            <span className="block font-bold text-ink">{scenario.label}</span>
          </span>
          {station.grade !== null ? (
            <span className={cn("text-lg font-bold tabular-nums", gradeToneClass[gradeTone(station.grade)])}>
              {formatMean(station.grade)}
              <span className="text-sm font-semibold text-slate-600">/20</span>
            </span>
          ) : (
            <span className="text-sm text-slate-600">Non terminée</span>
          )}
          <ChevronDown
            className={cn("h-5 w-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-4 pt-3 pb-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <CategoryBadge category={categoryDisplay(scenario.category_id)} />
          <span>{scenario.sdd}</span>
        </div>
        {criteria.length > 0 ? (
          <>
            <p className="mt-3 text-sm font-medium text-slate-800">
              {earned} critère{earned > 1 ? "s" : ""} validé{earned > 1 ? "s" : ""} sur {criteria.length}
            </p>
            <ul aria-label={`Critères : ${scenario.label}`} className="divide-y divide-slate-100">
              {criteria.map((criterion) => (
                <CriterionRow key={criterion.id} criterion={criterion} />
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          {station.thread_id && station.grade !== null ? (
            <Link to={simulationPath(station.thread_id)} className="text-brand-800 underline-offset-2 hover:underline">
              Voir la correction complète
            </Link>
          ) : null}
          {scenario.sheet_id !== null ? (
            <Link
              to={`/homepage/revision-cards?sheet=${scenario.sheet_id}`}
              className="inline-flex items-center gap-1 text-brand-800 underline-offset-2 hover:underline"
            >
              Fiche de révision SDD {scenario.sheet_id}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Each station played, in circuit order, with its grade and (folded) its criteria. */
export function StationResults({ stations, title }: { stations: CircuitStationView[]; title: string }) {
  const headingId = useId();
  const played = stations.filter((station) => station.scenario !== null);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <ol className="space-y-3">
        {played.map((station) => (
          <StationResult key={station.position} station={station} />
        ))}
      </ol>
    </section>
  );
}
