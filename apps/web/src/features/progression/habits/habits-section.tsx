import { HABIT_MIN_STATIONS, HABIT_TREND_MIN_STATIONS } from "@ecos/contracts/constants";
import { ListChecks, RefreshCw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "../components/stat-card";
import { HabitRow, PendingHabitRow } from "./habit-row";
import { useHabits } from "./habits-api";
import { type HabitGroups, habitGroups, NOT_ENOUGH_STATIONS } from "./habits-view";

export const HABITS_TITLE = "Tes habitudes d'anamnèse";

function HabitLists({ groups }: { groups: HabitGroups }) {
  const pendingId = useId();
  return (
    <>
      <p className="text-sm text-slate-700">
        Pour chaque domaine que les grilles évaluent, la part de tes stations corrigées où tu l'as abordé quand il
        comptait, les plus fragiles d'abord. La tendance compare tes dernières stations aux précédentes, dès{" "}
        {HABIT_TREND_MIN_STATIONS}
        {"\u00a0"}stations.
      </p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {groups.measured.map((habit) => (
          <HabitRow key={habit.domain} habit={habit} />
        ))}
      </ul>
      {groups.pending.length > 0 ? (
        <>
          <h3 id={pendingId} className="mt-6 font-semibold text-ink">
            {NOT_ENOUGH_STATIONS}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Ces domaines apparaîtront dès {HABIT_MIN_STATIONS} stations corrigées qui les évaluent.
          </p>
          <ul aria-labelledby={pendingId} className="mt-3 grid gap-2 lg:grid-cols-2">
            {groups.pending.map((habit) => (
              <PendingHabitRow key={habit.domain} habit={habit} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function HabitsBody() {
  const query = useHabits();
  if (query.data) {
    const groups = habitGroups(query.data);
    if (groups.measured.length === 0) {
      return (
        <p className="text-slate-700">
          {NOT_ENOUGH_STATIONS}
          {"\u00a0"}: tes habitudes apparaîtront quand {HABIT_MIN_STATIONS} de tes stations corrigées auront évalué un
          même domaine.
        </p>
      );
    }
    return <HabitLists groups={groups} />;
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-red-900">
        <p className="font-medium">Impossible de récupérer tes habitudes pour le moment. Réessaie dans un instant.</p>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <div className="grid place-items-center p-6 text-brand-700">
      <Spinner size="lg" label="Chargement de tes habitudes" />
    </div>
  );
}

/** « Tes habitudes d'anamnèse »: what the student covers or forgets, domain by domain (issue 15). */
export function HabitsSection() {
  return (
    <StatCard title={HABITS_TITLE} icon={ListChecks}>
      <HabitsBody />
    </StatCard>
  );
}
