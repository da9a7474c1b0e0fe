import type { Analysis } from "../text/analyse";
import { foldedWords } from "../text/fold";
import { stem } from "../text/stem";
import { LEXICON } from "./lexicon";

interface Term {
  label: string;
  stems: string[];
}

/** Lexicon terms by their first stem, longest first. */
const TERMS_BY_FIRST_STEM: ReadonlyMap<string, readonly Term[]> = (() => {
  const index = new Map<string, Term[]>();
  for (const [label, phrases] of Object.entries(LEXICON)) {
    for (const phrase of phrases) {
      const stems = foldedWords(phrase).map(stem);
      const first = stems[0];
      if (first === undefined) continue;
      const list = index.get(first) ?? [];
      list.push({ label, stems });
      index.set(first, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return index;
})();

/** Labels whose lexicon terms appear in the stems (whole words, in order). */
export function lexiconLabels(stems: readonly string[]): Set<string> {
  const labels = new Set<string>();
  for (let i = 0; i < stems.length; i++) {
    for (const term of TERMS_BY_FIRST_STEM.get(stems[i] as string) ?? []) {
      if (i + term.stems.length > stems.length) continue;
      if (term.stems.every((s, k) => stems[i + k] === s)) labels.add(term.label);
    }
  }
  return labels;
}

/**
 * Sparse features of an analysed text: stems, stem bigrams, lexicon concepts, the opening stem,
 * whether it reads as a question, and whether it is telegraphic (one or two words, as in "Fièvre ?").
 */
export function featuresOf(analysis: Analysis): string[] {
  const { stems } = analysis;
  const features = new Set<string>();
  for (const s of stems) features.add(`w:${s}`);
  for (let i = 0; i + 1 < stems.length; i++) features.add(`b:${stems[i]}_${stems[i + 1]}`);
  for (const label of lexiconLabels(stems)) features.add(`c:${label}`);
  if (stems[0] !== undefined) features.add(`^${stems[0]}`);
  if (analysis.question) features.add("?");
  if (stems.length <= 2) features.add("#short");
  return [...features];
}
