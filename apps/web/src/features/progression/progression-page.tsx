import { useCurrentUser } from "@/features/auth/session";
import { useStatistics } from "./api/statistics";
import { GoalSynthesisCard } from "./components/goal-synthesis-card";
import { LevelCard } from "./components/level-card";
import { ProgressionBanner } from "./components/progression-banner";
import { StatisticsSection } from "./components/statistics-section";

/**
 * "Progression": the synthesis with the editable goal and the level (from the user), then what the
 * statistics call returns (exploration, best and worst, charts), locked until enough stations.
 */
export function ProgressionPage() {
  const user = useCurrentUser();
  const statistics = useStatistics();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <ProgressionBanner />
      <div className="grid gap-4 lg:grid-cols-2">
        <GoalSynthesisCard user={user} />
        <LevelCard xp={user.xp} />
      </div>
      <StatisticsSection query={statistics} />
    </div>
  );
}
