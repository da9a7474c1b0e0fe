import type { WeeklyChallengeResponse } from "@ecos/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const weeklyChallengeKey = ["challenges", "weekly"] as const;

export const fetchWeeklyChallenge = (signal?: AbortSignal) =>
  api.get<WeeklyChallengeResponse>("/challenges/weekly", signal);

/**
 * GET /challenges/weekly, read again each time the screen opens: a station graded in the meantime
 * (and the badge it may bring) shows at once.
 */
export function useWeeklyChallenge() {
  return useQuery({
    queryKey: weeklyChallengeKey,
    queryFn: ({ signal }) => fetchWeeklyChallenge(signal),
    refetchOnMount: "always",
  });
}
