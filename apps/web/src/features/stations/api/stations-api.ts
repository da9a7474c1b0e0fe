import type { CreateThreadRequest, OpenThreadSummary, ScenarioRecord, ThreadState } from "@ecos/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { sortScenarios } from "../lib/station-view";

/** GET /stations/scenarios; a failure is logged (spec: "Console only"), the screen offers a retry. */
async function fetchScenarios(signal?: AbortSignal): Promise<ScenarioRecord[]> {
  try {
    return await api.get<ScenarioRecord[]>("/stations/scenarios", signal);
  } catch (error) {
    if (!signal?.aborted) console.error("Error when fetching scenarios", error);
    throw error;
  }
}

export const fetchRandomStation = () => api.get<ScenarioRecord>("/stations/random");

export const createThread = (body: CreateThreadRequest) => api.post<ThreadState>("/simulation/threads", body);

const fetchOpenThreads = (signal?: AbortSignal) => api.get<OpenThreadSummary[]>("/simulation/threads", signal);

export const scenariosQuery = queryOptions({
  queryKey: queryKeys.scenarios,
  queryFn: ({ signal }) => fetchScenarios(signal),
  staleTime: 30_000,
});

/** The scenario list, sorted by id on the client (whoever filled the cache). */
export function useScenarios() {
  return useQuery({ ...scenariosQuery, select: sortScenarios });
}

/** The stations started and not graded yet, newest first (the home page's paused list). */
export function useOpenThreads() {
  return useQuery({ queryKey: queryKeys.openThreads, queryFn: ({ signal }) => fetchOpenThreads(signal) });
}

/** POST /simulation/threads: the new thread goes into the cache so /simulation shows it at once. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.thread(state.thread_id), state);
      void queryClient.invalidateQueries({ queryKey: queryKeys.openThreads });
    },
  });
}

/** DELETE /simulation/threads/{id}: an unfinished station is abandoned, with its transcript. */
export function useAbandonThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => api.delete<void>(`/simulation/threads/${encodeURIComponent(threadId)}`),
    onSuccess: (_nothing, threadId) => {
      queryClient.setQueryData<OpenThreadSummary[]>(queryKeys.openThreads, (threads) =>
        threads?.filter((thread) => thread.thread_id !== threadId),
      );
      queryClient.removeQueries({ queryKey: queryKeys.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.openThreads });
    },
  });
}
