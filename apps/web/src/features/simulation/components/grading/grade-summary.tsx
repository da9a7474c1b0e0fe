import type { GradeResponse } from "@ecos/contracts";
import { currentLevel } from "@ecos/contracts/constants";
import { PartyPopper, Star, Trophy } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { formatGrade } from "../../lib/format";
import { gradeBand, levelReached, newRecord } from "./grade-insights";

/** One line of facts under the mark ("Diagnostic retenu : …"). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <dt className="inline text-slate-700">{label} : </dt>
      <dd className="inline font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** The moments worth celebrating: a level reached, a new best grade on this station. */
function Moments({ grade }: { grade: GradeResponse }) {
  const level = levelReached(grade);
  const record = newRecord(grade);
  if (!level && !record) return null;
  return (
    <div className="mt-4 grid gap-2 sm:grid-cols-2">
      {level ? (
        <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
          <PartyPopper className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <p className="font-bold text-ink">Niveau atteint : {level.title}</p>
            <p className="text-sm text-slate-700">Tu passes au niveau {level.level}. Bravo, continue comme ça !</p>
          </div>
        </div>
      ) : null}
      {record ? (
        <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200">
          <Trophy className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="font-bold text-ink">
            Nouveau record sur cette station : {formatGrade(record.best)}/20{" "}
            <span className="font-normal text-slate-700">(avant : {formatGrade(record.before)}/20)</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The top of the grade page: the mark coloured by band and the band said in words, the XP and level,
 * the moments, then rows of facts given by the page (the diagnosis…).
 */
export function GradeSummary({ grade, children }: { grade: GradeResponse; children?: ReactNode }) {
  const titleId = useId();
  const band = gradeBand(grade.digitized_grade);
  const level = currentLevel(Math.max(0, grade.user_xp));
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Résultats de la station
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p className={cn("flex items-baseline gap-1", band.markClass)} data-band={band.id}>
          <span className="sr-only">Ta note : </span>
          <span className="text-6xl font-extrabold tabular-nums">{formatGrade(grade.digitized_grade)}</span>
          <span className="text-2xl font-bold text-slate-600">/20</span>
        </p>
        <div className="flex flex-col items-start gap-2">
          <p className={cn("rounded-full px-3 py-1 text-sm font-bold ring-1", band.pillClass)}>
            <span className="sr-only">Appréciation : </span>
            {band.label}
          </p>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />+{grade.xp_awarded} XP
          </p>
        </div>
        <dl className="min-w-0 flex-1 basis-56 space-y-1">
          <SummaryRow label="Niveau">
            {level.level} · {level.title}
          </SummaryRow>
          {children}
        </dl>
      </div>
      {grade.xp_awarded === 0 && grade.digitized_grade > 0 ? (
        <p className="mt-3 text-sm text-slate-700">Sur un cas déjà noté, seule une meilleure note rapporte de l'XP.</p>
      ) : null}
      <Moments grade={grade} />
    </section>
  );
}
