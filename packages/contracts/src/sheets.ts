/** GET /api/sheets: one revision sheet ("Support Pédagogique", spec section 3 "Sheet"). */
export interface SheetSummary {
  /** Starting-situation number (SDD). */
  id: number;
  title: string;
  summary: string;
  /** The linked clinical case (station id), or null. */
  case_id: string | null;
  /** The sheet as a PNG (public, cacheable). */
  image_url: string;
  /** Alternative text of the image. */
  image_alt: string;
  /** The download's file name, from id and title (e.g. "SDD-161-douleur-thoracique.png"). */
  file_name: string;
}

/** The label a sheet has in the search box and on its card. */
export const sheetLabel = (sheet: Pick<SheetSummary, "id" | "title">) => `SDD ${sheet.id} - ${sheet.title}`;
