import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The only fonts our renderers use: DejaVu Sans regular and bold, read from the
 * `dejavu-fonts-ttf` package so that every machine draws exactly the same pixels.
 */
export const FONT_FAMILY = "DejaVu Sans";

export type FontWeight = "regular" | "bold";

const FILES: Record<FontWeight, string> = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" };

let fontDir: string | undefined;

/** Absolute path of a DejaVu Sans TTF file. */
export function fontPath(weight: FontWeight): string {
  if (!fontDir) {
    const require = createRequire(import.meta.url);
    fontDir = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  }
  return join(fontDir, FILES[weight]);
}

const dataCache = new Map<FontWeight, Buffer>();

/** The TTF bytes, read at first use and cached. */
export function fontData(weight: FontWeight): Buffer {
  let data = dataCache.get(weight);
  if (!data) {
    data = readFileSync(fontPath(weight));
    dataCache.set(weight, data);
  }
  return data;
}

interface FontMetrics {
  unitsPerEm: number;
  /** Advance width in font units of the glyph drawn for a code point. */
  advance(codePoint: number): number;
}

/** Reads the few TrueType tables needed to measure text: head, hhea, hmtx and a format-4 cmap. */
function parseMetrics(buf: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i;
    tables.set(buf.toString("latin1", record, record + 4), buf.readUInt32BE(record + 8));
  }
  const table = (tag: string): number => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`Police : table ${tag} absente`);
    return offset;
  };
  const unitsPerEm = buf.readUInt16BE(table("head") + 18);
  const numberOfHMetrics = buf.readUInt16BE(table("hhea") + 34);
  const hmtx = table("hmtx");
  const cmap = table("cmap");
  let sub = -1;
  for (let i = 0; i < buf.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    const platform = buf.readUInt16BE(record);
    const encoding = buf.readUInt16BE(record + 2);
    const offset = cmap + buf.readUInt32BE(record + 4);
    if (platform === 3 && encoding === 1 && buf.readUInt16BE(offset) === 4) sub = offset;
  }
  if (sub < 0) throw new Error("Police : cmap Unicode BMP absente");
  const segCount = buf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segCount + 2;
  const deltas = starts + 2 * segCount;
  const rangeOffsets = deltas + 2 * segCount;

  const glyphOf = (cp: number): number => {
    for (let s = 0; s < segCount; s++) {
      if (cp > buf.readUInt16BE(ends + 2 * s)) continue;
      const start = buf.readUInt16BE(starts + 2 * s);
      if (cp < start) return 0;
      const delta = buf.readInt16BE(deltas + 2 * s);
      const rangeOffset = buf.readUInt16BE(rangeOffsets + 2 * s);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyph = buf.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (cp - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const cache = new Map<number, number>();
  return {
    unitsPerEm,
    advance(cp) {
      let width = cache.get(cp);
      if (width === undefined) {
        const glyph = cp > 0xffff ? 0 : glyphOf(cp);
        width = buf.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
        cache.set(cp, width);
      }
      return width;
    },
  };
}

const metricsCache = new Map<FontWeight, FontMetrics>();

/** Width in pixels of a single line of text set in DejaVu Sans at `size` pixels (no kerning). */
export function textWidth(text: string, size: number, weight: FontWeight = "regular"): number {
  let metrics = metricsCache.get(weight);
  if (!metrics) {
    metrics = parseMetrics(fontData(weight));
    metricsCache.set(weight, metrics);
  }
  let units = 0;
  for (const char of text) units += metrics.advance(char.codePointAt(0) ?? 0);
  return (units / metrics.unitsPerEm) * size;
}

/** Greedy word wrap of `text` into lines no wider than `maxWidth` pixels (a single too-long word stays whole). */
export function wrapText(text: string, maxWidth: number, size: number, weight: FontWeight = "regular"): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}
