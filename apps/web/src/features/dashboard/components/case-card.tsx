import { Play } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CategoryBadge, formatGrade, formatLastTryWhen, ModeIcon, type StationView } from "@/features/stations";

/** One clinical case of the home list: patient, number, mode, category, situation, last grade. */
export function CaseCard({ station, onLaunch }: { station: StationView; onLaunch(): void }) {
  const titleId = useId();
  const { lastTry, evaluationMode } = station;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Station {station.number}</p>
        <CategoryBadge category={station.category} />
      </div>
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {station.patientName}
      </h3>
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <ModeIcon mode={evaluationMode} size="sm" />
        {evaluationMode.name}
      </p>
      <p className="text-sm text-slate-700">{station.situation}</p>
      <p className="mt-auto text-sm text-slate-700">
        {lastTry ? (
          <>
            Dernière note : <span className="font-semibold text-ink">{formatGrade(lastTry.grade)}</span>{" "}
            <span className="text-slate-600">({formatLastTryWhen(lastTry)})</span>
          </>
        ) : (
          <span className="font-medium text-slate-600">Pas encore simulé</span>
        )}
      </p>
      <Button variant="secondary" className="w-full" aria-describedby={titleId} onClick={onLaunch}>
        <Play className="h-4 w-4" aria-hidden="true" />
        Lancer la simulation
      </Button>
    </article>
  );
}
