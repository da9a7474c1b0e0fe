/** Lower case, ligatures spelt out, accents removed, typographic apostrophes made plain. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[’`´‘]/g, "'")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * Folded words and numbers, in order: elisions, hyphens and punctuation all become separators
 * ("qu'est-ce" → qu, est, ce; "l'appétit" → l, appetit; "10/10" → 10, 10).
 */
export function foldedWords(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? [];
}

/** Folded text padded with spaces, punctuation reduced to spaces: for whole-word substring search. */
export function paddedFold(text: string): string {
  const words = foldText(text)
    .replace(/(\d)[.,](\d)/g, "$1,$2")
    .replace(/[^a-z0-9%+<>=≥≤,]+/g, " ")
    .replace(/,(?!\d)/g, " ");
  return ` ${words.replace(/\s+/g, " ").trim()} `;
}
