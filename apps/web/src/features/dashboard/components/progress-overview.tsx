import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useCurrentUser } from "@/features/auth/session";
import { LevelCard } from "@/features/progression";
import { StreakCard } from "./streak-card";
import { SynthesisSummaryCard } from "./synthesis-summary-card";

/** "Ma progression": synthesis, level and experience, weekly streak, and the way to the details. */
export function ProgressOverview() {
  const user = useCurrentUser();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          Ma progression
        </h2>
        <Link
          to="/homepage/progression"
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50"
        >
          Voir le détail
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SynthesisSummaryCard user={user} />
        <LevelCard xp={user.xp} headingLevel={3} />
        <StreakCard streaks={user.statistics.Streaks} />
      </div>
    </section>
  );
}
