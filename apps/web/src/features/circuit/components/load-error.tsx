import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A failed load: what happened and a retry (never sample data). */
export function LoadError({ message, onRetry, busy }: { message: string; onRetry(): void; busy: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry} loading={busy} loadingLabel="Chargement">
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Réessayer
      </Button>
    </div>
  );
}

/** What a circuit page shows before its data: the failed load with its retry, or a spinner. */
export function LoadingOrError({
  query,
  errorMessage,
  loadingLabel,
}: {
  query: { isError: boolean; isFetching: boolean; refetch(): unknown };
  errorMessage: string;
  loadingLabel: string;
}) {
  if (query.isError && !query.isFetching) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  }
  return (
    <div className="flex justify-center py-10">
      <Spinner size="lg" label={loadingLabel} className="text-brand-700" />
    </div>
  );
}
