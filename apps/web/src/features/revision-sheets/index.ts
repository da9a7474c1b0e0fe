/** What other features use from the revision sheets (the dashboard's search box). */
export { sheetsQuery, useSheets } from "./api/sheets-api";
export { sheetMatches, sheetPath } from "./lib/sheet-path";
export { foldText, matchesQuery } from "./lib/text-search";
