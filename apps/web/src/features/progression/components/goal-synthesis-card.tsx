import type { User } from "@ecos/contracts";
import { Target } from "lucide-react";
import { AverageGrade } from "./average-grade";
import { GoalEditor } from "./goal-editor";
import { ReadinessVerdict } from "./readiness-verdict";
import { StatCard } from "./stat-card";

/** The progression screen's "Synthèse": average, editable goal, verdict. */
export function GoalSynthesisCard({ user }: { user: User }) {
  const { avg_grade: average, count } = user.statistics.Simulations;
  return (
    <StatCard title="Synthèse" icon={Target}>
      <div className="space-y-4">
        <AverageGrade average={average} count={count} />
        <GoalEditor target={user.target_grade} />
        <ReadinessVerdict average={average} target={user.target_grade} />
      </div>
    </StatCard>
  );
}
