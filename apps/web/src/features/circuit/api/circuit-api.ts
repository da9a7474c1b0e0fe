import type { CircuitListResponse, CircuitNextResponse, CircuitSize, CircuitState, ThreadState } from "@ecos/contracts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "@/lib/api-client";
import { queryKeys, simulationPath } from "@/lib/query-keys";

/** Query keys of this feature (no other feature reads circuits). */
export const circuitKeys = {
  all: ["circuits"] as const,
  list: ["circuits", "list"] as const,
  one: (id: string) => ["circuits", "one", id] as const,
};

const circuitPath = (id: string) => `/circuits/${encodeURIComponent(id)}`;

export const fetchCircuits = (signal?: AbortSignal) => api.get<CircuitListResponse>("/circuits", signal);
export const fetchCircuit = (id: string, signal?: AbortSignal) => api.get<CircuitState>(circuitPath(id), signal);

/** GET /circuits: the history, read again each time the page opens. */
export function useCircuits() {
  return useQuery({
    queryKey: circuitKeys.list,
    queryFn: ({ signal }) => fetchCircuits(signal),
    refetchOnMount: "always",
  });
}

/** GET /circuits/{id}: read again each time the page opens (a station may have been graded meanwhile). */
export function useCircuit(id: string) {
  return useQuery({
    queryKey: circuitKeys.one(id),
    queryFn: ({ signal }) => fetchCircuit(id, signal),
    refetchOnMount: "always",
  });
}

/** The circuit's new state into the cache; the history is read again. */
function storeCircuit(client: QueryClient, circuit: CircuitState) {
  client.setQueryData(circuitKeys.one(circuit.id), circuit);
  void client.invalidateQueries({ queryKey: circuitKeys.list });
}

/**
 * POST /circuits then POST /circuits/{id}/next: a new circuit and its first station, opened at once.
 * The move to the station is made here, not in `mutate`'s callbacks: the page that started the circuit
 * shows the running circuit instead as soon as the history is read again, and an unmounted caller's
 * callbacks never run.
 */
export function useStartCircuit() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (size: CircuitSize) => {
      const circuit = await api.post<CircuitState>("/circuits", { size });
      return api.post<CircuitNextResponse>(`${circuitPath(circuit.id)}/next`);
    },
    onSuccess: (next) => {
      storeCircuit(client, next.circuit);
      navigate(simulationPath(next.thread_id));
    },
  });
}

/** POST /circuits/{id}/next: the station to play now (the one in progress, or the next one), opened. */
export function useNextStation(id: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<CircuitNextResponse>(`${circuitPath(id)}/next`),
    onSuccess: (next) => {
      storeCircuit(client, next.circuit);
      navigate(simulationPath(next.thread_id));
    },
  });
}

/** POST /circuits/{id}/pause or /resume. */
export function useCircuitPause(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: "pause" | "resume") => api.post<CircuitState>(`${circuitPath(id)}/${action}`),
    onSuccess: (circuit) => storeCircuit(client, circuit),
  });
}

/** POST /circuits/{id}/abandon: its station in progress goes too. */
export function useAbandonCircuit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`${circuitPath(id)}/abandon`),
    onSuccess: () => {
      client.removeQueries({ queryKey: circuitKeys.one(id) });
      void client.invalidateQueries({ queryKey: circuitKeys.list });
      void client.invalidateQueries({ queryKey: queryKeys.statistics });
    },
  });
}

/**
 * Once a circuit is over, its grades show everywhere: the station cards, the progression and the
 * stations themselves (a station kept in the cache from its play still believes its circuit runs).
 */
export function forgetHiddenGrades(client: QueryClient, circuit: CircuitState) {
  for (const station of circuit.stations) {
    if (!station.thread_id) continue;
    const cached = client.getQueryData<ThreadState>(queryKeys.thread(station.thread_id));
    if (cached?.circuit && cached.circuit.status !== circuit.status) {
      client.removeQueries({ queryKey: queryKeys.thread(station.thread_id) });
    }
  }
  for (const queryKey of [queryKeys.scenarios, queryKeys.statistics, queryKeys.me]) {
    void client.invalidateQueries({ queryKey });
  }
}
