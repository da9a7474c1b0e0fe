import type { EducationReport as Report } from "@ecos/contracts";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import type { ModeReportProps } from "../types";

const KIND_LABELS = { belief: "Croyance", barrier: "Obstacle" } as const;

function Step({ done, children }: { done: boolean; children: string }) {
  const Icon = done ? CircleCheck : CircleX;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-800">
      <Icon className={`h-4 w-4 ${done ? "text-brand-700" : "text-red-700"}`} aria-hidden="true" />
      {children}
    </span>
  );
}

function Quote({ children }: { children: string }) {
  return <q className="block text-sm break-words text-slate-700 italic">{children}</q>;
}

/** The grade page's account of the session: each belief and barrier, the teach-back, open questions, jargon and monologues. */
export function EducationReport({ grade }: ModeReportProps) {
  const titleId = useId();
  const itemsId = useId();
  const teachId = useId();
  const warnId = useId();
  const report = grade.mode_report?.mode === "education" ? (grade.mode_report as Report) : null;
  if (!report) return null;
  const unexplained = report.jargon.filter((j) => !j.explained);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        Éducation thérapeutique
      </h3>
      <p className="mt-1 text-sm text-slate-700">{report.topic}</p>
      <section aria-labelledby={itemsId} className="mt-4">
        <h4 id={itemsId} className="text-base font-bold text-ink">
          Croyances et obstacles
        </h4>
        <ul className="mt-3 space-y-3">
          {report.items.map((item) => (
            <li key={item.id} className="space-y-1.5 rounded-lg border border-slate-200 px-3 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={item.kind === "belief" ? "violet" : "amber"}>{KIND_LABELS[item.kind]}</Badge>
                <span className="min-w-0 flex-1 text-sm font-semibold break-words text-ink">{item.label}</span>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                <Step done={item.uncovered_by !== null}>{item.uncovered_by ? "Exploré" : "Non exploré"}</Step>
                <Step done={item.addressed_by !== null}>{item.addressed_by ? "Traité" : "Non traité"}</Step>
              </div>
              {item.uncovered_by ? <Quote>{item.uncovered_by}</Quote> : null}
              {item.addressed_by ? <Quote>{item.addressed_by}</Quote> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={teachId} className="mt-5">
        <h4 id={teachId} className="text-base font-bold text-ink">
          Reformulation et questions
        </h4>
        <div className="mt-2 space-y-2 text-sm text-slate-800">
          <Step done={report.teach_back.complete}>
            {!report.teach_back.requested
              ? "Reformulation jamais demandée"
              : report.teach_back.complete
                ? "Reformulation complète"
                : "Reformulation incomplète"}
          </Step>
          {report.teach_back.quote ? <Quote>{report.teach_back.quote}</Quote> : null}
          {report.teach_back.requested && report.teach_back.missing.length > 0 ? (
            <p>Pas expliqué avant la demande : {report.teach_back.missing.join(" ; ")}.</p>
          ) : null}
          <p>
            <span className="font-semibold text-ink">Questions ouvertes : </span>
            {report.open_questions.count}
          </p>
        </div>
      </section>
      {unexplained.length > 0 || report.lectures.length > 0 ? (
        <section
          aria-labelledby={warnId}
          className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          <h4 id={warnId} className="flex items-center gap-2 text-base font-bold">
            <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            Jargon et monologues
          </h4>
          <ul className="mt-2 space-y-2 text-sm">
            {unexplained.map((entry) => (
              <li key={entry.term}>
                <span className="font-semibold">« {entry.term} »</span> non expliqué :{" "}
                <q className="break-words italic">{entry.quote}</q>
              </li>
            ))}
            {report.lectures.map((lecture) => (
              <li key={lecture.quote}>
                <span className="font-semibold">Monologue de {lecture.words} mots</span> :{" "}
                <q className="break-words italic">{lecture.quote}</q>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.documents.length > 0 ? (
        <p className="mt-4 text-sm text-slate-800">
          <span className="font-semibold text-ink">Documents remis : </span>
          {report.documents.map((d) => `${d.title}${d.relevant ? "" : " (sans rapport)"}`).join(" ; ")}
        </p>
      ) : null}
    </section>
  );
}
