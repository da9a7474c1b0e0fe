import type { HabitsResponse } from "@ecos/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Under the statistics' key: whatever refreshes the statistics refreshes the habits too. */
export const habitsQueryKey = [...queryKeys.statistics, "habits"] as const;

/** GET /simulation/statistics/habits, fetched each time the progression screen opens. */
export function useHabits() {
  return useQuery({
    queryKey: habitsQueryKey,
    queryFn: ({ signal }) => api.get<HabitsResponse>("/simulation/statistics/habits", signal),
    refetchOnMount: "always",
  });
}
