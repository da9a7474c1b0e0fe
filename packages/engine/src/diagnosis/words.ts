import { foldText } from "../text/fold";

/**
 * The words of a typed diagnosis, reduced so that spellings of one word meet: folded (case,
 * accents, ligatures), hyphens inside a word removed (« pseudo-hyperkaliémie », « extra-utérine »
 * are one word, as students type them either way), « + » spelt out (« ST+ »), other punctuation a
 * separator, link words dropped, then a light stem that only removes what French inflection adds
 * (plural, feminine: « aiguës » → « aigu », « provoquée » → « provoqu »).
 */

/** Words that carry no meaning in a diagnosis label. */
const STOP_WORDS = new Set([
  "a",
  "au",
  "aux",
  "c",
  "ce",
  "cet",
  "cette",
  "chez",
  "contre",
  "d",
  "dans",
  "de",
  "des",
  "du",
  "en",
  "est",
  "et",
  "il",
  "j",
  "je",
  "l",
  "la",
  "le",
  "les",
  "ma",
  "mes",
  "mon",
  "ou",
  "par",
  "pour",
  "qu",
  "que",
  "s",
  "sa",
  "se",
  "ses",
  "son",
  "sous",
  "sur",
  "un",
  "une",
  "avec",
  "y",
  "ca",
  "the",
  "of",
]);

/** Words that turn the next meaningful word into its absence (« non nécrosante », « sans pouls »). */
export const NEGATIONS = new Set(["non", "sans", "pas", "absence", "aucun", "aucune", "ni", "jamais"]);

/**
 * Lower case, no accents, « + » spelt out, punctuation as spaces. A hyphen inside a word joins it
 * (« extra-utérine » → « extrauterine »), or is kept as « - » with `keepHyphens`, for the caller to
 * decide whether the two halves are one word or two (« AVK-miconazole »).
 */
export function normalizeText(text: string, keepHyphens = false): string {
  return foldText(text)
    .replace(/([a-z0-9])\s*\+/g, "$1 plus ")
    .replace(/([a-z])[-‐‑](?=[a-z])/g, "$1\uE000")
    .replace(/[^a-z0-9\uE000]+/g, " ")
    .replace(/\uE000/g, keepHyphens ? "-" : "")
    .trim();
}

/** The normalised words of a text, link words kept (see `meaningfulWords`). */
export const rawWords = (text: string): string[] => normalizeText(text).split(" ").filter(Boolean);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/**
 * Plural and feminine endings removed, and a few suffix pairs brought together (-euse/-eux, -ive/-if,
 * -ienne/-ien, -elle/-el, -ère/-er, -aux/-al). Short words, numbers and abbreviations stay as they are.
 */
const stemmed = new Map<string, string>();

export function lightStem(word: string): string {
  let stem = stemmed.get(word);
  if (stem === undefined) {
    stem = stemWord(word);
    if (stemmed.size < 20_000) stemmed.set(word, stem);
  }
  return stem;
}

function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || NEGATIONS.has(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith("aux") && stemmed.length > 5) stemmed = `${stemmed.slice(0, -3)}al`;
  else if (/[sx]$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  stemmed = stemmed
    .replace(/euse$/, "eu")
    .replace(/ive$/, "if")
    .replace(/ienne$/, "ien")
    .replace(/elle$/, "el")
    .replace(/ere$/, "er")
    .replace(/e+$/, "");
  return stemmed.length >= 3 ? stemmed : word;
}
