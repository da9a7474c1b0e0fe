import { distance } from "fastest-levenshtein";

/**
 * Corrects typos against a known vocabulary: a word that is not known is replaced by the most
 * frequent known word within one edit (two for words of eight letters or more). Short words,
 * numbers and known words are left alone; answers are memoised.
 */
export class SpellingCorrector {
  private readonly byLength = new Map<number, string[]>();
  private readonly memo = new Map<string, string>();

  constructor(private readonly frequencies: ReadonlyMap<string, number>) {
    const sorted = [...frequencies.keys()].sort((a, b) => (frequencies.get(b) ?? 0) - (frequencies.get(a) ?? 0));
    for (const word of sorted) {
      const bucket = this.byLength.get(word.length) ?? [];
      bucket.push(word);
      this.byLength.set(word.length, bucket);
    }
  }

  knows(word: string): boolean {
    return this.frequencies.has(word);
  }

  correct(word: string): string {
    if (word.length < 4 || this.frequencies.has(word) || /\d/.test(word)) return word;
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    const budget = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = budget + 1;
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // Typos rarely touch the first letter, and the filter keeps the search cheap.
        if (candidate[0] !== word[0] && candidate[1] !== word[1]) continue;
        const d = distance(word, candidate);
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
          if (d === 1) break;
        }
      }
    }
    if (this.memo.size < 20_000) this.memo.set(word, best);
    return best;
  }
}
