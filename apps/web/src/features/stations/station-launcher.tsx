import type { ScenarioRecord } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { fetchRandomStation, scenariosQuery } from "./api/stations-api";
import { StationStartDialog } from "./components/station-start-dialog";

interface StationLauncher {
  /** Opens the start dialog for this case. */
  openStation(scenario: ScenarioRecord): void;
  /** "S'entraîner": fetches a random station and opens its dialog; false when the fetch failed. */
  trainRandom(): Promise<boolean>;
  /** True while the random station is being fetched (the button shows a spinner). */
  randomPending: boolean;
}

const StationLauncherContext = createContext<StationLauncher | null>(null);

/**
 * Holds the simulation start dialog so any screen under it can open a case. Mounted by the app shell,
 * which also fetches the scenario list on entry (spec "App shell").
 */
export function StationLauncherProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [scenario, setScenario] = useState<ScenarioRecord | null>(null);
  const [open, setOpen] = useState(false);
  const { mutateAsync: fetchRandom, isPending: randomPending } = useMutation({ mutationFn: fetchRandomStation });

  useEffect(() => {
    void queryClient.prefetchQuery(scenariosQuery);
  }, [queryClient]);

  const openStation = useCallback((next: ScenarioRecord) => {
    setScenario(next);
    setOpen(true);
  }, []);

  const trainRandom = useCallback(async () => {
    try {
      openStation(await fetchRandom());
      return true;
    } catch (error) {
      // Spec section 8: a random station fetch failure is logged only.
      console.error("Error when fetching a random station", error);
      return false;
    }
  }, [fetchRandom, openStation]);

  const value = useMemo(() => ({ openStation, trainRandom, randomPending }), [openStation, trainRandom, randomPending]);
  return (
    <StationLauncherContext.Provider value={value}>
      {children}
      {scenario ? (
        <StationStartDialog key={scenario.id} scenario={scenario} open={open} onOpenChange={setOpen} />
      ) : null}
    </StationLauncherContext.Provider>
  );
}

export function useStationLauncher(): StationLauncher {
  const launcher = useContext(StationLauncherContext);
  if (!launcher) throw new Error("useStationLauncher must be used under <StationLauncherProvider>");
  return launcher;
}
