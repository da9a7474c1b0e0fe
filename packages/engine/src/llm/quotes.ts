/**
 * Checking that a model's quote is the student's own words: verbatim, up to case, spacing,
 * apostrophes and quotation marks (a model rewrites ’ as ' and « » as "), and long enough to prove
 * something (three words or twelve characters).
 */

/** A quote shorter than this (in words and in characters) proves nothing ("ECG", "oui"). */
export const MIN_QUOTE_WORDS = 3;
export const MIN_QUOTE_CHARS = 12;

const APOSTROPHES = new Set(["'", "’", "‘", "ʼ", "`", "´", "ʹ"]);
const QUOTATION_MARKS = new Set(['"', "«", "»", "“", "”", "„", "‟", "‹", "›"]);

interface Normalised {
  text: string;
  /** For each character of `text`, the index of the character of the original it comes from. */
  origin: number[];
}

/** Lower case, one space for any run of spaces, one apostrophe and one quotation mark. */
function normalise(text: string): Normalised {
  let out = "";
  const origin: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (/\s/u.test(char)) {
      space = out.length > 0;
      continue;
    }
    if (space) {
      out += " ";
      origin.push(i);
      space = false;
    }
    const mapped = APOSTROPHES.has(char) ? "'" : QUOTATION_MARKS.has(char) ? '"' : char.toLowerCase();
    for (const piece of mapped) {
      out += piece;
      origin.push(i);
    }
  }
  return { text: out, origin };
}

/** The quote as the model wrote it, less what surrounds it: quotation marks, an ellipsis, a final full stop. */
export function cleanQuote(quote: string): string {
  return quote
    .trim()
    .replace(/^[\s"'«»“”‘’„.…]+/u, "")
    .replace(/[\s"'«»“”‘’„.,;:!?…]+$/u, "")
    .trim();
}

/** Whether a cleaned quote is long enough to prove anything. */
export function quoteLongEnough(quote: string): boolean {
  const words = quote.split(/\s+/u).filter((word) => /[\p{L}\d]/u.test(word));
  return words.length >= MIN_QUOTE_WORDS || normalise(quote).text.length >= MIN_QUOTE_CHARS;
}

/**
 * Where the quote stands in the text, as the text's own characters (so the grade page highlights the
 * student's words exactly as written), or null when it is not there verbatim.
 */
export function findVerbatim(text: string, quote: string): string | null {
  const needle = normalise(cleanQuote(quote)).text;
  if (!needle) return null;
  const haystack = normalise(text);
  const at = haystack.text.indexOf(needle);
  if (at < 0) return null;
  const start = haystack.origin[at] as number;
  const end = (haystack.origin[at + needle.length - 1] as number) + 1;
  return text.slice(start, end);
}
