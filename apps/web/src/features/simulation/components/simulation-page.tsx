import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { getThread } from "../api/simulation-calls";
import { GENERIC_ERROR } from "../hooks/use-timer-controls";
import { SimulationScreen } from "./simulation-screen";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Loads the thread named in the URL (the launcher may already have cached it) and shows it; the cache
 * entry is then kept up to date by the page and the views, so it is never refetched behind them.
 */
function ThreadLoader({ threadId }: { threadId: string }) {
  const query = useQuery({
    queryKey: queryKeys.thread(threadId),
    queryFn: ({ signal }) => getThread(threadId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

  useEffect(() => {
    if (query.isError && !isNotFound(query.error)) {
      console.error(query.error);
      toast.error(GENERIC_ERROR);
    }
  }, [query.isError, query.error]);

  if (query.isError) return <Navigate to="/homepage" replace />;
  if (!query.data) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <title>Simulation en cours – ECOS Academy</title>
        <Spinner size="lg" label="Chargement de la station" className="text-brand-700" />
      </div>
    );
  }
  return <SimulationScreen thread={query.data} />;
}

/** /simulation?thread={id}: without a thread to load, back to the home page. */
export function SimulationPage() {
  const [params] = useSearchParams();
  const threadId = params.get("thread");
  if (!threadId) return <Navigate to="/homepage" replace />;
  // A new thread id (e.g. "Nouvelle station") starts a fresh page.
  return <ThreadLoader key={threadId} threadId={threadId} />;
}
