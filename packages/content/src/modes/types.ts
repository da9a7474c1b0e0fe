import type { CaseImage, ClinicalCase } from "../cases/schema";

/**
 * One evaluation mode's content rules: the case data it adds is a zod schema registered in
 * `./index.ts`; `check` returns the problems of a station of this mode that the schema alone cannot
 * see (references between its data and the grid, per-mode minimums), in French.
 */
export interface ModeContent<Id extends string = string> {
  id: Id;
  check(item: ClinicalCase): string[];
  /**
   * Images the mode shows only at a moment of its own (a test's result once ordered), served like the
   * case's `images` (GET /api/stations/{id}/images/{imageId}.png) but not listed in the station's base.
   */
  images?(item: ClinicalCase): CaseImage[];
}
