import { z } from "zod";

/**
 * Revision sheets ("fiches de révision", spec section 3 "Sheet"): one sheet per
 * official starting situation (situation de départ, SDD).
 */

/** Section kinds, in the order a sheet presents them. */
export const SHEET_SECTION_KINDS = [
  "definition",
  "causes",
  "red_flags",
  "history",
  "examination",
  "tests",
  "management",
  "pitfalls",
] as const;
export type SheetSectionKind = (typeof SHEET_SECTION_KINDS)[number];

export const SHEET_ITEM_MIN_WORDS = 3;
export const SHEET_ITEM_MAX_WORDS = 30;
export const SHEET_SECTION_MIN_ITEMS = 4;
export const SHEET_SECTION_MAX_ITEMS = 10;
export const SHEET_KEY_POINTS_MIN = 3;
export const SHEET_KEY_POINTS_MAX = 6;

/** Number of whitespace-separated words in a bullet. */
export function countSheetWords(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

const bulletSchema = z
  .string()
  .trim()
  .min(1, "puce vide")
  .refine((text) => countSheetWords(text) >= SHEET_ITEM_MIN_WORDS, {
    message: `une puce doit compter au moins ${SHEET_ITEM_MIN_WORDS} mots`,
  })
  .refine((text) => countSheetWords(text) <= SHEET_ITEM_MAX_WORDS, {
    message: `une puce doit compter au plus ${SHEET_ITEM_MAX_WORDS} mots`,
  });

function noDuplicates(items: readonly string[]): boolean {
  const seen = new Set(items.map((item) => item.toLocaleLowerCase("fr")));
  return seen.size === items.length;
}

export const sheetSectionSchema = z.object({
  kind: z.enum(SHEET_SECTION_KINDS),
  title: z.string().trim().min(1),
  items: z
    .array(bulletSchema)
    .min(SHEET_SECTION_MIN_ITEMS)
    .max(SHEET_SECTION_MAX_ITEMS)
    .refine(noDuplicates, { message: "puce en double dans la section" }),
});
export type SheetSection = z.infer<typeof sheetSectionSchema>;

export const revisionSheetSchema = z.object({
  /** Number of the starting situation (1 to 356). */
  id: z.number().int().min(1).max(356),
  /** French title of the starting situation, as worded in the official list. */
  title: z.string().trim().min(1),
  /** Linked case (station) id, or null when no case is linked yet. */
  caseId: z.string().trim().min(1).nullable(),
  summary: z.string().trim().min(1),
  sections: z
    .array(sheetSectionSchema)
    .length(SHEET_SECTION_KINDS.length)
    .refine((sections) => sections.every((section, index) => section.kind === SHEET_SECTION_KINDS[index]), {
      message: `les sections doivent être exactement, dans l'ordre : ${SHEET_SECTION_KINDS.join(", ")}`,
    }),
  keyPoints: z
    .array(bulletSchema)
    .min(SHEET_KEY_POINTS_MIN)
    .max(SHEET_KEY_POINTS_MAX)
    .refine(noDuplicates, { message: "point clé en double" }),
  /**
   * Where the sheet's content comes from (HAS recommendations, the collèges' referentials), with the
   * year: shown at the foot of the sheet. `npm run content:check` requires at least one.
   */
  sources: z.array(z.string().trim().min(1)).default([]),
});
export type RevisionSheet = z.infer<typeof revisionSheetSchema>;
/** A sheet as authored (one file per sheet): `sources` may be left out until content:check asks for it. */
export type RevisionSheetInput = z.input<typeof revisionSheetSchema>;
