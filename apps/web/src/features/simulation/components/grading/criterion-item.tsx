import type { GradedCriterionView } from "@ecos/contracts";
import { Check, X } from "lucide-react";
import type { MouseEvent } from "react";
import { cn } from "@/lib/cn";
import { expectedOf } from "./grade-insights";
import { dedupeEvidence, type Evidence, evidenceKind, transcriptAnchor } from "./transcript-model";

/**
 * What the grid wanted (when missed) and why it matters; an earned criterion's reason only when asked.
 * Older grades have only the combined explanation, always shown.
 */
function Expectation({ criterion, explained }: { criterion: GradedCriterionView; explained: boolean }) {
  if (criterion.point === 1 && criterion.rationale !== undefined && !explained) return null;
  if (criterion.rationale === undefined) {
    return <p className="mt-1 text-sm text-slate-700">{criterion.explanation}</p>;
  }
  const expected = criterion.point === 0 && criterion.missing ? expectedOf(criterion.missing) : null;
  return (
    <dl className="mt-1 space-y-1 text-sm">
      {expected ? (
        <div>
          <dt className="inline font-semibold text-red-800">{expected.label} : </dt>
          <dd className="inline text-ink">{expected.text.replace(/\.?$/, ".")}</dd>
        </div>
      ) : null}
      <div>
        <dt className="inline font-semibold text-slate-700">Pourquoi : </dt>
        <dd className="inline text-slate-700">{criterion.rationale}</dd>
      </div>
    </dl>
  );
}

const DONE_LABELS: Record<Exclude<ReturnType<typeof evidenceKind>, "words">, string> = {
  exam: "Examen réalisé",
  action: "Action",
  diagnosis: "Diagnostic retenu",
  order: "Ordre choisi",
};

function EvidenceLine({
  evidence,
  linked,
  onShow,
}: {
  evidence: Evidence;
  linked: boolean;
  onShow(anchor: string): void;
}) {
  const kind = evidenceKind(evidence);
  const anchor = transcriptAnchor(evidence.message_id);
  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onShow(anchor);
  };
  return (
    <li className="border-l-4 border-brand-200 pl-3 text-sm text-slate-700">
      {kind === "words" ? (
        <blockquote className="inline italic">«&nbsp;{evidence.quote}&nbsp;»</blockquote>
      ) : (
        <span>
          {DONE_LABELS[kind]} : <span className="font-medium text-ink">{evidence.quote}</span>
        </span>
      )}
      {linked ? (
        <>
          {" "}
          <a
            href={`#${anchor}`}
            onClick={show}
            className="text-xs font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            Voir dans la transcription
          </a>
        </>
      ) : null}
    </li>
  );
}

/**
 * One criterion: its point, its name, what was expected and why, and what earned it (each quote once),
 * with a link to the words in the transcript when they are there.
 */
export function CriterionItem({
  criterion,
  anchors,
  explained = true,
  onShowEvidence,
}: {
  criterion: GradedCriterionView;
  anchors: ReadonlySet<string>;
  /** Show why an earned criterion matters (a missed one always says it). */
  explained?: boolean;
  onShowEvidence?(anchor: string): void;
}) {
  const earned = criterion.point === 1;
  const evidence = dedupeEvidence(criterion.evidence);
  const words = evidence.every((item) => evidenceKind(item) === "words");
  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-bold tabular-nums",
            earned ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800",
          )}
        >
          {earned ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
          <span className="sr-only">Point : </span>
          {criterion.point}/1
        </span>
        <div className="min-w-0">
          <h5 className="font-semibold text-ink">{criterion.name}</h5>
          {criterion.judged_by === "llm" ? (
            <p className="mt-1 text-xs font-medium text-brand-800">
              Reconnu par le modèle d'IA dans tes mots (citation vérifiée dans la transcription)
            </p>
          ) : null}
          <Expectation criterion={criterion} explained={explained} />
        </div>
      </div>
      {evidence.length > 0 ? (
        <ul aria-label={words ? "Tes mots" : "Ce qui l'a validé"} className="mt-2 space-y-1.5">
          {evidence.map((item) => (
            <EvidenceLine
              key={`${item.message_id}-${item.quote}`}
              evidence={item}
              linked={onShowEvidence !== undefined && anchors.has(transcriptAnchor(item.message_id))}
              onShow={(anchor) => onShowEvidence?.(anchor)}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
