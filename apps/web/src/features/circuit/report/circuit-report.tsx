import type { CircuitReport, CircuitState } from "@ecos/contracts";
import { Route } from "lucide-react";
import { Link } from "react-router";
import { MeansFigure } from "./means-figure";
import { ReportAreas } from "./report-areas";
import { ReportSummary } from "./report-summary";
import { StationResults } from "./station-results";

/** The final report: the mean, each station with its criteria, the student's circuits, strengths and weaknesses. */
export function CircuitReportView({ circuit, report }: { circuit: CircuitState; report: CircuitReport }) {
  return (
    <div className="space-y-6">
      <ReportSummary circuit={circuit} report={report} />
      <StationResults stations={circuit.stations} title="Tes stations" />
      <ReportAreas report={report} />
      <MeansFigure report={report} circuitId={circuit.id} />
      <NewCircuitLink />
    </div>
  );
}

export function NewCircuitLink() {
  return (
    <div className="flex justify-center">
      <Link
        to="/homepage/circuit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        <Route className="h-4 w-4" aria-hidden="true" />
        Nouveau circuit
      </Link>
    </div>
  );
}

/** An abandoned circuit: the stations it had graded, with their grades (no report: it was no full exam). */
export function AbandonedCircuitView({ circuit }: { circuit: CircuitState }) {
  return (
    <div className="space-y-6">
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-sm">
        Circuit abandonné après {circuit.done} station{circuit.done > 1 ? "s" : ""} sur {circuit.size}. Les stations
        terminées comptent dans ta progression ; un circuit complet te donne un rapport et ta place parmi tes circuits.
      </p>
      {circuit.done > 0 ? <StationResults stations={circuit.stations} title="Stations terminées" /> : null}
      <NewCircuitLink />
    </div>
  );
}
