import type { GradeResponse } from "@ecos/contracts";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { useId } from "react";

/**
 * Clinical exam verdicts: the relevant exams (done first, with how many were done) and the exams
 * requested that brought nothing to the case, those the grid penalises marked with their cost.
 */
export function ExamResults({ grade }: { grade: GradeResponse }) {
  const name = (examId: string) => grade.exam_names[examId] ?? examId;
  const relevantId = useId();
  const irrelevantId = useId();
  const relevant = [...grade.relevant_exams].sort((a, b) => Number(b.completed) - Number(a.completed));
  const done = relevant.filter((exam) => exam.completed).length;
  const penalized = new Set(grade.penalized_exams ?? []);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby={relevantId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 id={relevantId} className="text-base font-bold text-ink">
            Examens pertinents
          </h4>
          <p className="text-sm text-slate-700 tabular-nums">
            {done} réalisé{done > 1 ? "s" : ""} sur {relevant.length}
          </p>
        </div>
        <ul className="mt-3 space-y-2">
          {relevant.map((exam) => (
            <li key={exam.exam_id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              {exam.completed ? (
                <CircleCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <CircleX className="h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
              )}
              <span className="flex-1 text-sm text-ink">{name(exam.exam_id)}</span>
              <span className={exam.completed ? "text-xs text-emerald-800" : "text-xs font-semibold text-red-800"}>
                {exam.completed ? "Réalisé" : "Non réalisé"}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={irrelevantId}>
        <h4 id={irrelevantId} className="text-base font-bold text-ink">
          Examens non pertinents
        </h4>
        {grade.irrelevant_exams.length > 0 ? (
          <>
            <p className="mt-1 text-sm text-slate-700">Sans intérêt pour ce cas : à ne pas demander.</p>
            <ul className="mt-3 space-y-2">
              {grade.irrelevant_exams.map((examId) => (
                <li
                  key={examId}
                  className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-ink"
                >
                  <CircleAlert className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
                  <span className="flex-1">{name(examId)}</span>
                  {penalized.has(examId) ? (
                    <span className="text-xs font-semibold whitespace-nowrap text-red-800">−0,5 point</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {penalized.size > 0 ? (
              <p className="mt-2 text-xs text-slate-600">
                Les examens que la grille juge non pertinents coûtent un demi-point chacun, trois points au plus.
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-700">Aucun examen inutile : bravo !</p>
        )}
      </section>
    </div>
  );
}
