import { Stethoscope } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useScenarios, useStationLauncher } from "@/features/stations";

/** "Voir le cas clinique": the simulation start dialog of the case linked to the sheet. */
export function CaseButton({ caseId }: { caseId: string }) {
  const scenarios = useScenarios();
  const { openStation } = useStationLauncher();
  const scenario = scenarios.data?.find((record) => record.id === caseId);
  if (scenarios.isSuccess && !scenario) return null; // the case is not playable any more
  return (
    <Button variant="secondary" disabled={!scenario} onClick={() => (scenario ? openStation(scenario) : undefined)}>
      <Stethoscope className="h-4 w-4" aria-hidden="true" />
      Voir le cas clinique
    </Button>
  );
}
