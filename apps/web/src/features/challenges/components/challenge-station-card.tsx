import type { ChallengeStation } from "@ecos/contracts";
import { CheckCircle2, Circle, Play, RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CategoryBadge, formatGrade, ModeIcon, type StationView } from "@/features/stations";

/** One station of the challenge: the case, whether it was graded this week, and its launch button. */
export function ChallengeStationCard({
  station,
  view,
  onLaunch,
}: {
  station: ChallengeStation;
  view: StationView;
  onLaunch(): void;
}) {
  const titleId = useId();
  const statusId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={
        station.done
          ? "flex h-full flex-col gap-3 rounded-2xl border border-emerald-300 bg-emerald-50/40 p-4 shadow-sm sm:p-5"
          : "flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Station {view.number}</p>
        <CategoryBadge category={view.category} />
      </div>
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {view.patientName}
      </h3>
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <ModeIcon mode={view.evaluationMode} size="sm" />
        {view.evaluationMode.name}
      </p>
      <p className="text-sm text-slate-700">{view.situation}</p>
      <p id={statusId} className="mt-auto flex items-center gap-2 text-sm font-semibold">
        {station.done ? (
          <>
            <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span className="text-emerald-800">
              Faite cette semaine{station.grade !== null ? ` : ${formatGrade(station.grade)}` : ""}
            </span>
          </>
        ) : (
          <>
            <Circle className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="text-slate-700">À faire cette semaine</span>
          </>
        )}
      </p>
      <Button
        variant={station.done ? "secondary" : "primary"}
        className="w-full"
        aria-describedby={`${titleId} ${statusId}`}
        onClick={onLaunch}
      >
        {station.done ? (
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Play className="h-4 w-4" aria-hidden="true" />
        )}
        {station.done ? "Refaire la station" : "Lancer la simulation"}
      </Button>
    </article>
  );
}
