import type {
  RankingParticipation,
  RankingParticipationRequest,
  RankingPeriod,
  RankingResponse,
} from "@ecos/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const rankingKey = (period: RankingPeriod) => ["ranking", period] as const;

export const fetchRanking = (period: RankingPeriod, signal?: AbortSignal) =>
  api.get<RankingResponse>(`/ranking?period=${period}`, signal);

/** GET /ranking for the period, read again when the screen opens; the other period's table stays while loading. */
export function useRanking(period: RankingPeriod) {
  return useQuery({
    queryKey: rankingKey(period),
    queryFn: ({ signal }) => fetchRanking(period, signal),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

/** PUT /ranking/participation: join under a pseudonym or leave; both periods are read again. */
export function useUpdateParticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RankingParticipationRequest) => api.put<RankingParticipation>("/ranking/participation", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["ranking"] }),
  });
}
