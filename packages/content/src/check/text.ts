/** Lower case, accents and ligatures removed: what the checks match against. */
export function plain(text: string): string {
  return text.replace(/œ/gi, "oe").replace(/æ/gi, "ae").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const NEGATION = /\b(pas|sans|aucun|aucune|ni|jamais|non|rien)\b/;

/**
 * True when the pattern occurs in a sentence of the text without a negation in the three words before
 * it (« pas de fièvre », « sans vomissement » are not findings).
 */
export function affirms(text: string, pattern: RegExp): boolean {
  for (const sentence of plain(text).split(/[.!?;\n]+/)) {
    const global = new RegExp(pattern.source, "g");
    for (const match of sentence.matchAll(global)) {
      const before = sentence.slice(0, match.index).split(/\s+/).filter(Boolean).slice(-3).join(" ");
      if (!NEGATION.test(before)) return true;
    }
  }
  return false;
}
