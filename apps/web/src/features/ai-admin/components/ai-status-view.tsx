import { LoadErrorAlert } from "@/components/load-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useAiCheckNow, useAiStatus } from "../api/ai-status-api";
import { AiEngineCard } from "./ai-engine-card";
import { AiUsageSummary } from "./ai-usage-summary";
import { RecentRepliesCard, TopStudentsCard } from "./ai-usage-tables";

/**
 * The AI page's content: the engine card, then (with a model, or once a model has been used) today's
 * figures, the students who spent the most and the latest replies. Loading and error states as the
 * other admin screens.
 */
export function AiStatusView() {
  const status = useAiStatus();
  const checkNow = useAiCheckNow();
  const data = status.data;
  const usage = data && (data.engine === "llm" || data.today.calls > 0 || data.recent.length > 0);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <header className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Intelligence artificielle</h1>
        <p className="mt-1 text-slate-600">Qui répond aux étudiants, si le modèle répond, et ce qu'il consomme.</p>
      </header>
      {data ? (
        <>
          <AiEngineCard status={data} checking={checkNow.isPending} onCheck={() => checkNow.mutate()} />
          {usage ? (
            <>
              <AiUsageSummary status={data} />
              <TopStudentsCard users={data.top_users} />
              <RecentRepliesCard replies={data.recent} />
            </>
          ) : null}
        </>
      ) : status.isError ? (
        <LoadErrorAlert
          message="Impossible de récupérer l'état de l'IA"
          retrying={status.isFetching}
          onRetry={() => status.refetch()}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Chargement de l'état de l'IA" size="lg" className="text-brand-700" />
        </div>
      )}
    </div>
  );
}
