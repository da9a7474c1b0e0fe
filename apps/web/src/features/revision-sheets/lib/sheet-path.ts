import type { SheetSummary } from "@ecos/contracts";
import { sheetLabel } from "@ecos/contracts/constants";
import { matchesQuery } from "@/lib/text-search";

/** The revision sheets screen opened on one sheet (the search box and the grading screen link here). */
export const sheetPath = (id: number) => `/homepage/revision-cards?sheet=${id}`;

/** A sheet matches on its number ("161", "SDD 161") or its title, accents and case ignored. */
export const sheetMatches = (sheet: Pick<SheetSummary, "id" | "title">, query: string) =>
  matchesQuery(query, sheetLabel(sheet));
