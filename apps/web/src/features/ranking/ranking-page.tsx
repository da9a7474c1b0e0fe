import type { RankingPeriod } from "@ecos/contracts";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { PageBanner } from "@/components/page-banner";
import { Button } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/session";
import { useRanking } from "./api/ranking-api";
import { MyRankCard } from "./components/my-rank-card";
import { ParticipationCard } from "./components/participation-card";
import { RankingTable } from "./components/ranking-table";
import { PERIOD_OPTIONS } from "./lib/ranking-format";

function RankingBanner() {
  return (
    <PageBanner icon={Trophy} title="Classement" accent="amber">
      <p>
        L'XP gagnée sur les stations notées de la semaine ou du mois, entre les étudiants qui ont choisi d'y apparaître
        sous un pseudonyme.
      </p>
    </PageBanner>
  );
}

/**
 * « Classement »: opt-in, by pseudonym, on the XP of the week or of the month. The student always
 * sees their own place, even outside the ranking (then nobody else does).
 */
export function RankingPage() {
  const user = useCurrentUser();
  const [period, setPeriod] = useState<RankingPeriod>("week");
  const ranking = useRanking(period);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <RankingBanner />
      <ChoiceGroup<RankingPeriod>
        legend="Période"
        name="ranking-period"
        options={PERIOD_OPTIONS}
        value={period}
        onChange={setPeriod}
      />
      {ranking.isPending ? (
        <div className="grid min-h-[30vh] place-items-center">
          <Spinner label="Chargement du classement" />
        </div>
      ) : ranking.isError ? (
        <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p role="alert" className="text-slate-700">
            Impossible de charger le classement.
          </p>
          <Button variant="secondary" onClick={() => void ranking.refetch()} loading={ranking.isFetching}>
            Réessayer
          </Button>
        </div>
      ) : (
        <div
          aria-busy={ranking.isPlaceholderData || undefined}
          className={ranking.isPlaceholderData ? "space-y-6 opacity-60 transition-opacity" : "space-y-6"}
        >
          <div className="grid gap-4 lg:grid-cols-2">
            <MyRankCard ranking={ranking.data} />
            <ParticipationCard
              key={`${ranking.data.me.participation.opt_in}-${ranking.data.me.participation.pseudonym}`}
              participation={ranking.data.me.participation}
              user={user}
            />
          </div>
          <RankingTable ranking={ranking.data} />
        </div>
      )}
    </div>
  );
}
