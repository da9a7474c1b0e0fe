import type { GradeResponse, ThreadState } from "@ecos/contracts";
import { type ReactNode, useId, useMemo, useState } from "react";
import { modeViewFor } from "../../views/modes/registry";
import { CriteriaList } from "./criteria-list";
import { ExamResults } from "./exam-results";
import { GradeSummary, SummaryRow } from "./grade-summary";
import { GradingActions } from "./grading-actions";
import { buildTranscript, quotesByAnchor } from "./transcript-model";
import { type TranscriptTarget, TranscriptView } from "./transcript-view";

function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Wide screens show the transcript unfolded; a phone keeps it folded until asked. */
const wideScreen = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(min-width: 1024px)").matches
    : false;

/**
 * The grade page, short first: the mark, the XP and the moments, the actions (stuck to the bottom of a
 * phone, to the top of the results on a wide screen), the clinical exam verdicts, the summary, the
 * criteria missed first, then the transcript the criteria link into.
 */
export function GradingResults({ thread, grade }: { thread: ThreadState; grade: GradeResponse }) {
  const ModeReport = modeViewFor(thread.scenario.content_type)?.Report;
  const sections = useMemo(() => buildTranscript(thread), [thread]);
  const quotes = useMemo(() => quotesByAnchor(grade.Criterias), [grade]);
  const anchors = useMemo(
    () => new Set(sections.flatMap((section) => section.entries.map((entry) => entry.anchor))),
    [sections],
  );
  const [transcriptOpen, setTranscriptOpen] = useState(wideScreen);
  const [target, setTarget] = useState<TranscriptTarget | null>(null);
  const showEvidence = (anchor: string) => {
    setTranscriptOpen(true);
    setTarget((previous) => ({ anchor, nonce: (previous?.nonce ?? 0) + 1 }));
  };

  return (
    <div className="flex flex-col gap-4">
      <GradeSummary grade={grade}>
        {thread.diagnosis ? <SummaryRow label="Diagnostic retenu">{thread.diagnosis}</SummaryRow> : null}
      </GradeSummary>
      <GradingActions thread={thread} className="order-last lg:order-none" />
      {thread.scenario.content_type === "clinical_exam" ? (
        <ResultCard title="Examens réalisés">
          <ExamResults grade={grade} />
        </ResultCard>
      ) : null}
      <ResultCard title="Synthèse de la station">
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{grade.review}</p>
      </ResultCard>
      {ModeReport ? <ModeReport thread={thread} grade={grade} /> : null}
      <ResultCard title="Critères d'évaluation">
        <CriteriaList criteria={grade.Criterias} anchors={anchors} onShowEvidence={showEvidence} />
      </ResultCard>
      {sections.length > 0 ? (
        <TranscriptView
          sections={sections}
          quotes={quotes}
          open={transcriptOpen}
          onOpenChange={setTranscriptOpen}
          target={target}
        />
      ) : null}
    </div>
  );
}
