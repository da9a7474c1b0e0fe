/** Small helpers shared by the hand-written SVG renderers. */

/** Escapes text for an SVG text node or attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A number for SVG output: at most `digits` decimals, no trailing zeros, no "-0". */
export function num(value: number, digits = 2): string {
  const rounded = Number(value.toFixed(digits));
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Attribute list from a record, skipping undefined values. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === "number" ? num(value) : escapeXml(value)}"`)
    .join(" ");
}

/** 32-bit FNV-1a hash of a string, used to seed the pseudo-random generators. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export { seededRandom } from "../seeded-random";

/** Opening tag of a standalone SVG document. */
export function svgOpen(width: number, height: number, viewBox?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="${viewBox ?? `0 0 ${num(width)} ${num(height)}`}">`;
}
