import type { InformationState } from "@ecos/contracts";
import { ChevronRight, Hourglass, MessageCircleQuestion, UserRound } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import type { ModeMainProps } from "../types";
import { useInformationState, useSilence } from "./use-information-state";

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-bold text-ink">
        {icon}
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function EmotionCard({ state }: { state: InformationState }) {
  return (
    <Card title="Le patient" icon={<UserRound className="h-5 w-5 text-brand-700" aria-hidden="true" />}>
      <div role="status" aria-live="polite" aria-label="État émotionnel du patient">
        <p className="text-lg font-bold text-brand-800">{state.emotion.label}</p>
        <p className="mt-1 text-sm text-slate-700">{state.emotion.description}</p>
      </div>
      {state.path.length > 1 ? (
        <ol aria-label="Parcours émotionnel" className="mt-3 flex flex-wrap items-center gap-1 text-xs text-slate-700">
          {state.path
            .map((step, position) => ({ ...step, position }))
            .map((step) => (
              <li key={`${step.id}-${step.position}`} className="flex items-center gap-1">
                {step.position > 0 ? <ChevronRight className="h-3 w-3 text-slate-500" aria-hidden="true" /> : null}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium">{step.label}</span>
              </li>
            ))}
        </ol>
      ) : null}
      {state.jargon.length > 0 ? (
        <p className="mt-3 text-sm text-amber-900">
          <span className="font-semibold">Mots non compris : </span>
          {state.jargon.map((word) => `« ${word} »`).join(", ")}
        </p>
      ) : null}
    </Card>
  );
}

function QuestionsCard({ state }: { state: InformationState }) {
  return (
    <Card title="Ses questions" icon={<MessageCircleQuestion className="h-5 w-5 text-brand-700" aria-hidden="true" />}>
      {state.questions.length === 0 ? (
        <p className="text-sm text-slate-600">Le patient n'a pas encore posé de question de lui-même.</p>
      ) : (
        <ol aria-label="Questions posées par le patient" className="space-y-2">
          {state.questions.map((question) => (
            <li key={question.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
              « {question.question} »
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The patient's side of the announcement: its emotional state, its own questions, the silences. */
export function PatientPanel({ thread, paused }: ModeMainProps) {
  const state = useInformationState(thread);
  const silence = useSilence(thread, paused, state);
  if (!state) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        L'état du patient s'affichera ici.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <EmotionCard state={state} />
      <QuestionsCard state={state} />
      <Card title="Silences" icon={<Hourglass className="h-5 w-5 text-brand-700" aria-hidden="true" />}>
        <p className="text-sm text-slate-700">
          Si tu n'écris rien pendant 20 secondes, le patient réagit. Après une mauvaise nouvelle, un silence peut
          l'aider.
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Silences laissés : <span className="font-semibold text-ink">{state.silences}</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={silence.leave}
            disabled={!silence.allowed}
            loading={silence.pending}
          >
            Laisser un silence
          </Button>
        </div>
        <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-600 italic">
          {silence.announce}
        </p>
      </Card>
    </div>
  );
}
