import type { EducationState } from "@ecos/contracts";
import { Check, FileText, Lightbulb, MessageCircleQuestion, RotateCcw, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ModeMainProps } from "../types";
import { useStationAction } from "../use-station-action";
import { useEducationState } from "./use-education-state";

const KIND_LABELS = { belief: "Croyance", barrier: "Obstacle" } as const;

function Discoveries({ state, patient }: { state: EducationState; patient: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        Ce que {patient} t'a confié
      </h4>
      {state.discovered.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Rien pour l'instant : ses croyances et ses obstacles se découvrent en l'écoutant.
        </p>
      ) : (
        <ul className="mt-2 space-y-2">
          {state.discovered.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2"
            >
              <Badge tone={item.kind === "belief" ? "violet" : "amber"}>{KIND_LABELS[item.kind]}</Badge>
              <span className="min-w-0 flex-1 text-sm break-words text-ink">{item.label}</span>
              {item.addressed ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
                  <Check className="h-4 w-4" aria-hidden="true" />
                  Rassuré{patient === "la patiente" ? "e" : ""}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeachBack({ state }: { state: EducationState }) {
  const { requested, complete } = state.teach_back;
  const text = !requested
    ? "Pas encore demandée : fais reformuler ou montrer ce que tu as expliqué."
    : complete
      ? "Reformulation complète."
      : "Reformulation incomplète : reprends ce qui manque, puis redemande.";
  return (
    <p className="flex items-start gap-2 text-sm text-slate-800">
      <RotateCcw
        className={`mt-0.5 h-4 w-4 shrink-0 ${complete ? "text-brand-700" : "text-slate-600"}`}
        aria-hidden="true"
      />
      <span>
        <span className="font-semibold text-ink">Reformulation (teach-back) : </span>
        {text}
      </span>
    </p>
  );
}

function Documents({ state, paused, thread }: { state: EducationState } & Pick<ModeMainProps, "paused" | "thread">) {
  const titleId = useId();
  const { send, isPending, variables } = useStationAction(thread);
  if (state.documents.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className="text-sm font-bold tracking-wide text-brand-800 uppercase">
        Documents à remettre
      </h4>
      <ul className="mt-2 space-y-2">
        {state.documents.map((doc) => {
          const sending = isPending && variables?.params?.document === doc.id;
          return (
            <li key={doc.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <FileText className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 text-sm break-words text-ink">{doc.title}</span>
              {doc.given ? (
                <Badge tone="brand">Remis</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={paused}
                  loading={sending}
                  aria-label={`Remettre « ${doc.title} »`}
                  onClick={() => send({ action: "give-document", params: { document: doc.id } })}
                >
                  Remettre
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The session's card: what the patient has confided, the teach-back, open questions, warnings and documents. */
export function EducationPanel({ thread, paused }: ModeMainProps) {
  const titleId = useId();
  const state = useEducationState(thread);
  if (!state) return <p className="text-sm text-slate-700">Chargement de la séance…</p>;
  const patient = state.patient_sex === "F" ? "la patiente" : "le patient";
  const { jargon, lectures } = state.warnings;
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <header>
        <h3 id={titleId} className="text-lg font-bold text-ink">
          Éducation thérapeutique
        </h3>
        <p className="mt-1 text-sm text-slate-700">{state.topic}</p>
      </header>
      <Discoveries state={state} patient={patient} />
      <div className="space-y-2 rounded-xl bg-slate-50 p-3">
        <TeachBack state={state} />
        <p className="flex items-start gap-2 text-sm text-slate-800">
          <MessageCircleQuestion className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
          <span>
            <span className="font-semibold text-ink">Questions ouvertes : </span>
            {state.open_questions}
          </span>
        </p>
      </div>
      {jargon.length > 0 || lectures > 0 ? (
        <div
          role="status"
          className="space-y-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {jargon.length > 0 ? (
            <p className="flex gap-2">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>Mots non compris : {jargon.map((term) => `« ${term} »`).join(", ")}.</span>
            </p>
          ) : null}
          {lectures > 0 ? (
            <p className="flex gap-2">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {lectures > 1 ? `${lectures} monologues` : "Un monologue"} : {patient} a décroché.
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
      <Documents state={state} paused={paused} thread={thread} />
      <p className="flex items-start gap-2 border-t border-slate-200 pt-3 text-sm text-slate-700">
        <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
        Commence par des questions ouvertes (« Qu'est-ce que… ? », « Comment… ? »), une information à la fois, des mots
        simples.
      </p>
    </section>
  );
}
