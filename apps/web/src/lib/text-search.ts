/**
 * Accent- and case-insensitive text search shared by every search field (the dashboard's search box,
 * the revision sheets' filter, the clinical exam picker).
 */

/** Lower case without accents or ligatures, so that "œdeme", "Œdème" and "oedeme" compare equal. */
export function foldText(text: string): string {
  return text
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The query's words, folded; an empty query has none. */
function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[\s,;:/-]+/)
    .filter((word) => word.length > 0);
}

/**
 * True when every word of the query appears in one of the texts (accent- and case-insensitive), so
 * "161", "sdd 161", "douleur thoracique" and "thoracique 161" all find "SDD 161 - Douleur thoracique".
 * An empty query matches everything.
 */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const haystack = foldText(texts.join(" "));
  return words.every((word) => haystack.includes(word));
}
