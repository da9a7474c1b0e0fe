import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toStationView, useStationLauncher } from "@/features/stations";
import { useWeeklyChallenge } from "./api/challenges-api";
import { BadgesCard } from "./components/badges-card";
import { ChallengeBanner } from "./components/challenge-banner";
import { ChallengeProgress } from "./components/challenge-progress";
import { ChallengeStationCard } from "./components/challenge-station-card";
import { useNow } from "./lib/use-now";

/**
 * « Défis »: the week's three stations (the same for every student), which ones the student graded
 * this week, the time left, the badge once all three are done, and every badge earned.
 */
export function ChallengesPage() {
  const challenge = useWeeklyChallenge();
  const { openStation } = useStationLauncher();
  const now = useNow();

  if (challenge.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Chargement du défi de la semaine" />
      </div>
    );
  }
  if (challenge.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-ink">Défi de la semaine</h1>
        <p role="alert" className="text-slate-700">
          Impossible de charger le défi de la semaine.
        </p>
        <Button variant="secondary" onClick={() => void challenge.refetch()} loading={challenge.isFetching}>
          Réessayer
        </Button>
      </div>
    );
  }

  const data = challenge.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <ChallengeBanner challenge={data} now={now} />
      <ChallengeProgress challenge={data} />
      <section aria-labelledby="challenge-stations-title" className="space-y-4">
        <h2 id="challenge-stations-title" className="text-xl font-bold text-ink">
          Les trois stations de la semaine
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {data.stations.map((station) => (
            <li key={station.scenario.id}>
              <ChallengeStationCard
                station={station}
                view={toStationView(station.scenario, now)}
                onLaunch={() => openStation(station.scenario)}
              />
            </li>
          ))}
        </ul>
      </section>
      <BadgesCard badges={data.badges} />
    </div>
  );
}
