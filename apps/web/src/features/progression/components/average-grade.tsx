import { formatAverage, plural } from "../lib/format";

/** The average on /20 with one decimal, or a dash and what to do before the first graded station. */
export function AverageGrade({ average, count }: { average: number | null; count: number }) {
  if (average === null) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-600">Moyenne générale</p>
        <p className="text-4xl font-bold text-slate-400">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Pas encore de moyenne</span>
        </p>
        <p className="mt-1 text-sm text-slate-700">Ta moyenne apparaîtra ici dès ta première station corrigée.</p>
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">Moyenne générale</p>
      <p className="font-bold text-ink">
        <span className="text-4xl tabular-nums">{formatAverage(average)}</span>
        <span className="text-lg text-slate-600">/20</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">Sur {plural(count, "station corrigée", "stations corrigées")}</p>
    </div>
  );
}
