import type { StatisticsResponse } from "@ecos/contracts";
import { progressionLocked } from "@ecos/contracts/constants";
import type { UseQueryResult } from "@tanstack/react-query";
import { Layers, RefreshCw, Shapes } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { categoryItems, modeItems } from "../lib/statistics-view";
import { BestWorstCard } from "./best-worst-card";
import { ChartsSkeleton } from "./charts-skeleton";
import { ExplorationCard } from "./exploration-card";
import { LockedArea } from "./locked-overlay";

/** Recharts stays in this lazy chunk: never in the landing page's bundle nor in the dashboard's. */
const ProgressionCharts = lazy(() => import("../charts/progression-charts"));

function StatisticsError({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
    >
      <p className="font-medium">
        Impossible de récupérer tes statistiques pour le moment. Vérifie ta connexion puis réessaie.
      </p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {retrying ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
        Réessayer
      </Button>
    </div>
  );
}

function StatisticsContent({ statistics }: { statistics: StatisticsResponse }) {
  const locked = progressionLocked(statistics.total_scenarios);
  return (
    <div className="space-y-4">
      <ExplorationCard statistics={statistics} />
      <LockedArea locked={locked} encountered={statistics.total_scenarios}>
        <div className="space-y-4">
          <div className="grid gap-4 lg:grid-cols-2">
            <BestWorstCard title="Catégories" icon={Shapes} items={categoryItems(statistics)} />
            <BestWorstCard title="Modes d'évaluation" icon={Layers} items={modeItems(statistics)} />
          </div>
          {/* Locked: the charts' library is not even downloaded for what the overlay hides. */}
          {locked ? (
            <ChartsSkeleton loading={false} />
          ) : (
            <Suspense fallback={<ChartsSkeleton />}>
              <ProgressionCharts statistics={statistics} />
            </Suspense>
          )}
        </div>
      </LockedArea>
    </div>
  );
}

/** Everything that comes from GET /simulation/statistics: loading, error with retry, or the data. */
export function StatisticsSection({ query }: { query: UseQueryResult<StatisticsResponse> }) {
  if (query.data) return <StatisticsContent statistics={query.data} />;
  if (query.isError) return <StatisticsError retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return (
    <div className="grid place-items-center rounded-2xl border border-slate-200 bg-white p-10 text-brand-700">
      <Spinner size="lg" label="Chargement des statistiques" />
    </div>
  );
}
