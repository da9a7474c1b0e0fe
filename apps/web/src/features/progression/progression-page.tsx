import { PageTitle } from "@/components/page-title";
import { useCurrentUser } from "@/features/auth/session";
import { useStatistics } from "./api/statistics";
import { GoalSynthesisCard } from "./components/goal-synthesis-card";
import { LevelCard } from "./components/level-card";
import { ProgressionBanner } from "./components/progression-banner";
import { StatisticsSection } from "./components/statistics-section";
import { HabitsSection } from "./habits/habits-section";

/**
 * "Progression": the synthesis with the editable goal and the level (from the user), then what the
 * statistics call returns (exploration, best and worst, charts), locked until enough stations; then the
 * anamnesis habits (their own call, never locked: each domain says when it has too few stations).
 */
export function ProgressionPage() {
  const user = useCurrentUser();
  const statistics = useStatistics();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>Progression</PageTitle>
      <ProgressionBanner />
      <div className="grid gap-4 lg:grid-cols-2">
        <GoalSynthesisCard user={user} />
        <LevelCard xp={user.xp} />
      </div>
      <StatisticsSection query={statistics} />
      <HabitsSection />
    </div>
  );
}
