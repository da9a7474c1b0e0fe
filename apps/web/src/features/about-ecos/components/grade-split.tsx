import { cn } from "@/lib/cn";

const PARTS = [
  { share: 30, label: "ECOS", detail: "les stations cliniques chronométrées", tone: "bg-brand-700 text-white" },
  { share: 60, label: "Épreuves écrites", detail: "les épreuves écrites nationales", tone: "bg-slate-300 text-ink" },
  { share: 10, label: "Parcours", detail: "l'évaluation du parcours de formation", tone: "bg-amber-300 text-ink" },
] as const;

/** The final mark split 30 / 60 / 10: a proportional bar (decorative) and the same figures as a list. */
export function GradeSplit() {
  return (
    <div className="space-y-4">
      <div aria-hidden="true" className="flex h-10 overflow-hidden rounded-xl ring-1 ring-slate-200">
        {PARTS.map((part) => (
          <div
            key={part.label}
            style={{ width: `${part.share}%` }}
            className={cn("grid place-items-center text-xs font-bold whitespace-nowrap sm:text-sm", part.tone)}
          >
            {/* A narrow part keeps its figure for the legend on a phone. */}
            <span className={part.share < 15 ? "hidden sm:inline" : undefined}>{part.share} %</span>
          </div>
        ))}
      </div>
      <ul aria-label="Répartition de la note finale" className="grid gap-3 sm:grid-cols-3">
        {PARTS.map((part) => (
          <li key={part.label} className="flex items-start gap-3">
            <span aria-hidden="true" className={cn("mt-1 h-4 w-4 shrink-0 rounded", part.tone)} />
            <span>
              <span className="block font-semibold text-ink">
                {part.label} : {part.share} %
              </span>{" "}
              <span className="block text-sm text-slate-600">{part.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
