import type { DiagnosticTestStatus, DiagnosticReport as Report } from "@ecos/contracts";
import { CircleX, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import type { ModeReportProps } from "../types";
import { clock, STATUS_LABELS } from "./format";

const TONES: Record<DiagnosticTestStatus, "brand" | "violet" | "slate" | "amber"> = {
  "first-line": "brand",
  "second-line": "violet",
  accepted: "slate",
  irrelevant: "amber",
};

/** The grade page's account of the strategy: every test ordered in order, the needed ones missed, the cost. */
export function DiagnosticReport({ grade }: ModeReportProps) {
  const titleId = useId();
  const orderedId = useId();
  const missedId = useId();
  const report = grade.mode_report?.mode === "diagnostic" ? (grade.mode_report as Report) : null;
  if (!report) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        Examens complémentaires
      </h3>
      {report.shotgun ? (
        <p className="mt-3 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Tu as demandé une grande partie du catalogue : aucun critère portant sur les examens n'a été pris en compte.
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby={orderedId}>
          <h4 id={orderedId} className="text-base font-bold text-ink">
            Examens demandés, dans l'ordre
          </h4>
          {report.ordered.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Aucun examen demandé.</p>
          ) : (
            <ol className="mt-3 space-y-2">
              {report.ordered.map((entry, index) => (
                <li
                  key={entry.test_id}
                  className={
                    entry.status === "irrelevant"
                      ? "rounded-lg border border-amber-200 bg-amber-50 px-3 py-2"
                      : "rounded-lg border border-slate-200 px-3 py-2"
                  }
                >
                  <div className="flex flex-col items-start gap-1">
                    <span className="min-w-0 text-sm break-words text-ink">
                      <span className="font-semibold">{index + 1}.</span> {entry.name}
                      <span className="whitespace-nowrap text-slate-600"> · {clock(entry.at_seconds)}</span>
                    </span>
                    <Badge tone={TONES[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>
                  </div>
                  {entry.note ? <p className="mt-1 text-sm text-slate-800">{entry.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby={missedId}>
          <h4 id={missedId} className="text-base font-bold text-ink">
            Examens attendus non demandés
          </h4>
          {report.missed.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Aucun : tous les examens utiles ont été demandés.</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {report.missed.map((entry) => (
                <li
                  key={entry.test_id}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2"
                >
                  <CircleX className="h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
                  <span className="min-w-0 flex-1 text-sm break-words text-ink">{entry.name}</span>
                  <span className="text-xs text-slate-700">{STATUS_LABELS[entry.status]}</span>
                </li>
              ))}
            </ul>
          )}
          {report.penalty > 0 ? (
            <p className="mt-4 text-sm font-semibold text-amber-900">
              Examens non pertinents : −{String(report.penalty).replace(".", ",")} point{report.penalty > 1 ? "s" : ""}
            </p>
          ) : null}
        </section>
      </div>
    </section>
  );
}
