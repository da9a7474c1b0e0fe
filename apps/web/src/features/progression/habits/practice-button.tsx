import { Play } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useScenarios, useStationLauncher } from "@/features/stations";

const LOAD_ERROR = "La station n'a pas pu être chargée. Réessaie dans un instant.";

/**
 * « S'entraîner : station 28 »: the start dialog of a station that practises the domain. Disabled
 * while the stations load; if they could not be loaded, a press loads them again, then opens it.
 */
export function PracticeButton({
  scenarioId,
  number,
  domainName,
}: {
  scenarioId: string;
  number: number;
  domainName: string;
}) {
  const scenarios = useScenarios();
  const { openStation } = useStationLauncher();
  const scenario = scenarios.data?.find((record) => record.id === scenarioId);
  if (scenarios.isSuccess && !scenario) return null; // not playable any more
  const retrying = !scenario && scenarios.isError && scenarios.isFetching;

  async function retry() {
    const result = await scenarios.refetch();
    const found = result.data?.find((record) => record.id === scenarioId);
    if (found) openStation(found);
    else if (result.isError) toast.error(LOAD_ERROR);
  }

  const label = `S'entraîner : station ${number}`;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${label} (${domainName})`}
      disabled={!scenario && !scenarios.isError}
      loading={retrying}
      loadingLabel="Chargement de la station"
      onClick={() => (scenario ? openStation(scenario) : void retry())}
    >
      {retrying ? null : <Play className="h-4 w-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}
