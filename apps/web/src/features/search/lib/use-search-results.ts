import { useMemo } from "react";
import { useSheets } from "@/features/revision-sheets";
import { useScenarios } from "@/features/stations";
import { type SearchResult, searchResults } from "./search-results";

/** The results for a query, and whether a source is still loading (a failed one is just left out). */
export function useSearchResults(query: string): { results: SearchResult[]; loading: boolean } {
  const scenarios = useScenarios();
  const sheets = useSheets();
  const results = useMemo(
    () => searchResults(query, scenarios.data ?? [], sheets.data ?? []),
    [query, scenarios.data, sheets.data],
  );
  return { results, loading: scenarios.isPending || sheets.isPending };
}
