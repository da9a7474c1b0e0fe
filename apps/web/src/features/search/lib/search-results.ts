import type { ScenarioRecord, SheetSummary } from "@ecos/contracts";
import { EVALUATION_MODES, sheetLabel } from "@ecos/contracts/constants";
import { sheetMatches } from "@/features/revision-sheets";
import { matchesQuery } from "@/lib/text-search";

export type SearchResult =
  | { kind: "station"; key: string; label: string; detail: string; scenario: ScenarioRecord }
  | { kind: "sheet"; key: string; label: string; detail: string; sheetId: number }
  | { kind: "mode"; key: string; label: string; detail: string; slug: string };

/** How each result is typed in the list (spec "Home / dashboard"). */
export const RESULT_TYPE_LABEL: Record<SearchResult["kind"], string> = {
  station: "Station",
  sheet: "Support pédagogique",
  mode: "Mode d'évaluation",
};

const modeName = (id: string) => EVALUATION_MODES.find((mode) => mode.id === id)?.name ?? id;

/** A case matches on its patient's name, its starting situation ("SDD 161", its title) or its mode's name. */
const stationMatches = (scenario: ScenarioRecord, query: string) =>
  matchesQuery(
    query,
    scenario.label,
    `SDD ${scenario.sdd_number}`,
    scenario.sdd_title,
    modeName(scenario.content_type),
  );

/**
 * The cases (by patient name) then the revision sheets ("SDD {id} - {title}") that match the query,
 * each list in its own order (by id, by number), then the evaluation modes whose name matches a
 * typed query (each leads to its page, with its number of stations). An empty query lists the cases
 * and the sheets.
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
      detail: `Cas n° ${scenario.number} · ${modeName(scenario.content_type)} · SDD ${scenario.sdd_number} ${scenario.sdd_title}`,
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
  const modes: SearchResult[] = query.trim()
    ? EVALUATION_MODES.filter((mode) => matchesQuery(query, mode.name)).map((mode) => {
        const count = scenarios.filter((scenario) => scenario.content_type === mode.id).length;
        return {
          kind: "mode",
          key: `mode:${mode.id}`,
          label: mode.name,
          detail: count === 0 ? "Aucune station pour l'instant" : `${count} station${count > 1 ? "s" : ""}`,
          slug: mode.slug,
        };
      })
    : [];
  return [...stations, ...sheetResults, ...modes];
}
