import type { User } from "@ecos/contracts";
import { Target } from "lucide-react";
import { AverageGrade, ReadinessVerdict, StatCard } from "@/features/progression";

/** The dashboard's "Synthèse": the average and the verdict against the goal (edited on progression). */
export function SynthesisSummaryCard({ user }: { user: User }) {
  const { avg_grade: average, count } = user.statistics.Simulations;
  return (
    <StatCard title="Synthèse" icon={Target} headingLevel={3}>
      <div className="space-y-4">
        <AverageGrade average={average} count={count} />
        <ReadinessVerdict average={average} target={user.target_grade} />
      </div>
    </StatCard>
  );
}
