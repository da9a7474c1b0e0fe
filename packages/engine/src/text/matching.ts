import { distance } from "fastest-levenshtein";
import { foldText } from "./fold";

/** A word of a text, folded, with where it stands in the original. */
interface Token {
  word: string;
  start: number;
  end: number;
}

export interface Match {
  /** The words of the original text that matched, as typed. */
  words: string;
  /** The sentence (or clause) they stand in, as typed, shortened around the match when long. */
  quote: string;
  /** Where the matched words start and end in the text. */
  start: number;
  end: number;
}

export interface MatchOptions {
  /** Accept small spelling mistakes (observations and answers are typed fast). */
  fuzzy?: boolean;
  /** Ignore a mention under a negation ("pas de sus-décalage du ST", "ce n'est pas un infarctus"). */
  negationAware?: boolean;
  /**
   * A lab note puts the value between the analyte and its qualifier ("Fer sérique 5,9 µmol/L : bas",
   * "transferrine 3,9 haute"): the phrase's last word may come a few tokens after the others, in the
   * same clause (a comma between words, a full stop or a new line ends it; "5,9" is a number).
   */
  valueGap?: boolean;
}

const NEGATION_CUES = new Set(["pas", "aucun", "aucune", "sans", "jamais", "ni", "non", "absence", "exclu", "exclue"]);
const NEGATION_WINDOW = 6;
const CLAUSE_BREAK = /[.!?;,:\n()]|\bmais\b/;

/** Texts and phrases are matched against many concepts in a row: their words are memoised (bounded). */
const MEMO_LIMIT = 5_000;
const tokenMemo = new Map<string, Token[]>();
const phraseMemo = new Map<string, string[]>();

function remember<T>(memo: Map<string, T>, key: string, compute: (key: string) => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

const phraseWords = (phrase: string) => remember(phraseMemo, phrase, (p) => foldText(p).match(/[a-z0-9]+/g) ?? []);
const tokenize = (text: string) => remember(tokenMemo, text, tokenizeText);

function tokenizeText(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index ?? 0;
    const word = foldText(match[0]);
    for (const part of word.match(/[a-z0-9]+/g) ?? []) tokens.push({ word: part, start, end: start + match[0].length });
  }
  return tokens;
}

function budget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

function wordsMatch(expected: string, actual: string, fuzzy: boolean): boolean {
  if (expected === actual) return true;
  // Plural and feminine endings ("irréguliers", "élevée") are never mistakes.
  if (actual === `${expected}s` || actual === `${expected}e` || actual === `${expected}es` || `${actual}s` === expected)
    return true;
  if (!fuzzy) return false;
  const allowed = budget(expected);
  return allowed > 0 && Math.abs(expected.length - actual.length) <= allowed && distance(expected, actual) <= allowed;
}

const isNegationWord = (word: string) => NEGATION_CUES.has(word) || word === "n" || word === "ne";
/** Words opening a condition: a negation after them states when to act ("si la douleur ne passe pas"), not a denial. */
const CONDITION_OPENERS = new Set(["si", "s", "lorsque", "quand", "sinon"]);

function negated(text: string, tokens: Token[], index: number, phrase: string[]): boolean {
  if (phrase.some(isNegationWord)) return false;
  const first = tokens[index];
  if (!first) return false;
  for (let i = index - 1; i >= 0 && i >= index - NEGATION_WINDOW; i--) {
    const token = tokens[i] as Token;
    if (CLAUSE_BREAK.test(text.slice(token.end, (tokens[i + 1] as Token).start))) return false;
    if (isNegationWord(token.word)) return !inCondition(text, tokens, i);
  }
  return false;
}

/** Whether the negation at `index` belongs to a condition ("si…", "quand…") opened earlier in its clause. */
function inCondition(text: string, tokens: Token[], index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (CONDITION_OPENERS.has(token.word)) return true;
    if (i > 0 && CLAUSE_BREAK.test(text.slice((tokens[i - 1] as Token).end, token.start))) return false;
  }
  return false;
}

/**
 * A phrase that carries its own negation ("douleur non calmée", "ne passe pas") also matches the
 * other ways French says it: its content words in order, a few words apart, with a negation among
 * them ("la douleur n'est pas calmée", "la douleur ne se calme toujours pas").
 */
function looseNegativeMatch(
  tokens: Token[],
  phrase: string[],
  fuzzy: boolean,
): { start: number; end: number } | undefined {
  const content = phrase.filter((word) => !isNegationWord(word) && word !== "pas");
  if (content.length === 0 || content.length === phrase.length) return undefined;
  const span = phrase.length + 4;
  for (let i = 0; i < tokens.length; i++) {
    if (!wordsMatch(content[0] as string, (tokens[i] as Token).word, fuzzy)) continue;
    let at = i;
    let ok = true;
    for (const word of content.slice(1)) {
      let found = -1;
      for (let k = at + 1; k < tokens.length && k <= i + span; k++) {
        if (wordsMatch(word, (tokens[k] as Token).word, fuzzy)) {
          found = k;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (!ok) continue;
    const window = tokens.slice(Math.max(0, i - 2), Math.min(tokens.length, at + 3));
    if (window.some((token) => isNegationWord(token.word))) return { start: i, end: at };
  }
  return undefined;
}

function quoteAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1] as string)) from--;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to] as string)) to++;
  if (to < text.length) to++;
  let quote = text.slice(from, to).trim();
  if (quote.length > 180) {
    const left = Math.max(from, start - 70);
    const right = Math.min(to, end + 70);
    quote = `${left > from ? "…" : ""}${text.slice(left, right).trim()}${right < to ? "…" : ""}`;
  }
  return quote;
}

/** At most this many tokens (values, units, a formula) between an analyte and its qualifier. */
const VALUE_GAP = 12;
/** What ends a clause in a note: a full stop, semicolon, new line, or a comma that is not a decimal comma. */
const NOTE_CLAUSE_BREAK = /[.;!?\n]|,(?!\d)|(?<!\d),/;

function valueGapMatch(
  text: string,
  tokens: Token[],
  phrase: string[],
  options: MatchOptions,
): { start: number; end: number } | undefined {
  if (phrase.length < 2 || phrase.some(isNegationWord)) return undefined;
  const fuzzy = options.fuzzy ?? false;
  const head = phrase.slice(0, -1);
  const last = phrase.at(-1) as string;
  for (let i = 0; i + head.length <= tokens.length; i++) {
    let all = true;
    for (let k = 0; k < head.length && all; k++)
      all = wordsMatch(head[k] as string, (tokens[i + k] as Token).word, fuzzy);
    if (!all) continue;
    if (options.negationAware && negated(text, tokens, i, phrase)) continue;
    const headEnd = i + head.length - 1;
    for (let j = headEnd + 1; j < tokens.length && j <= headEnd + 1 + VALUE_GAP; j++) {
      // One character of context on each side, so that "5,9" reads as a number, not a clause break.
      const gap = text.slice((tokens[headEnd] as Token).end - 1, (tokens[j] as Token).start + 1);
      if (NOTE_CLAUSE_BREAK.test(gap)) break;
      const token = tokens[j] as Token;
      if (isNegationWord(token.word)) break;
      if (wordsMatch(last, token.word, fuzzy)) return { start: i, end: j };
    }
  }
  return undefined;
}

/** Finds the first mention of any of `phrases` in `text`, as whole words. */
export function findMention(text: string, phrases: readonly string[], options: MatchOptions = {}): Match | undefined {
  const tokens = tokenize(text);
  for (const phrase of phrases) {
    const words = phraseWords(phrase);
    if (words.length === 0) continue;
    for (let i = 0; i + words.length <= tokens.length; i++) {
      let all = true;
      for (let k = 0; k < words.length && all; k++) {
        all = wordsMatch(words[k] as string, (tokens[i + k] as Token).word, options.fuzzy ?? false);
      }
      if (!all) continue;
      if (options.negationAware && negated(text, tokens, i, words)) continue;
      const start = (tokens[i] as Token).start;
      const end = (tokens[i + words.length - 1] as Token).end;
      return { words: text.slice(start, end), quote: quoteAround(text, start, end), start, end };
    }
    const loose =
      looseNegativeMatch(tokens, words, options.fuzzy ?? false) ??
      (options.valueGap ? valueGapMatch(text, tokens, words, options) : undefined);
    if (loose) {
      const start = (tokens[loose.start] as Token).start;
      const end = (tokens[loose.end] as Token).end;
      return { words: text.slice(start, end), quote: quoteAround(text, start, end), start, end };
    }
  }
  return undefined;
}
