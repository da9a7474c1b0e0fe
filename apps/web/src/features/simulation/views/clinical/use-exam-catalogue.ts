import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { getExamCatalogue } from "../api";

/** The exam catalogue never changes while the app runs. */
export function useExamCatalogue() {
  return useQuery({
    queryKey: queryKeys.examCatalogue,
    queryFn: ({ signal }) => getExamCatalogue(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
