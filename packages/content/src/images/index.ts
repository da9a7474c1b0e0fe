/**
 * Image renderers (Node only: fs, satori, resvg). Never import this from the browser;
 * the package's main entry does not re-export it (use "@ecos/content/images").
 */
import type { CaseImage } from "../cases/schema";
import type { RevisionSheet } from "../sheets/schema";
import { renderEcgSvg } from "./ecg";
import { renderLabReportSvg } from "./lab-report";
import { type PngOptions, svgToPng } from "./png";
import { renderSchematicSvg } from "./schematic";
import { renderSheetSvg as renderSheet } from "./sheet";

export * from "./ecg";
export { LAB_COLUMNS, LAB_FOOTER, LAB_NAME, type LabSpec, layoutLabReport, renderLabReportSvg } from "./lab-report";
export { type PngOptions, type Raster, svgToPng, svgToRaster } from "./png";
export {
  isChestModality,
  isSchematicFeature,
  renderSchematicSvg,
  SCHEMATIC_FEATURES,
  type SchematicFeature,
  type SchematicSpec,
} from "./schematic";
export { SHEET_WIDTH, type SheetNode, sheetTree } from "./sheet";

/** Default PNG width per kind: ECG paper wide enough to read the 1 mm grid. */
const DEFAULT_WIDTH = { ecg: 2200, lab: 1200, blood_gas: 1200, schematic: 900 } as const;

/** The SVG of a case image, drawn from its spec. */
export function renderCaseImageSvg(image: CaseImage): string {
  const spec = image.spec;
  switch (spec.kind) {
    case "ecg":
      return renderEcgSvg(spec);
    case "lab":
    case "blood_gas":
      return renderLabReportSvg(spec);
    case "schematic":
      return renderSchematicSvg(spec);
  }
}

/** The PNG of a case image (default width depends on the kind). */
export function renderCaseImagePng(image: CaseImage, options: PngOptions = {}): Buffer {
  return svgToPng(renderCaseImageSvg(image), { width: options.width ?? DEFAULT_WIDTH[image.spec.kind] });
}

/** The revision sheet as SVG (satori layout; the height fits the content). */
export function renderSheetSvg(sheet: RevisionSheet): Promise<string> {
  return renderSheet(sheet);
}

/** The revision sheet as PNG, at its natural width (1240 px) unless told otherwise. */
export async function renderSheetPng(sheet: RevisionSheet, options: PngOptions = {}): Promise<Buffer> {
  return svgToPng(await renderSheet(sheet), options);
}

/** Lower-cases the first letter of a title unless it starts an acronym ("ECG…" stays). */
function lowerFirst(title: string): string {
  const [first = "", second = ""] = [...title];
  return second && second === second.toLocaleLowerCase("fr")
    ? first.toLocaleLowerCase("fr") + title.slice(first.length)
    : title;
}

/** Alternative text of a sheet image: its number, title and the list of what it covers. */
export function sheetAlt(sheet: RevisionSheet): string {
  const parts = [...sheet.sections.map((s) => lowerFirst(s.title)), "points clés"];
  return `Fiche de révision SDD ${sheet.id} – ${sheet.title} : ${parts.join(", ")}.`;
}
