import satori from "satori";
import type { RevisionSheet, SheetSection, SheetSectionKind } from "../sheets/schema";
import { FONT_FAMILY, fontData } from "./fonts";

/** Width of a rendered revision sheet (A4 portrait proportions at ~150 dpi). */
export const SHEET_WIDTH = 1240;

type Style = Record<string, string | number>;
/** A satori element: plain objects shaped like React elements, no React needed. */
export interface SheetNode {
  type: string;
  props: { style?: Style; children?: SheetChild | SheetChild[] };
}
type SheetChild = SheetNode | string;

const PAD = 56;
const GAP = 24;
const COLOURS = {
  ink: "#1b2430",
  muted: "#4d5967",
  brand: "#0f4c5c",
  brandSoft: "#e7f1f3",
  summary: "#fff7e0",
  summaryBorder: "#e0a400",
  card: "#ffffff",
  border: "#d5dde3",
  keyPoints: "#0f4c5c",
};

/** Accent colour of each section's title bar. */
const ACCENTS: Record<SheetSectionKind, string> = {
  definition: "#0f4c5c",
  causes: "#33658a",
  red_flags: "#b42318",
  history: "#2f6f4f",
  examination: "#5b4b8a",
  tests: "#1d5fa8",
  management: "#0b7a75",
  pitfalls: "#a15c00",
};

function el(type: string, style: Style, children?: SheetChild | SheetChild[]): SheetNode {
  const base: Style = type === "div" ? { display: "flex" } : {};
  return { type, props: { style: { ...base, ...style }, children } };
}

function bullet(text: string, marker: string, colour: string, size: number): SheetNode {
  return el("div", { flexDirection: "row", alignItems: "flex-start", marginTop: 8 }, [
    el("div", { width: 22, flexShrink: 0, color: colour, fontWeight: 700, fontSize: size }, marker),
    el("div", { flex: 1, fontSize: size, lineHeight: 1.38, color: COLOURS.ink }, text),
  ]);
}

function section(item: SheetSection): SheetNode {
  const accent = ACCENTS[item.kind];
  return el(
    "div",
    {
      flexDirection: "column",
      flex: 1,
      border: `1.5px solid ${COLOURS.border}`,
      borderRadius: 12,
      backgroundColor: COLOURS.card,
      overflow: "hidden",
    },
    [
      el(
        "div",
        { backgroundColor: accent, color: "#ffffff", fontSize: 21, fontWeight: 700, padding: "10px 18px" },
        item.title,
      ),
      el(
        "div",
        { flexDirection: "column", padding: "6px 18px 16px 16px" },
        item.items.map((text) => bullet(text, "•", accent, 17)),
      ),
    ],
  );
}

function header(sheet: RevisionSheet): SheetNode {
  return el("div", { flexDirection: "column", borderBottom: `4px solid ${COLOURS.brand}`, paddingBottom: 18 }, [
    el("div", { flexDirection: "row", alignItems: "center" }, [
      el(
        "div",
        {
          backgroundColor: COLOURS.brand,
          color: "#ffffff",
          fontSize: 24,
          fontWeight: 700,
          padding: "8px 18px",
          borderRadius: 10,
          marginRight: 18,
        },
        `SDD ${sheet.id}`,
      ),
      el("div", { fontSize: 18, color: COLOURS.muted, letterSpacing: 1 }, "FICHE DE RÉVISION — ECOS"),
    ]),
    el("div", { fontSize: 40, fontWeight: 700, color: COLOURS.ink, marginTop: 14, lineHeight: 1.2 }, sheet.title),
  ]);
}

function summary(sheet: RevisionSheet): SheetNode {
  return el(
    "div",
    {
      flexDirection: "column",
      backgroundColor: COLOURS.summary,
      borderLeft: `8px solid ${COLOURS.summaryBorder}`,
      borderRadius: 10,
      padding: "16px 22px",
      marginTop: GAP,
    },
    [
      el("div", { fontSize: 16, fontWeight: 700, color: "#7a5600", letterSpacing: 1, marginBottom: 6 }, "EN BREF"),
      el("div", { fontSize: 19, lineHeight: 1.45, color: COLOURS.ink }, sheet.summary),
    ],
  );
}

function keyPoints(sheet: RevisionSheet): SheetNode {
  return el(
    "div",
    {
      flexDirection: "column",
      backgroundColor: COLOURS.brandSoft,
      border: `2px solid ${COLOURS.keyPoints}`,
      borderRadius: 12,
      padding: "16px 24px 20px 22px",
      marginTop: GAP,
    },
    [
      el("div", { fontSize: 22, fontWeight: 700, color: COLOURS.keyPoints, marginBottom: 4 }, "Points clés"),
      ...sheet.keyPoints.map((text) => bullet(text, "✓", COLOURS.keyPoints, 18)),
    ],
  );
}

/** The sheet as a satori element tree: header, summary, sections two by two, key points, footer. */
export function sheetTree(sheet: RevisionSheet): SheetNode {
  const rows: SheetNode[] = [];
  for (let i = 0; i < sheet.sections.length; i += 2) {
    const pair = sheet.sections.slice(i, i + 2).map(section);
    const cells = pair.flatMap((node, j) => (j === 0 ? [node] : [el("div", { width: GAP }), node]));
    rows.push(el("div", { flexDirection: "row", alignItems: "stretch", marginTop: GAP }, cells));
  }
  return el(
    "div",
    {
      flexDirection: "column",
      width: SHEET_WIDTH,
      padding: PAD,
      backgroundColor: "#ffffff",
      fontFamily: FONT_FAMILY,
      color: COLOURS.ink,
    },
    [
      header(sheet),
      summary(sheet),
      ...rows,
      keyPoints(sheet),
      el("div", { marginTop: 20, fontSize: 14, color: COLOURS.muted, justifyContent: "space-between" }, [
        el("div", {}, `SDD ${sheet.id} — ${sheet.title}`),
        el("div", {}, "Fiche de révision ECOS"),
      ]),
    ],
  );
}

/**
 * The revision sheet as SVG, laid out by satori with DejaVu Sans (text converted to paths,
 * so the SVG needs no font to display). Only the width is fixed: the height fits the content.
 */
export async function renderSheetSvg(sheet: RevisionSheet): Promise<string> {
  const tree = sheetTree(sheet);
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: SHEET_WIDTH,
    fonts: [
      { name: FONT_FAMILY, data: fontData("regular"), weight: 400, style: "normal" },
      { name: FONT_FAMILY, data: fontData("bold"), weight: 700, style: "normal" },
    ],
  });
}
