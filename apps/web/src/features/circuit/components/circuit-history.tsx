import type { CircuitListResponse, CircuitSummary } from "@ecos/contracts";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";
import { circuitPath, formatDay, formatMean, gradeTone, gradeToneClass } from "../lib/circuit-view";

function outcome(circuit: CircuitSummary): { label: string; tone: "brand" | "amber" | "slate" } {
  if (circuit.status === "finished") return { label: "Terminé", tone: "brand" };
  if (circuit.status === "abandoned") return { label: "Abandonné", tone: "slate" };
  return { label: circuit.status === "paused" ? "En pause" : "En cours", tone: "amber" };
}

function HistoryRow({ circuit }: { circuit: CircuitSummary }) {
  const state = outcome(circuit);
  const detail =
    circuit.status === "finished"
      ? `${circuit.size} stations`
      : `${plural(circuit.done, "station terminée", "stations terminées")} sur ${circuit.size}`;
  return (
    <li>
      <Link
        to={circuitPath(circuit.id)}
        className="flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">Circuit du {formatDay(circuit.created_at)}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={state.tone}>{state.label}</Badge>
            {detail}
          </span>
        </span>
        {circuit.mean !== null ? (
          <span className={cn("text-lg font-bold tabular-nums", gradeToneClass[gradeTone(circuit.mean)])}>
            {formatMean(circuit.mean)}
            <span className="text-sm font-semibold text-slate-600">/20</span>
          </span>
        ) : null}
        <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** "Mes circuits": every circuit, newest first, with the mean of the finished ones. */
export function CircuitHistory({ history }: { history: CircuitListResponse }) {
  const description =
    history.finished === 0 || history.average === null || history.best === null
      ? "Tes circuits terminés apparaîtront ici, avec leur moyenne."
      : `${plural(history.finished, "circuit terminé", "circuits terminés")} · moyenne ${formatMean(history.average)}/20 · meilleur ${formatMean(history.best)}/20`;
  return (
    <Card title="Mes circuits" description={description}>
      {history.circuits.length === 0 ? (
        <p className="text-sm text-slate-700">Aucun circuit pour l'instant : lance le premier ci-dessus.</p>
      ) : (
        <ul aria-label="Historique des circuits" className="-mx-3 divide-y divide-slate-100">
          {history.circuits.map((circuit) => (
            <HistoryRow key={circuit.id} circuit={circuit} />
          ))}
        </ul>
      )}
    </Card>
  );
}
