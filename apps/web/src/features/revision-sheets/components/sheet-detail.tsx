import type { SheetSummary } from "@ecos/contracts";
import { ArrowLeft } from "lucide-react";
import { useId, useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { scrollPageToTop } from "../lib/scroll";
import { CaseButton } from "./case-button";
import { DownloadButton } from "./download-button";
import { SheetImage } from "./sheet-image";

/** One sheet: its title and summary, the actions (back, download, linked case) and the sheet as an image. */
export function SheetDetail({ sheet, onBack }: { sheet: SheetSummary; onBack(): void }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Layout effect: the focus moves in the same commit as the view, never a frame later.
  useLayoutEffect(() => {
    // A new view: from the top, the focus on its title (not hidden under the sticky top bar).
    scrollPageToTop();
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <article aria-labelledby={titleId} className="space-y-5">
      <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Retour
      </Button>
      <header className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">SDD {sheet.id}</p>
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold break-words text-ink focus:outline-none sm:text-2xl"
        >
          {sheet.title}
        </h2>
        {sheet.summary ? <p className="max-w-3xl text-slate-700">{sheet.summary}</p> : null}
      </header>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <DownloadButton sheet={sheet} />
        {sheet.case_id ? <CaseButton caseId={sheet.case_id} /> : null}
      </div>
      <SheetImage key={sheet.id} src={sheet.image_url} alt={sheet.image_alt} />
    </article>
  );
}

/** A ?sheet= that names no sheet (an old link): says so and offers the list. */
export function SheetNotFound({ onBack }: { onBack(): void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-bold text-ink">Fiche introuvable</h2>
      <p className="text-slate-700">Cette fiche de révision n'existe pas ou n'est plus disponible.</p>
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Retour
      </Button>
    </div>
  );
}
