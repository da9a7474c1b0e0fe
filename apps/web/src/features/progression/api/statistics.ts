import type { StatisticsResponse } from "@ecos/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Spec section 8: the toast of a statistics failure (spelling kept from the spec). */
export const STATISTICS_ERROR_MESSAGE = "Impossible de récupérer les statistiques";

export const fetchStatistics = (signal?: AbortSignal) => api.get<StatisticsResponse>("/simulation/statistics", signal);

/**
 * GET /simulation/statistics, fetched each time the screen opens. Every failed fetch (first load or
 * retry) shows the spec's error toast once; no sample data is ever put in its place.
 */
export function useStatistics() {
  const query = useQuery({
    queryKey: queryKeys.statistics,
    queryFn: ({ signal }) => fetchStatistics(signal),
    refetchOnMount: "always",
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || errorUpdatedAt === 0) return;
    console.error("Error when fetching statistics", error);
    toast.error(STATISTICS_ERROR_MESSAGE, { id: `statistics-error-${errorUpdatedAt}` });
  }, [isError, error, errorUpdatedAt]);
  return query;
}
