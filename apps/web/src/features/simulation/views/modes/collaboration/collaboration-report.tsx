import type { CollaborationReport } from "@ecos/contracts";
import { CheckCircle2, XCircle } from "lucide-react";
import type { ModeReportProps } from "../types";
import { SBAR_LETTERS } from "./sbar-card";

function Quote({ text }: { text: string | null }) {
  return text ? (
    <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-sm text-slate-800 italic break-words">
      « {text} »
    </blockquote>
  ) : (
    <p className="mt-1 text-sm text-slate-600">Non abordé.</p>
  );
}

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <p className={`flex items-center gap-2 text-sm font-semibold ${ok ? "text-emerald-800" : "text-red-800"}`}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {ok ? yes : no}
    </p>
  );
}

/** The grade page's part: the SBAR sequence as said, the disagreement, the closed loop, the notes. */
export function CollaborationReportView({ grade }: ModeReportProps) {
  const report = grade.mode_report?.mode === "collaboration" ? (grade.mode_report as CollaborationReport) : null;
  if (!report) return null;
  const { disagreement } = report;
  return (
    <section
      aria-labelledby="collaboration-report-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="collaboration-report-title" className="text-lg font-bold text-ink">
        Ta communication
        {report.interlocutor ? ` avec ${report.interlocutor.name}` : ""}
      </h2>
      <div className="mt-4 space-y-4">
        <section aria-labelledby="report-sbar">
          <h3 id="report-sbar" className="text-base font-semibold text-ink">
            {report.direction === "outgoing" ? "Transmission SBAR" : "Structure de l'appel (SBAR)"}
          </h3>
          <Verdict
            ok={report.sbar_in_order}
            yes="Les quatre parties, dans l'ordre"
            no="Parties manquantes ou dans le désordre"
          />
          <ol aria-label="Parties SBAR" className="mt-2 space-y-2">
            {report.sbar.map((part) => (
              <li key={part.id} className="rounded-xl bg-slate-50 px-3 py-2">
                <p className="text-sm font-semibold text-ink">
                  <span aria-hidden="true" className="mr-2 text-brand-800">
                    {SBAR_LETTERS[part.id]}
                  </span>
                  {part.label}
                  <span className="ml-2 font-normal text-slate-700">
                    {part.rank ? `(dite en ${part.rank}${part.rank === 1 ? "re" : "e"})` : "(absente)"}
                  </span>
                </p>
                <Quote text={part.quote} />
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="report-disagreement">
          <h3 id="report-disagreement" className="text-base font-semibold text-ink">
            Le désaccord
          </h3>
          {disagreement.raised ? (
            <div className="mt-1 space-y-2">
              <p className="text-sm text-slate-800">
                <span className="font-semibold">Ce que tu as dit : </span>
              </p>
              <Quote text={disagreement.trigger_quote} />
              <p className="text-sm text-slate-800">
                <span className="font-semibold">L'objection : </span>
                {disagreement.objection}
              </p>
              <p className="text-sm font-semibold text-slate-800">Ta réponse :</p>
              <Quote text={disagreement.answer_quote} />
              <Verdict
                ok={disagreement.resolved}
                yes="Ton collègue s'est rangé à tes arguments"
                no="Objection restée sans argument"
              />
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              L'objection n'est pas venue : la consigne qui la déclenche n'a pas été donnée.
            </p>
          )}
        </section>
        <section aria-labelledby="report-loop">
          <h3 id="report-loop" className="text-base font-semibold text-ink">
            Boucle fermée
          </h3>
          <Quote text={report.closed_loop_quote} />
        </section>
        <section aria-labelledby="report-notes">
          <h3 id="report-notes" className="text-base font-semibold text-ink">
            Notes au dossier
          </h3>
          {report.notes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Aucune note écrite.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {report.notes.map((note) => (
                <li key={note.id} className="text-sm text-slate-800 break-words">
                  {note.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
