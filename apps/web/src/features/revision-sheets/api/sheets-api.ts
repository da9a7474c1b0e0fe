import type { SheetSummary } from "@ecos/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const byNumber = (sheets: SheetSummary[]) => [...sheets].sort((a, b) => a.id - b.id);

/** GET /api/sheets: the revision sheets (they change with a release, not during a session). */
const sheetsQuery = queryOptions({
  queryKey: queryKeys.sheets,
  queryFn: ({ signal }) => api.get<SheetSummary[]>("/sheets", signal),
  staleTime: 5 * 60_000,
});

/** The revision sheets sorted by SDD number, whoever filled the cache. */
export function useSheets() {
  return useQuery({ ...sheetsQuery, select: byNumber });
}
