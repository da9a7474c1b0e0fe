import type { CircuitReport } from "@ecos/contracts";
import { lazy, Suspense, useId } from "react";
import { plural } from "@/lib/format";
import { formatDay, formatMean } from "../lib/circuit-view";

const CircuitMeansChart = lazy(() => import("./circuit-means-chart"));

/**
 * "Tes circuits": the distribution of the student's circuit means, drawn (hidden from assistive
 * technology) and as a table of values.
 */
export function MeansFigure({ report, circuitId }: { report: CircuitReport; circuitId: string }) {
  const titleId = useId();
  const captionId = useId();
  const count = report.history.length;
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={captionId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Tes circuits
      </h2>
      <div aria-hidden="true" className="mt-3 h-[220px] w-full">
        <Suspense fallback={null}>
          <CircuitMeansChart report={report} circuitId={circuitId} />
        </Suspense>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-slate-700">
        {plural(count, "circuit terminé", "circuits terminés")}, du plus ancien au plus récent ; celui-ci en vert foncé.
        La ligne pointillée marque 10/20.
      </figcaption>
      <table className="sr-only">
        <caption>Moyennes de tes circuits</caption>
        <thead>
          <tr>
            <th scope="col">Circuit</th>
            <th scope="col">Terminé le</th>
            <th scope="col">Moyenne</th>
          </tr>
        </thead>
        <tbody>
          {report.history.map((point, index) => (
            <tr key={point.id} aria-current={point.id === circuitId ? "true" : undefined}>
              <th scope="row">Circuit {index + 1}</th>
              <td>{formatDay(point.finished_at)}</td>
              <td>{formatMean(point.mean)}/20</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
