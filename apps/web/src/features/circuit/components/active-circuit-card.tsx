import type { CircuitSummary } from "@ecos/contracts";
import { CirclePlay } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { plural } from "@/lib/format";
import { circuitPath } from "../lib/circuit-view";
import { AbandonCircuitButton } from "./abandon-circuit-button";

/** The circuit being played (one at a time): where it stands, resume it or abandon it. */
export function ActiveCircuitCard({ circuit }: { circuit: CircuitSummary }) {
  const paused = circuit.status === "paused";
  return (
    <Card
      title="Circuit en cours"
      description={`${plural(circuit.done, "station terminée", "stations terminées")} sur ${circuit.size}. Termine-le ou abandonne-le avant d'en commencer un autre.`}
      actions={<Badge tone={paused ? "amber" : "brand"}>{paused ? "En pause" : "En cours"}</Badge>}
    >
      <div
        role="progressbar"
        aria-label="Avancement du circuit"
        aria-valuemin={0}
        aria-valuemax={circuit.size}
        aria-valuenow={circuit.done}
        aria-valuetext={`${circuit.done} stations sur ${circuit.size}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-700"
          style={{ width: `${Math.round((circuit.done / circuit.size) * 100)}%` }}
        />
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Link
          to={circuitPath(circuit.id)}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
        >
          <CirclePlay className="h-4 w-4" aria-hidden="true" />
          Reprendre le circuit
        </Link>
        <AbandonCircuitButton circuitId={circuit.id} />
      </div>
    </Card>
  );
}
