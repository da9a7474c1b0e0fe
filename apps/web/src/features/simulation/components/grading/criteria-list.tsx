import type { GradedCriterionView } from "@ecos/contracts";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { CriterionItem } from "./criterion-item";

function CriteriaGroup({
  title,
  tone,
  criteria,
  anchors,
  onShowEvidence,
}: {
  title: string;
  tone: "missed" | "earned";
  criteria: readonly GradedCriterionView[];
  anchors: ReadonlySet<string>;
  onShowEvidence?(anchor: string): void;
}) {
  const headingId = useId();
  // Earned criteria are listed short (name and words); their reasons are one click away.
  const [explained, setExplained] = useState(tone === "missed");
  const canExplain = tone === "earned" && criteria.some((criterion) => criterion.rationale !== undefined);
  if (criteria.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
          {title}
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
              tone === "missed" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-800",
            )}
          >
            {criteria.length}
          </span>
        </h4>
        {canExplain ? (
          <button
            type="button"
            onClick={() => setExplained((value) => !value)}
            className="min-h-9 rounded-lg px-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
          >
            {explained ? "Masquer les explications" : "Afficher les explications"}
          </button>
        ) : null}
      </div>
      <ul className="mt-3 grid gap-3 xl:grid-cols-2 xl:items-start">
        {criteria.map((criterion) => (
          <CriterionItem
            key={criterion.id}
            criterion={criterion}
            anchors={anchors}
            explained={explained}
            onShowEvidence={onShowEvidence}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The grid, the missed criteria first: each with its point, what was expected and why, and the
 * student's words that earned it, linked to the transcript when `onShowEvidence` is given.
 */
export function CriteriaList({
  criteria,
  anchors = new Set(),
  onShowEvidence,
}: {
  criteria: GradedCriterionView[];
  /** The transcript entries shown on the page (evidence pointing elsewhere gets no link). */
  anchors?: ReadonlySet<string>;
  onShowEvidence?(anchor: string): void;
}) {
  const missed = criteria.filter((criterion) => criterion.point === 0);
  const earned = criteria.filter((criterion) => criterion.point === 1);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        {earned.length} critère{earned.length > 1 ? "s" : ""} validé{earned.length > 1 ? "s" : ""} sur {criteria.length}
        .
      </p>
      <CriteriaGroup
        title="À retravailler"
        tone="missed"
        criteria={missed}
        anchors={anchors}
        onShowEvidence={onShowEvidence}
      />
      <CriteriaGroup
        title="Validés"
        tone="earned"
        criteria={earned}
        anchors={anchors}
        onShowEvidence={onShowEvidence}
      />
    </div>
  );
}
