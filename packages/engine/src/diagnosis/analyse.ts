import { sameWord } from "./fuzzy";
import { DIAGNOSIS_SYNONYMS } from "./lexicon";
import { libraryWords } from "./vocabulary";
import { isStopWord, lightStem, NEGATIONS, normalizeText, rawWords } from "./words";

/** A form of the lexicon as meaningful stems, and what it stands for. */
interface Phrase {
  words: readonly string[];
  canonical: readonly string[];
}

/** Stems of a text, link words dropped, negation words kept (they matter to « sans pouls »). */
function stems(words: readonly string[]): string[] {
  return words.filter((word) => !isStopWord(word)).map(lightStem);
}

/** A canonical spelling's tokens: concept ids as they are, words stemmed. */
function canonicalTokens(canonical: string): string[] {
  return canonical
    .split(" ")
    .flatMap((part) => (part.startsWith("#") ? [part] : stems(rawWords(part))))
    .filter(Boolean);
}

const PHRASES: readonly Phrase[] = DIAGNOSIS_SYNONYMS.flatMap(([canonical, forms]) => {
  const tokens = canonicalTokens(canonical);
  const spellings = canonical.startsWith("#") ? forms : [canonical, ...forms];
  return spellings.map((form) => ({ words: stems(rawWords(form)), canonical: tokens }));
})
  .filter((phrase) => phrase.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/** Every stem the lexicon knows, to put a word typed in two halves back together. */
const LEXICON_WORDS: ReadonlySet<string> = new Set(PHRASES.flatMap((phrase) => phrase.words));
/** The long ones by first letter, to recognise a mistyped word put together from two halves. */
const LONG_WORDS_BY_LETTER = new Map<string, string[]>();
for (const word of LEXICON_WORDS) {
  if (word.length >= 7)
    LONG_WORDS_BY_LETTER.set(word[0] ?? "", [...(LONG_WORDS_BY_LETTER.get(word[0] ?? "") ?? []), word]);
}

/** The medical terms the lexicon knows, as typed and as canonical tokens. */
export const MEDICAL_TERMS: ReadonlySet<string> = new Set([
  ...LEXICON_WORDS,
  ...PHRASES.flatMap((phrase) => phrase.canonical),
]);

/** A word of the language is taken as written; only an unknown word may be a typo of a known one. */
export const isKnownWord = (stem: string) => LEXICON_WORDS.has(stem) || libraryWords().has(stem);

/** Phrases by their first word (as written), and by its first letter (for a typo), longest first. */
const BY_FIRST_WORD = groupBy(PHRASES, (phrase) => phrase.words[0] ?? "");
const BY_FIRST_LETTER = groupBy(PHRASES, (phrase) => phrase.words[0]?.[0] ?? "");

function groupBy(phrases: readonly Phrase[], key: (phrase: Phrase) => string): ReadonlyMap<string, Phrase[]> {
  const groups = new Map<string, Phrase[]>();
  for (const phrase of phrases) groups.set(key(phrase), [...(groups.get(key(phrase)) ?? []), phrase]);
  return groups;
}

/** A lexicon word matches a typed word: as written, or as the typo of an unknown word. */
const wordMatches = (typed: string, form: string) => typed === form || (!isKnownWord(typed) && sameWord(typed, form));

const phraseMatches = (phrase: Phrase, words: readonly string[], start: number) =>
  start + phrase.words.length <= words.length &&
  phrase.words.every((word, offset) => wordMatches(words[start + offset] ?? "", word));

/** The longest lexicon form at this word, as written rather than with a typo at equal length. */
function phraseAt(words: readonly string[], start: number): Phrase | undefined {
  const word = words[start] ?? "";
  const exact = (BY_FIRST_WORD.get(word) ?? []).find((phrase) => phraseMatches(phrase, words, start));
  const typo = isKnownWord(word)
    ? undefined
    : (BY_FIRST_LETTER.get(word[0] ?? "") ?? []).find((phrase) => phraseMatches(phrase, words, start));
  if (exact && typo) return typo.words.length > exact.words.length ? typo : exact;
  return exact ?? typo;
}

/** Two typed halves of one known word (« sous arachnoïdienne », « extra utérine ») made one again. */
function joinSplitWords(
  words: readonly string[],
  known: (stem: string) => boolean,
  knownWhole: (stem: string) => boolean,
): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    const next = words[index + 1];
    const whole = next === undefined ? "" : lightStem(word + next);
    // The first half is a prefix, not a word (« extra », « sous », « pseudo »), the second no link
    // word (« goutte ou »); six letters at least, so that two short words never make an abbreviation.
    const halves =
      next !== undefined && (word === "sous" || !(isStopWord(word) || known(lightStem(word)))) && !isStopWord(next);
    if (halves && whole.length >= 6 && knownWhole(whole)) {
      joined.push(`${word}${next}`);
      index++;
    } else joined.push(word);
  }
  return joined;
}

/** A typed hyphen joins a known word (« extra-utérine ») and separates two others (« AVK-miconazole »). */
function splitUnknownCompounds(words: readonly string[], known: (stem: string) => boolean): string[] {
  return words.flatMap((word) => {
    if (!word.includes("-")) return [word];
    const whole = word.replaceAll("-", "");
    return known(lightStem(whole)) ? [whole] : word.split("-");
  });
}

/** « non », « sans », « pas de » fold into the next word: « non nécrosante » is not « nécrosante ». */
function foldNegations(tokens: readonly string[]): string[] {
  const folded: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] ?? "";
    if (!NEGATIONS.has(token)) {
      folded.push(token);
      continue;
    }
    const next = tokens[index + 1];
    if (next !== undefined && !NEGATIONS.has(next)) {
      folded.push(`non_${next}`);
      index++;
    }
  }
  return folded;
}

/**
 * The tokens of a diagnosis as typed or as labelled: stems, with the lexicon's abbreviations and
 * synonyms brought to their canonical spelling and negations folded in. `extraWords` are stems of
 * the station's own labels, so that a word of a label typed in two halves is recognised too; a
 * `label` keeps its hyphenated words whole.
 */
export function diagnosisTokens(text: string, extraWords?: ReadonlySet<string>, label = false): string[] {
  const known = (stem: string) => LEXICON_WORDS.has(stem) || (extraWords?.has(stem) ?? false);
  // A word put together from two halves may be mistyped too (« sous-aracnhoïdienne »).
  const knownWhole = (stem: string) =>
    known(stem) ||
    (stem.length >= 7 &&
      !isKnownWord(stem) &&
      ((LONG_WORDS_BY_LETTER.get(stem[0] ?? "") ?? []).some((word) => sameWord(stem, word)) ||
        [...(extraWords ?? [])].some((word) => sameWord(stem, word))));
  const typed = label ? rawWords(text) : splitUnknownCompounds(normalizeText(text, true).split(" "), knownWhole);
  const words = stems(joinSplitWords(typed.filter(Boolean), known, knownWhole));
  const tokens: string[] = [];
  for (let index = 0; index < words.length; ) {
    const phrase = phraseAt(words, index);
    if (phrase) {
      tokens.push(...phrase.canonical);
      index += phrase.words.length;
    } else {
      tokens.push(words[index] ?? "");
      index++;
    }
  }
  return foldNegations(tokens);
}

/** The plain stems of a text (no lexicon): the words a station's labels are written with. */
export const labelStems = (text: string): string[] => stems(rawWords(text));
