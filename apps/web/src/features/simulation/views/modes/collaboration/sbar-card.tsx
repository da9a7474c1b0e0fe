import type { CollaborationPhase, CollaborationState, SbarPartId } from "@ecos/contracts";
import { CheckCircle2, Circle, MessageSquareWarning, Phone, PhoneIncoming, Repeat } from "lucide-react";
import { cn } from "@/lib/cn";

export const SBAR_LETTERS: Record<SbarPartId, string> = {
  situation: "S",
  background: "B",
  assessment: "A",
  recommendation: "R",
};

/** What each part holds when the state has not arrived yet. */
const DEFAULT_PHASES: CollaborationPhase[] = [
  { id: "situation", label: "Situation", guidance: "Qui appelle, pour quel patient, quel problème.", done: false },
  { id: "background", label: "Antécédents", guidance: "Le contexte : antécédents, traitements.", done: false },
  { id: "assessment", label: "Évaluation", guidance: "Ton analyse et la gravité.", done: false },
  {
    id: "recommendation",
    label: "Recommandation",
    guidance: "Ce que tu demandes ou prescris, précisément.",
    done: false,
  },
];

function Caller({ state }: { state: CollaborationState | null }) {
  const who = state?.interlocutor;
  if (!who) return null;
  const Icon = state.direction === "incoming" ? PhoneIncoming : Phone;
  return (
    <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        {state.direction === "incoming" ? "Au bout du fil : " : "Tu appelles : "}
        <strong className="font-semibold text-ink">{who.name}</strong>, {who.role.toLowerCase()}
      </span>
    </p>
  );
}

/** The SBAR helper: the four parts with a reminder each, those covered, and the current one. */
export function SbarCard({ state }: { state: CollaborationState | null }) {
  const phases = state?.phases ?? DEFAULT_PHASES;
  const current = state?.current ?? null;
  return (
    <section aria-labelledby="sbar-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id="sbar-title" className="text-base font-bold text-ink">
        Fiche de transmission SBAR
      </h3>
      <Caller state={state} />
      <p className="mt-2 text-sm text-slate-600">
        {state?.direction === "outgoing"
          ? "Transmets dans l'ordre : situation, antécédents, évaluation, recommandation."
          : "Structure l'appel : fais préciser la situation, le contexte et l'évaluation, puis donne des consignes claires."}
      </p>
      <ol aria-label="Étapes SBAR" className="mt-3 space-y-2">
        {phases.map((phase) => {
          const isCurrent = phase.id === current;
          return (
            <li
              key={phase.id}
              aria-current={isCurrent ? "step" : undefined}
              className={cn(
                "flex items-start gap-3 rounded-xl border px-3 py-2",
                isCurrent ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-slate-50",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  phase.done ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300",
                )}
              >
                {SBAR_LETTERS[phase.id]}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
                  {phase.label}
                  {isCurrent ? (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      En cours
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">{phase.guidance}</p>
              </div>
              {phase.done ? (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-700" aria-label="Abordé" role="img" />
              ) : (
                <Circle className="h-5 w-5 shrink-0 text-slate-400" aria-label="Pas encore abordé" role="img" />
              )}
            </li>
          );
        })}
      </ol>
      <ul aria-label="Communication" className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <li className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
          <Repeat className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {state?.closed_loop ? "Boucle fermée : consignes relues" : "Boucle fermée : pas encore de relecture"}
        </li>
        <li className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
          <MessageSquareWarning className="h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
          {!state?.objection.raised
            ? "Désaccord : aucun pour l'instant"
            : state.objection.resolved
              ? "Désaccord : résolu"
              : "Désaccord en cours : réponds-lui"}
        </li>
      </ul>
    </section>
  );
}
