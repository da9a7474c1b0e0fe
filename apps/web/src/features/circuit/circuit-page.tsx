import { PageTitle } from "@/components/page-title";
import { useCircuits } from "./api/circuit-api";
import { ActiveCircuitCard } from "./components/active-circuit-card";
import { CircuitBanner } from "./components/circuit-banner";
import { CircuitHistory } from "./components/circuit-history";
import { LoadingOrError } from "./components/load-error";
import { StartCircuitCard } from "./components/start-circuit-card";

/**
 * /homepage/circuit: the mock ECOS. A new circuit (5 or 10 stations), or the one being played, and
 * the history of the student's circuits.
 */
export function CircuitPage() {
  const circuits = useCircuits();
  const active = circuits.data?.circuits.find((circuit) => circuit.id === circuits.data?.active_id);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>Mode circuit</PageTitle>
      <CircuitBanner title="Mode circuit">
        Un ECOS blanc : des stations enchaînées avec le minutage de l'examen, et ta correction seulement à la fin.
      </CircuitBanner>
      {circuits.data ? (
        <>
          {active ? <ActiveCircuitCard circuit={active} /> : <StartCircuitCard />}
          <CircuitHistory history={circuits.data} />
        </>
      ) : (
        <LoadingOrError
          query={circuits}
          errorMessage="Impossible de récupérer tes circuits."
          loadingLabel="Chargement des circuits"
        />
      )}
    </div>
  );
}
