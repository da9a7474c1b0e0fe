/**
 * Whether two stemmed words are one word mistyped: optimal string alignment distance (a swap of two
 * neighbouring letters is one edit), one edit from 7 letters, two from 8, a doubled letter always. Short words,
 * numbers, concept ids (« #sca ») are compared exactly, negated words only with negated words; a typo never turns
 * « hypo » into « hyper », « tachy » into « brady », « -ite » into « -ique », nor changes the first letter.
 */

const OPPOSITE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ["hypo", "hyper"],
  ["tachy", "brady"],
  ["micro", "macro"],
  ["intra", "extra"],
  ["mono", "poly"],
  ["pseudo", ""],
];

function opposite(a: string, b: string): boolean {
  for (const [x, y] of OPPOSITE_PREFIXES) {
    if (y === "") {
      if (a.startsWith(x) !== b.startsWith(x)) return true;
    } else if ((a.startsWith(x) && b.startsWith(y)) || (a.startsWith(y) && b.startsWith(x))) return true;
  }
  return false;
}

/** Suffixes that change the disease: « pancréatite » is not « pancréatique », « cystite » not « cystique ». */
const MEANINGFUL_SUFFIXES = ["it", "om", "os"];

const suffixChanged = (a: string, b: string) =>
  MEANINGFUL_SUFFIXES.some((suffix) => a.endsWith(suffix) !== b.endsWith(suffix));

/** Edits allowed between two words of these lengths: none below 7 letters (« vitale » is not « virale »). */
function budget(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  return shorter >= 8 ? 2 : shorter >= 7 ? 1 : 0;
}

/** A letter doubled or not (« goute », « érysipèlle »): the commonest French typo, forgiven on any word. */
const undoubled = (word: string) => word.replace(/([a-z])\1+/g, "$1");

/** Optimal string alignment distance, giving up once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The two words are the same word, allowing for a typo. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // Cheap refusals first: this runs against whole vocabularies.
  if (a[0] !== b[0] || Math.abs(a.length - b.length) > 2 || Math.min(a.length, b.length) < 4) return false;
  if (a.startsWith("#") || b.startsWith("#") || /\d/.test(a) || /\d/.test(b)) return false;
  if (a.startsWith("non_") !== b.startsWith("non_")) return false;
  if (a[0] !== b[0] || opposite(a, b) || suffixChanged(a, b)) return false;
  if (a.length >= 4 && undoubled(a) === undoubled(b)) return true;
  const limit = budget(a, b);
  return limit > 0 && editDistance(a, b, limit) <= limit;
}

/** The distance of a typo (0 when equal), or Infinity when the words differ. */
export function typoDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!sameWord(a, b)) return Number.POSITIVE_INFINITY;
  return undoubled(a) === undoubled(b) ? 1 : editDistance(a, b, budget(a, b));
}
