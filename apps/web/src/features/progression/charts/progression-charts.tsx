import type { StatisticsResponse } from "@ecos/contracts";
import { categoryHalves } from "../lib/statistics-view";
import { CategoriesBars } from "./categories-bars";
import { ModesRadar } from "./modes-radar";
import { MonthlyChart } from "./monthly-chart";

/**
 * The four charts of the progression screen. Loaded with React.lazy: this module is the only one
 * that imports Recharts.
 */
export default function ProgressionCharts({ statistics }: { statistics: StatisticsResponse }) {
  const [firstHalf, secondHalf] = categoryHalves(statistics);
  return (
    <section aria-labelledby="progression-charts-title" className="space-y-4">
      <h2 id="progression-charts-title" className="text-xl font-bold text-ink">
        Évolution et répartition
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <MonthlyChart statistics={statistics} />
        <ModesRadar statistics={statistics} />
        <CategoriesBars title="Moyenne par catégorie (1/2)" items={firstHalf} />
        <CategoriesBars title="Moyenne par catégorie (2/2)" items={secondHalf} />
      </div>
    </section>
  );
}
