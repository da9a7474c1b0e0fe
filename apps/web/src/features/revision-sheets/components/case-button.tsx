import { Stethoscope } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useScenarios, useStationLauncher } from "@/features/stations";

const LOAD_ERROR = "Le cas clinique n'a pas pu être chargé. Réessaie dans un instant.";

/**
 * "Voir le cas clinique": the simulation start dialog of the case linked to the sheet. Disabled while
 * the cases load; if they could not be loaded, a press loads them again, then opens the case (or says
 * it failed again).
 */
export function CaseButton({ caseId }: { caseId: string }) {
  const scenarios = useScenarios();
  const { openStation } = useStationLauncher();
  const scenario = scenarios.data?.find((record) => record.id === caseId);
  if (scenarios.isSuccess && !scenario) return null; // the case is not playable any more
  const retrying = !scenario && scenarios.isError && scenarios.isFetching;

  async function retry() {
    const result = await scenarios.refetch();
    const found = result.data?.find((record) => record.id === caseId);
    if (found) openStation(found);
    else if (result.isError) toast.error(LOAD_ERROR);
  }

  return (
    <Button
      variant="secondary"
      disabled={!scenario && !scenarios.isError}
      loading={retrying}
      loadingLabel="Chargement du cas clinique"
      onClick={() => (scenario ? openStation(scenario) : void retry())}
    >
      {retrying ? null : <Stethoscope className="h-4 w-4" aria-hidden="true" />}
      Voir le cas clinique
    </Button>
  );
}
