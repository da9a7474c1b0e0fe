import type { ImageSpec } from "../cases/schema";
import { FONT_FAMILY, textWidth, wrapText } from "./fonts";
import { attrs, escapeXml, svgOpen } from "./svg";

export type LabSpec = Extract<ImageSpec, { kind: "lab" | "blood_gas" }>;
type LabRow = LabSpec["rows"][number];
export type LabFlag = LabRow["flag"];

export const LAB_NAME = "Laboratoire de biologie médicale — CHU";
export const LAB_FOOTER = "Résultats validés par le biologiste";
export const LAB_COLUMNS = ["Analyse", "Résultat", "Unité", "Valeurs de référence"] as const;
/** Text appended to an abnormal result. */
export const FLAG_MARK: Record<Exclude<LabFlag, "N">, string> = { H: "H ↑", L: "L ↓" };

const MARGIN = 40;
const MIN_WIDTH = 760;
const MAX_NAME_WIDTH = 430;
const PAD = 14;
const CELL = 16;
const HEAD = 14;
const LINE = 22;
const TITLE = 22;
const FLAG_GAP = 10;

const COLOURS = {
  brand: "#0f4c5c",
  text: "#1c2530",
  muted: "#4f5b66",
  stripe: "#eef3f6",
  rule: "#c5d0d8",
  H: "#b42318",
  L: "#1d4ed8",
};

export interface LabColumn {
  title: string;
  x: number;
  width: number;
}

export interface LabRowLayout {
  row: LabRow;
  y: number;
  height: number;
  nameLines: string[];
}

export interface LabLayout {
  width: number;
  height: number;
  titleLines: string[];
  titleY: number;
  tableY: number;
  headerHeight: number;
  columns: LabColumn[];
  rows: LabRowLayout[];
  footerY: number;
  /** Width of the widest content of each column (text plus flag), without padding. */
  contentWidths: number[];
}

const flagText = (row: LabRow): string => (row.flag === "N" ? "" : FLAG_MARK[row.flag]);
const valueWeight = (row: LabRow) => (row.flag === "N" ? "regular" : "bold");

/** Computes column widths from the real glyph advances of DejaVu Sans so nothing overflows. */
export function layoutLabReport(spec: LabSpec): LabLayout {
  const longestName = Math.max(...spec.rows.map((r) => textWidth(r.name, CELL)));
  const nameWidth = Math.min(MAX_NAME_WIDTH, Math.max(longestName, textWidth(LAB_COLUMNS[0], HEAD, "bold")));
  const valueWidth = Math.max(...spec.rows.map((r) => textWidth(r.value, CELL, valueWeight(r))));
  const anyFlag = spec.rows.some((r) => r.flag !== "N");
  const flagWidth = anyFlag
    ? FLAG_GAP + Math.max(textWidth(FLAG_MARK.H, HEAD, "bold"), textWidth(FLAG_MARK.L, HEAD, "bold"))
    : 0;
  const contentWidths = [
    nameWidth,
    Math.max(valueWidth + flagWidth, textWidth(LAB_COLUMNS[1], HEAD, "bold")),
    Math.max(...spec.rows.map((r) => textWidth(r.unit, CELL)), textWidth(LAB_COLUMNS[2], HEAD, "bold")),
    Math.max(...spec.rows.map((r) => textWidth(r.reference, CELL)), textWidth(LAB_COLUMNS[3], HEAD, "bold")),
  ];
  const widths = contentWidths.map((w) => Math.ceil(w + 2 * PAD));
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const width = Math.max(MIN_WIDTH, tableWidth + 2 * MARGIN);
  widths[0] = (widths[0] ?? 0) + (width - 2 * MARGIN - tableWidth);

  const titleLines = wrapText(spec.title, width - 2 * MARGIN, TITLE, "bold");
  const titleY = 142;
  const tableY = titleY + (titleLines.length - 1) * 30 + (spec.kind === "blood_gas" ? 48 : 26);
  const headerHeight = 38;
  let x = MARGIN;
  const columns = LAB_COLUMNS.map((title, i) => {
    const column = { title, x, width: widths[i] ?? 0 };
    x += column.width;
    return column;
  });
  let y = tableY + headerHeight;
  const rows = spec.rows.map((row) => {
    const nameLines = wrapText(row.name, (widths[0] ?? 0) - 2 * PAD, CELL);
    const height = nameLines.length * LINE + 14;
    const layout = { row, y, height, nameLines };
    y += height;
    return layout;
  });
  const footerY = y + 34;
  return {
    width,
    height: footerY + 76,
    titleLines,
    titleY,
    tableY,
    headerHeight,
    columns,
    rows,
    footerY,
    contentWidths,
  };
}

function text(value: string, x: number, y: number, extra: Record<string, string | number | undefined> = {}): string {
  return `<text ${attrs({ x, y, ...extra })}>${escapeXml(value)}</text>`;
}

function letterhead(width: number): string {
  const right = width - MARGIN;
  return [
    `<rect width="${width}" height="8" fill="${COLOURS.brand}"/>`,
    `<circle cx="${MARGIN + 22}" cy="58" r="22" fill="${COLOURS.brand}"/>`,
    `<path d="M${MARGIN + 17} 44h10v9h9v10h-9v9h-10v-9h-9v-10h9z" fill="#ffffff"/>`,
    text(LAB_NAME, MARGIN + 58, 55, { "font-size": 20, "font-weight": "bold", fill: COLOURS.brand }),
    text("Compte rendu d'analyses biologiques", MARGIN + 58, 78, { "font-size": 14, fill: COLOURS.muted }),
    text("Page 1/1", right, 55, { "font-size": 13, fill: COLOURS.muted, "text-anchor": "end" }),
    `<rect x="${MARGIN}" y="98" width="${width - 2 * MARGIN}" height="2" fill="${COLOURS.brand}"/>`,
  ].join("");
}

function rowSvg(layout: LabLayout, item: LabRowLayout, index: number): string {
  const { row, y, height, nameLines } = item;
  const [name, result, unit, reference] = layout.columns;
  if (!name || !result || !unit || !reference) return "";
  const baseline = y + 7 + 16;
  const tableWidth = reference.x + reference.width - name.x;
  const parts = [`<g ${attrs({ class: "row", "data-name": row.name, "data-flag": row.flag })}>`];
  if (index % 2 === 1)
    parts.push(`<rect ${attrs({ x: name.x, y, width: tableWidth, height, fill: COLOURS.stripe })}/>`);
  if (row.flag !== "N") parts.push(`<rect ${attrs({ x: name.x, y, width: 4, height, fill: COLOURS[row.flag] })}/>`);
  nameLines.forEach((line, i) => {
    parts.push(text(line, name.x + PAD, baseline + i * LINE, { "font-size": CELL, fill: COLOURS.text }));
  });
  if (row.flag === "N") {
    parts.push(text(row.value, result.x + PAD, baseline, { "font-size": CELL, fill: COLOURS.text }));
  } else {
    const colour = COLOURS[row.flag];
    parts.push(text(row.value, result.x + PAD, baseline, { "font-size": CELL, "font-weight": "bold", fill: colour }));
    const flagX =
      result.x + PAD + Math.max(...layout.rows.map((r) => textWidth(r.row.value, CELL, valueWeight(r.row))));
    parts.push(
      text(flagText(row), flagX + FLAG_GAP, baseline, { "font-size": HEAD, "font-weight": "bold", fill: colour }),
    );
  }
  parts.push(text(row.unit, unit.x + PAD, baseline, { "font-size": CELL, fill: COLOURS.text }));
  parts.push(text(row.reference, reference.x + PAD, baseline, { "font-size": CELL, fill: COLOURS.muted }));
  parts.push("</g>");
  return parts.join("");
}

/** A laboratory report sheet (letterhead, title, results table with flags, footer) as SVG. */
export function renderLabReportSvg(spec: LabSpec): string {
  const layout = layoutLabReport(spec);
  const { width, height, columns, tableY, headerHeight, footerY } = layout;
  const first = columns[0];
  const last = columns[columns.length - 1];
  const tableWidth = first && last ? last.x + last.width - first.x : 0;
  const tableBottom = layout.rows.reduce((y, r) => Math.max(y, r.y + r.height), tableY + headerHeight);
  const parts = [
    svgOpen(width, height),
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g font-family="${FONT_FAMILY}">`,
    letterhead(width),
    ...layout.titleLines.map((line, i) =>
      text(line, MARGIN, layout.titleY + i * 30, { "font-size": TITLE, "font-weight": "bold", fill: COLOURS.text }),
    ),
  ];
  if (spec.kind === "blood_gas") {
    const y = layout.titleY + (layout.titleLines.length - 1) * 30 + 24;
    parts.push(text("Gazométrie — prélèvement artériel", MARGIN, y, { "font-size": 14, fill: COLOURS.muted }));
  }
  parts.push(
    `<rect ${attrs({ x: MARGIN, y: tableY, width: tableWidth, height: headerHeight, fill: COLOURS.brand })}/>`,
  );
  for (const column of columns) {
    const y = tableY + headerHeight / 2 + 5;
    parts.push(text(column.title, column.x + PAD, y, { "font-size": HEAD, "font-weight": "bold", fill: "#ffffff" }));
  }
  layout.rows.forEach((row, i) => {
    parts.push(rowSvg(layout, row, i));
  });
  parts.push(
    `<rect ${attrs({ x: MARGIN, y: tableBottom, width: tableWidth, height: 1.5, fill: COLOURS.brand })}/>`,
    text("H ↑ : valeur supérieure à la référence · L ↓ : valeur inférieure à la référence", MARGIN, footerY - 8, {
      "font-size": 13,
      fill: COLOURS.muted,
    }),
    `<rect ${attrs({ x: MARGIN, y: footerY + 14, width: width - 2 * MARGIN, height: 1, fill: COLOURS.rule })}/>`,
    text(LAB_FOOTER, MARGIN, footerY + 40, { "font-size": 14, "font-weight": "bold", fill: COLOURS.text }),
    text(LAB_NAME, width - MARGIN, footerY + 40, { "font-size": 13, fill: COLOURS.muted, "text-anchor": "end" }),
    "</g>",
    "</svg>",
  );
  return parts.map((p) => p.replace(/\s+$/, "")).join("\n");
}
