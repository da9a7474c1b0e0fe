import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageTitle } from "@/components/page-title";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { ApiError } from "@/lib/api-client";
import { forgetHiddenGrades, useCircuit } from "./api/circuit-api";
import { CircuitBanner } from "./components/circuit-banner";
import { PausedPanel, StationInProgressPanel, TransitionPanel } from "./components/circuit-panels";
import { LoadingOrError } from "./components/load-error";
import { circuitPhase, formatDay } from "./lib/circuit-view";
import { AbandonedCircuitView, CircuitReportView } from "./report/circuit-report";

/**
 * /homepage/circuit/{id}: a circuit at whatever point it is. Between two stations the transition (or
 * the pause), a station left half-way, and once over its report.
 */
export function CircuitRunPage() {
  const { id = "" } = useParams();
  const circuit = useCircuit(id);
  const client = useQueryClient();
  const navigate = useNavigate();
  const data = circuit.data;
  const phase = data ? circuitPhase(data) : null;
  const over = phase === "finished" || phase === "abandoned";

  // Over: its grades may show everywhere now (station cards, progression, the stations themselves).
  useEffect(() => {
    if (data && over) forgetHiddenGrades(client, data);
  }, [client, data, over]);

  if (circuit.error instanceof ApiError && circuit.error.status === 404) return <NotFoundPage />;
  const onAbandoned = () => navigate("/homepage/circuit");
  const title =
    phase === "finished" ? "Rapport du circuit" : phase === "abandoned" ? "Circuit abandonné" : "Circuit en cours";
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>{title}</PageTitle>
      <nav aria-label="Fil d'Ariane" className="text-sm">
        <Link to="/homepage/circuit" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Mode circuit
        </Link>
      </nav>
      <CircuitBanner title={title}>
        {data
          ? `Circuit de ${data.size} stations commencé le ${formatDay(data.created_at)}.`
          : "Chargement du circuit…"}
      </CircuitBanner>
      {!data || (circuit.isFetching && !circuit.isFetchedAfterMount) ? (
        <LoadingOrError
          query={circuit}
          errorMessage="Impossible de récupérer ce circuit."
          loadingLabel="Chargement du circuit"
        />
      ) : phase === "finished" && data.report ? (
        <CircuitReportView circuit={data} report={data.report} />
      ) : phase === "finished" || phase === "abandoned" ? (
        <AbandonedCircuitView circuit={data} />
      ) : phase === "paused" ? (
        <PausedPanel circuit={data} onAbandoned={onAbandoned} />
      ) : phase === "in_station" ? (
        <StationInProgressPanel circuit={data} onAbandoned={onAbandoned} />
      ) : (
        <TransitionPanel key={data.position} circuit={data} onAbandoned={onAbandoned} />
      )}
    </div>
  );
}
