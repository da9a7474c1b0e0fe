import { z } from "zod";
import { type RevisionSheet, revisionSheetSchema } from "./schema";
import { sheet4 } from "./sheet-4";
import { sheet21 } from "./sheet-21";
import { sheet27 } from "./sheet-27";
import { sheet36 } from "./sheet-36";
import { sheet44 } from "./sheet-44";
import { sheet47 } from "./sheet-47";
import { sheet50 } from "./sheet-50";
import { sheet54 } from "./sheet-54";
import { sheet56 } from "./sheet-56";
import { sheet61 } from "./sheet-61";
import { sheet64 } from "./sheet-64";
import { sheet67 } from "./sheet-67";
import { sheet84 } from "./sheet-84";
import { sheet87 } from "./sheet-87";
import { sheet97 } from "./sheet-97";
import { sheet99 } from "./sheet-99";
import { sheet118 } from "./sheet-118";
import { sheet119 } from "./sheet-119";
import { sheet121 } from "./sheet-121";
import { sheet147 } from "./sheet-147";
import { sheet152 } from "./sheet-152";
import { sheet161 } from "./sheet-161";
import { sheet162 } from "./sheet-162";
import { sheet165 } from "./sheet-165";
import { sheet167 } from "./sheet-167";
import { sheet172 } from "./sheet-172";
import { sheet173 } from "./sheet-173";
import { sheet189 } from "./sheet-189";
import { sheet192 } from "./sheet-192";
import { sheet200 } from "./sheet-200";
import { sheet201 } from "./sheet-201";
import { sheet217 } from "./sheet-217";
import { sheet224 } from "./sheet-224";
import { sheet239 } from "./sheet-239";
import { sheet248 } from "./sheet-248";
import { sheet257 } from "./sheet-257";
import { sheet315 } from "./sheet-315";
import { sheet318 } from "./sheet-318";
import { sheet327 } from "./sheet-327";
import { sheet328 } from "./sheet-328";
import { sheet331 } from "./sheet-331";
import { sheet336 } from "./sheet-336";
import { sheet351 } from "./sheet-351";

export * from "./schema";

/** Validates one sheet, throwing an error that names the sheet and every problem found. */
export function parseRevisionSheet(input: unknown): RevisionSheet {
  const result = revisionSheetSchema.safeParse(input);
  if (!result.success) {
    const id =
      typeof input === "object" && input !== null && "id" in input ? String((input as { id: unknown }).id) : "?";
    throw new Error(`Fiche de révision SDD ${id} invalide :\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

function buildSheets(inputs: readonly unknown[]): readonly RevisionSheet[] {
  const sheets = inputs.map(parseRevisionSheet).sort((a, b) => a.id - b.id);
  for (let index = 1; index < sheets.length; index++) {
    const previous = sheets[index - 1];
    const current = sheets[index];
    if (previous && current && previous.id === current.id) {
      throw new Error(`Fiche de révision SDD ${current.id} présente en double`);
    }
  }
  return Object.freeze(sheets);
}

/** The revision sheets that ship (spec section 3 "Sheet"), validated at load and sorted by SDD number. */
export const REVISION_SHEETS: readonly RevisionSheet[] = buildSheets([
  sheet161,
  sheet21,
  sheet54,
  sheet36,
  sheet217,
  sheet192,
  sheet162,
  sheet165,
  sheet67,
  sheet119,
  sheet44,
  sheet201,
  sheet248,
  sheet327,
  sheet331,
  sheet239,
  sheet87,
  sheet147,
  sheet152,
  sheet118,
  sheet99,
  sheet318,
  sheet61,
  sheet173,
  sheet27,
  sheet4,
  sheet224,
  sheet315,
  sheet336,
  sheet200,
  sheet97,
  sheet56,
  sheet167,
  sheet351,
  sheet121,
  sheet64,
  sheet84,
  sheet257,
  sheet50,
  sheet328,
  sheet172,
  sheet189,
  sheet47,
]);

/** The sheet for a starting-situation number, or undefined. */
export function sheetById(id: number): RevisionSheet | undefined {
  return REVISION_SHEETS.find((sheet) => sheet.id === id);
}

/** Lower-case ASCII slug: ligatures expanded, accents removed, anything else collapsed to single dashes. */
function slugify(text: string): string {
  return text
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Safe PNG download name for a sheet, e.g. "SDD-161-douleur-thoracique.png". */
export function sheetFileName(sheet: Pick<RevisionSheet, "id" | "title">): string {
  const slug = slugify(sheet.title);
  return slug ? `SDD-${sheet.id}-${slug}.png` : `SDD-${sheet.id}.png`;
}
