/// <reference path="../types/nlpjs.d.ts" />
import nlpFr from "@nlpjs/lang-fr";

const stemmer = new nlpFr.StemmerFr();
const cache = new Map<string, string>();

/** The French Snowball stem of a folded word (memoised: the vocabulary of a station is small). */
export function stem(word: string): string {
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = /^\d+$/.test(word) ? word : stemmer.stemWord(word);
    if (cache.size < 50_000) cache.set(word, stemmed);
  }
  return stemmed;
}
