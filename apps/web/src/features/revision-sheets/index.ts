/** What other features use from the revision sheets (the dashboard's search box). */
export { useSheets } from "./api/sheets-api";
export { sheetMatches, sheetPath } from "./lib/sheet-path";
