import { EVALUATION_MODES } from "@ecos/contracts/constants";
import { RefreshCw } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toStationView, useScenarios, useStationLauncher } from "@/features/stations";
import { cn } from "@/lib/cn";
import { CaseCard } from "./case-card";

type Filter = "all" | "todo" | "done";

const FILTERS: ReadonlyArray<{ id: Filter; label: string; empty: string }> = [
  { id: "all", label: "Tous", empty: "Aucun cas clinique n'est disponible pour le moment." },
  { id: "todo", label: "Non simulés", empty: "Tu as simulé tous les cas : bravo !" },
  { id: "done", label: "Simulés", empty: "Aucun cas simulé pour l'instant : lance ta première station !" },
];

/**
 * The beta's flat list of cases, sorted by id, filtered by whether the student has a last try and by
 * evaluation mode (the modes that have stations).
 */
export function CaseList() {
  const titleId = useId();
  const modeSelectId = useId();
  const [mode, setMode] = useState<string>("all");
  const scenarios = useScenarios();
  const { openStation } = useStationLauncher();
  const [filter, setFilter] = useState<Filter>("all");
  const all = useMemo(() => (scenarios.data ?? []).map((record) => toStationView(record)), [scenarios.data]);
  const modes = EVALUATION_MODES.filter((item) => all.some((station) => station.record.content_type === item.id));
  const stations = mode === "all" ? all : all.filter((station) => station.record.content_type === mode);
  const counts: Record<Filter, number> = {
    all: stations.length,
    todo: stations.filter((station) => !station.lastTry).length,
    done: stations.filter((station) => station.lastTry).length,
  };
  const shown = stations.filter((station) => filter === "all" || (filter === "done") === Boolean(station.lastTry));
  const current = FILTERS.find((item) => item.id === filter) ?? FILTERS[0];

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-ink">
            Cas cliniques
          </h2>
          <p className="mt-1 text-sm text-slate-600">Les cas de la bêta, à simuler dans l'ordre que tu veux.</p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          {modes.length > 1 ? (
            <div className="flex items-center gap-2">
              <label htmlFor={modeSelectId} className="text-sm font-medium text-slate-800">
                Mode
              </label>
              <select
                id={modeSelectId}
                value={mode}
                onChange={(event) => setMode(event.target.value)}
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-600"
              >
                <option value="all">Tous les modes</option>
                {modes.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filtrer les cas</legend>
            {FILTERS.map((item) => (
              <button
                key={item.id}
                type="button"
                aria-pressed={filter === item.id}
                onClick={() => setFilter(item.id)}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors ring-inset",
                  filter === item.id
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-100",
                )}
              >
                {item.label}
                {scenarios.data ? (
                  <span className={cn("text-xs", filter === item.id ? "text-brand-50" : "text-slate-600")}>
                    {counts[item.id]}
                  </span>
                ) : null}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {scenarios.isPending ? (
        <div className="grid place-items-center rounded-2xl border border-slate-200 bg-white p-10 text-brand-700">
          <Spinner size="lg" label="Chargement des cas cliniques" />
        </div>
      ) : scenarios.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
        >
          <p className="font-medium">Impossible de charger les cas cliniques. Vérifie ta connexion puis réessaie.</p>
          <Button variant="secondary" loading={scenarios.isFetching} onClick={() => void scenarios.refetch()}>
            {scenarios.isFetching ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            Réessayer
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {current?.empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((station) => (
            <li key={station.id}>
              <CaseCard station={station} onLaunch={() => openStation(station.record)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
