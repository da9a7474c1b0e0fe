import type { SheetSummary } from "@ecos/contracts";
import { ChevronRight, FileText, Stethoscope } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

/** The id of a card's link, so that the list can give it the focus back after the detail view. */
export const sheetCardLinkId = (id: number) => `fiche-${id}`;

/** « Hyperthermie/fièvre »: the line may break after the slash rather than inside a word. */
function withSlashBreaks(title: string) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed title never move
  return title.split("/").flatMap((part, index) => (index === 0 ? [part] : ["/", <wbr key={index} />, part]));
}

/** One sheet of the grid: "SDD {id}" and the title (the whole card is the link), then its summary. */
export function SheetCard({ sheet, to }: { sheet: SheetSummary; to: string }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <FileText className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="min-w-0 text-base leading-snug font-bold text-ink sm:text-lg">
          <Link
            id={sheetCardLinkId(sheet.id)}
            to={to}
            state={{ fromList: true }}
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
          >
            <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">SDD {sheet.id}</span>{" "}
            <span className="block break-words">{withSlashBreaks(sheet.title)}</span>
          </Link>
        </h2>
      </div>
      {sheet.summary ? <p className="line-clamp-3 text-sm text-slate-700">{sheet.summary}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        {sheet.case_id ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-slate-700">
            <Stethoscope className="h-4 w-4 text-brand-700" aria-hidden="true" />
            Cas clinique associé
          </span>
        ) : (
          <span />
        )}
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 group-hover:underline"
        >
          Voir la fiche
          <ChevronRight className="h-4 w-4" />
        </span>
      </div>
    </article>
  );
}
