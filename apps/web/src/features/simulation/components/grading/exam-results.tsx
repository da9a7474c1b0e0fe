import type { GradeResponse } from "@ecos/contracts";
import { CircleCheck, CircleX } from "lucide-react";
import { useId } from "react";

/** Clinical exam grading: the relevant exams (done first) and the irrelevant ones requested. */
export function ExamResults({ grade }: { grade: GradeResponse }) {
  const name = (examId: string) => grade.exam_names[examId] ?? examId;
  const relevantId = useId();
  const irrelevantId = useId();
  const relevant = [...grade.relevant_exams].sort((a, b) => Number(b.completed) - Number(a.completed));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby={relevantId}>
        <h4 id={relevantId} className="text-lg font-bold text-ink">
          Examens pertinents
        </h4>
        <ul className="mt-3 space-y-2">
          {relevant.map((exam) => (
            <li key={exam.exam_id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              {exam.completed ? (
                <CircleCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <CircleX className="h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
              )}
              <span className="flex-1 text-sm text-ink">{name(exam.exam_id)}</span>
              <span className={exam.completed ? "text-xs text-emerald-800" : "text-xs text-red-800"}>
                {exam.completed ? "Réalisé" : "Non réalisé"}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={irrelevantId}>
        <h4 id={irrelevantId} className="text-lg font-bold text-ink">
          Examens non pertinents
        </h4>
        {grade.irrelevant_exams.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {grade.irrelevant_exams.map((examId) => (
              <li key={examId} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-ink">
                {name(examId)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">Aucun examen inutile : bravo !</p>
        )}
      </section>
    </div>
  );
}
