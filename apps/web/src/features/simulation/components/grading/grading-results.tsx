import type { GradeResponse, ThreadState } from "@ecos/contracts";
import { Star } from "lucide-react";
import { type ReactNode, useId } from "react";
import { formatGrade } from "../../lib/format";
import { modeViewFor } from "../../views/modes/registry";
import { CriteriaList } from "./criteria-list";
import { ExamResults } from "./exam-results";
import { GradingActions } from "./grading-actions";

function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The grade out of 20 and the XP earned, then the mode's details and what to do next. */
export function GradingResults({ thread, grade }: { thread: ThreadState; grade: GradeResponse }) {
  const titleId = useId();
  const ModeReport = modeViewFor(thread.scenario.content_type)?.Report;
  return (
    <div className="space-y-4">
      <section
        aria-labelledby={titleId}
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
      >
        <h2 id={titleId} className="text-xl font-bold text-ink">
          Résultats de la station
        </h2>
        <p className="mt-4 flex items-baseline justify-center gap-1 text-brand-800">
          <span className="sr-only">Ta note : </span>
          <span className="text-6xl font-extrabold tabular-nums sm:text-7xl">{formatGrade(grade.digitized_grade)}</span>
          <span className="text-2xl font-bold text-slate-600">/20</span>
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />+{grade.xp_awarded} XP
        </p>
        {grade.xp_awarded === 0 && grade.digitized_grade > 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            Sur un cas déjà noté, seule une meilleure note rapporte de l'XP.
          </p>
        ) : null}
        {thread.diagnosis ? (
          <p className="mt-4 text-sm text-slate-700">
            Diagnostic retenu : <span className="font-semibold text-ink">{thread.diagnosis}</span>
          </p>
        ) : null}
      </section>
      {thread.scenario.content_type === "clinical_exam" ? (
        <ResultCard title="Examens réalisés">
          <ExamResults grade={grade} />
        </ResultCard>
      ) : (
        <>
          <ResultCard title="Synthèse de la station">
            <p className="leading-relaxed whitespace-pre-line text-slate-800">{grade.review}</p>
          </ResultCard>
          {ModeReport ? <ModeReport thread={thread} grade={grade} /> : null}
          <ResultCard title="Critères d'évaluation">
            <CriteriaList criteria={grade.Criterias} />
          </ResultCard>
        </>
      )}
      <GradingActions thread={thread} />
    </div>
  );
}
