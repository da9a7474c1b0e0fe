import type { SheetSummary } from "@ecos/contracts";
import { SearchX } from "lucide-react";
import { plural } from "@/lib/format";
import { sheetMatches } from "../lib/sheet-path";
import { SheetCard } from "./sheet-card";
import { SheetSearchField } from "./sheet-search-field";

interface SheetListProps {
  /** Already sorted by number. */
  sheets: SheetSummary[];
  query: string;
  onQueryChange(query: string): void;
  /** The link of a card (the same screen with ?sheet={id}). */
  cardLink(id: number): string;
}

/** The filter and the grid of sheets (1 column on phones, 2 on tablets, 3 from lg). */
export function SheetList({ sheets, query, onQueryChange, cardLink }: SheetListProps) {
  const shown = sheets.filter((sheet) => sheetMatches(sheet, query));
  return (
    <section aria-label="Fiches de révision" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SheetSearchField value={query} onChange={onQueryChange} />
        <p aria-live="polite" className="text-sm text-slate-600">
          {query.trim() ? `${plural(shown.length, "fiche")} sur ${sheets.length}` : plural(sheets.length, "fiche")}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <SearchX className="h-8 w-8 text-slate-500" aria-hidden="true" />
          <p className="font-semibold text-ink">Aucun résultat</p>
          <p className="text-sm text-slate-600">Essaie un autre mot du titre ou un numéro de SDD.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((sheet) => (
            <li key={sheet.id}>
              <SheetCard sheet={sheet} to={cardLink(sheet.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
