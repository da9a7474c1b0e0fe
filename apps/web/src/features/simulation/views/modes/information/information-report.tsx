import type { InformationReport } from "@ecos/contracts";
import { Check, Clock, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import type { ModeReportProps } from "../types";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-4 first:mt-0">
      <h4 id={titleId} className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const badge = "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold";

function Steps({ report }: { report: InformationReport }) {
  return (
    <ol aria-label="Étapes de l'annonce" className="space-y-2">
      {report.steps.map((step) => (
        <li
          key={step.id}
          className={cn(
            "rounded-lg border px-3 py-2",
            step.covered ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50",
          )}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-ink">
              {step.covered ? (
                <Check className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <X className="h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
              )}
              {step.label}
            </span>
            <span className="flex flex-wrap gap-1">
              {step.covered ? (
                <span className={cn(badge, "bg-slate-100 text-slate-700")}>
                  {step.quote === null ? "Après le message" : "Message"} {step.message_number}
                </span>
              ) : (
                <span className={cn(badge, "bg-red-50 text-red-800")}>Non abordé</span>
              )}
              {step.out_of_order ? (
                <span className={cn(badge, "bg-amber-50 text-amber-900")}>
                  <Clock className="h-3 w-3" aria-hidden="true" />
                  Après l'annonce
                </span>
              ) : null}
            </span>
          </div>
          {step.quote ? <p className="mt-1 text-sm break-words text-slate-700">« {step.quote} »</p> : null}
        </li>
      ))}
    </ol>
  );
}

function Questions({ report }: { report: InformationReport }) {
  return (
    <ul aria-label="Questions du patient" className="space-y-2">
      {report.questions.map((question) => {
        const status = question.answered ? "Répondu" : question.asked ? "Sans réponse" : "Non posée";
        return (
          <li key={question.id} className="rounded-lg border border-slate-200 px-3 py-2">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="min-w-0 text-sm font-semibold break-words text-ink">« {question.question} »</span>
              <span
                className={cn(
                  badge,
                  question.answered
                    ? "bg-emerald-50 text-emerald-800"
                    : question.asked
                      ? "bg-red-50 text-red-800"
                      : "bg-slate-100 text-slate-700",
                )}
              >
                {status}
              </span>
            </div>
            {question.answer ? (
              <p className="mt-1 text-sm break-words text-slate-700">Ta réponse : « {question.answer} »</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Jargon({ report }: { report: InformationReport }) {
  if (report.jargon.length === 0) {
    return <p className="text-sm text-slate-700">Aucun terme technique employé : bravo.</p>;
  }
  return (
    <ul aria-label="Termes techniques employés" className="flex flex-wrap gap-2">
      {report.jargon.map((use) => (
        <li
          key={use.term}
          className={cn(
            badge,
            "text-sm",
            use.explained ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900",
          )}
        >
          « {use.words} » — {use.explained ? "expliqué" : "non expliqué"}
        </li>
      ))}
    </ul>
  );
}

/** The grade page's account of the announcement: its steps in order, the patient's questions, the jargon. */
export function InformationReportView({ grade }: ModeReportProps) {
  const titleId = useId();
  const report = grade.mode_report;
  if (report?.mode !== "information") return null;
  const data = report as InformationReport;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        Déroulé de l'annonce
      </h3>
      <div className="mt-3">
        <Section title="Étapes, dans l'ordre où tu les as abordées">
          <Steps report={data} />
        </Section>
        <Section title="Questions du patient">
          <Questions report={data} />
        </Section>
        <Section title="Termes techniques">
          <Jargon report={data} />
        </Section>
        <Section title="Le patient">
          <p className="text-sm text-slate-700">
            Émotions traversées : {data.emotions.map((emotion) => emotion.label).join(" → ")}.{" "}
            {data.silences.count === 0
              ? "Aucun silence laissé."
              : `${data.silences.count} silence${data.silences.count > 1 ? "s" : ""} laissé${data.silences.count > 1 ? "s" : ""}${data.silences.after_announcement ? ", dont un juste après l'annonce" : ""}.`}
          </p>
        </Section>
      </div>
    </section>
  );
}
