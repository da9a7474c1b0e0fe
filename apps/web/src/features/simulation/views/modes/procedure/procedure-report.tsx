import type { ProcedureReport, ProcedureReportMaterial, ProcedureReportStep } from "@ecos/contracts";
import { ArrowUpDown, Check, CircleAlert, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import type { ModeReportProps } from "../types";

const STEP_STATUS: Record<ProcedureReportStep["status"], { label: string; tone: "brand" | "amber" | "violet" }> = {
  right: { label: "Bien placée", tone: "brand" },
  misplaced: { label: "Mal placée", tone: "violet" },
  distractor: { label: "À ne pas faire", tone: "amber" },
};
const STEP_ICON = { right: Check, misplaced: ArrowUpDown, distractor: X } as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h4 id={id} className="text-base font-bold text-ink">
        {title}
      </h4>
      {children}
    </section>
  );
}

function MaterialList({ title, items, empty }: { title: string; items: ProcedureReportMaterial[]; empty: string }) {
  return (
    <Block title={title}>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1.5">
          {items.map((item) => (
            <li key={item.id} className="text-sm break-words text-ink">
              {item.name}
              {item.why ? <span className="block text-slate-700">{item.why}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

/** The grade page's account of the gesture: the student's order beside the expected one, and the tray. */
export function ProcedureReportCard({ grade }: ModeReportProps) {
  const titleId = useId();
  const report = grade.mode_report?.mode === "procedure" ? (grade.mode_report as ProcedureReport) : null;
  if (!report) return null;
  const byStatus = (status: ProcedureReportMaterial["status"]) => report.materials.filter((m) => m.status === status);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        Procédure : {report.procedure}
      </h3>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <Block title="Ton ordre">
          {report.student_steps.length === 0 ? (
            <p className="mt-2 flex gap-2 text-sm text-slate-700">
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
              Tu n'as validé aucun ordre d'étapes.
            </p>
          ) : (
            <ol className="mt-3 space-y-2">
              {report.student_steps.map((step, index) => {
                const status = STEP_STATUS[step.status];
                const Icon = STEP_ICON[step.status];
                return (
                  <li
                    key={step.id}
                    className={
                      step.status === "right"
                        ? "rounded-lg border border-slate-200 px-3 py-2"
                        : "rounded-lg border border-amber-200 bg-amber-50 px-3 py-2"
                    }
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <span className="min-w-0 flex-1 text-sm break-words text-ink">
                        <span className="font-semibold">{index + 1}.</span> {step.text}
                      </span>
                      <Badge tone={status.tone}>
                        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                        {status.label}
                      </Badge>
                    </div>
                    {step.why ? <p className="mt-1 text-sm text-slate-800">{step.why}</p> : null}
                  </li>
                );
              })}
            </ol>
          )}
        </Block>
        <Block title="Ordre attendu">
          <ol className="mt-3 space-y-2">
            {report.expected_steps.map((step, index) => (
              <li key={step.id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="min-w-0 flex-1 text-sm break-words text-ink">
                    <span className="font-semibold">{index + 1}.</span> {step.text}
                  </span>
                  {step.student_position === null ? (
                    <Badge tone="amber">Oubliée</Badge>
                  ) : (
                    <Badge tone="slate">Ta position : {step.student_position}</Badge>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </Block>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {report.materials_chosen ? (
          <>
            <MaterialList title="Matériel bien choisi" items={byStatus("right")} empty="Aucun." />
            <MaterialList title="Matériel oublié" items={byStatus("missing")} empty="Rien d'oublié." />
            <MaterialList title="Inutile ou inadapté" items={byStatus("unnecessary")} empty="Aucun élément inutile." />
          </>
        ) : (
          <p className="text-sm text-slate-700 md:col-span-3">Tu n'as validé aucun matériel.</p>
        )}
      </div>
    </section>
  );
}
