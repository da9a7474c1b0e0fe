import type { ScenarioRecord, SheetSummary } from "@ecos/contracts";
import { sheetLabel } from "@ecos/contracts/constants";
import { sheetMatches } from "@/features/revision-sheets";
import { matchesQuery } from "@/lib/text-search";

export type SearchResult =
  | { kind: "station"; key: string; label: string; detail: string; scenario: ScenarioRecord }
  | { kind: "sheet"; key: string; label: string; detail: string; sheetId: number };

/** How each result is typed in the list (spec "Home / dashboard"). */
export const RESULT_TYPE_LABEL: Record<SearchResult["kind"], string> = {
  station: "Station",
  sheet: "Support pédagogique",
};

/** A case matches on its patient's name or its starting situation's number ("SDD 161"). */
const stationMatches = (scenario: ScenarioRecord, query: string) =>
  matchesQuery(query, scenario.label, `SDD ${scenario.sdd_number}`);

/**
 * The cases (by patient name) then the revision sheets ("SDD {id} - {title}") that match the query,
 * each list in its own order (by id, by number). An empty query lists everything.
 */
export function searchResults(
  query: string,
  scenarios: readonly ScenarioRecord[],
  sheets: readonly SheetSummary[],
): SearchResult[] {
  const stations: SearchResult[] = scenarios
    .filter((scenario) => stationMatches(scenario, query))
    .map((scenario) => ({
      kind: "station",
      key: `station:${scenario.id}`,
      label: scenario.label,
      detail: `Cas n° ${scenario.number} · SDD ${scenario.sdd_number} ${scenario.sdd_title}`,
      scenario,
    }));
  const sheetResults: SearchResult[] = sheets
    .filter((sheet) => sheetMatches(sheet, query))
    .map((sheet) => ({
      kind: "sheet",
      key: `sheet:${sheet.id}`,
      label: sheetLabel(sheet),
      detail: sheet.case_id ? "Fiche de révision · cas clinique associé" : "Fiche de révision",
      sheetId: sheet.id,
    }));
  return [...stations, ...sheetResults];
}
