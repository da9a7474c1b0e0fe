import { foldText } from "../text/fold";
import { diagnosisTokens, labelStems } from "./analyse";
import { GENERIC_WORDS, QUALIFIER_WORDS } from "./lexicon";
import { lightStem, normalizeText } from "./words";

/** A station's differential as the content gives it (`ClinicalCase["diagnosis"]`). */
export interface Differential {
  options: readonly string[];
  correct: string;
  /** Other ways to name an option, keyed by its label (station-specific wording only). */
  synonyms?: Readonly<Record<string, readonly string[]>>;
}

/** One way to name an option, as weighted tokens. */
export interface WeightedForm {
  weights: ReadonlyMap<string, number>;
  total: number;
}

export interface CompiledOption {
  label: string;
  /** The label, its parts and synonyms, normalised: typed exactly, they name the option outright. */
  spellings: ReadonlySet<string>;
  forms: readonly WeightedForm[];
  /** Every token of its forms. */
  tokens: ReadonlySet<string>;
  /** Tokens of any form that no other option of the station has (generic words left out). */
  distinct: ReadonlySet<string>;
}

export interface CompiledDifferential {
  options: readonly CompiledOption[];
  /** Every token of the station's options, to correct a typed word against. */
  vocabulary: readonly string[];
  /** The stems of the labels, to put a word typed in two halves back together. */
  labelWords: ReadonlySet<string>;
}

const GENERIC: ReadonlySet<string> = new Set(GENERIC_WORDS.map(lightStem));
const QUALIFIERS: ReadonlySet<string> = new Set(QUALIFIER_WORDS.map(lightStem));

/** The name a diagnosis is called by weighs most; its qualifiers less; what it comes from (after « sur », « par ») less still. */
export const WEIGHTS = { head: 3, word: 1, qualifier: 0.4, generic: 0.25, cause: 0.5 } as const;

const bare = (token: string) => token.replace(/^non_/, "");
export const isGeneric = (token: string) => GENERIC.has(bare(token));
export const isQualifier = (token: string) => QUALIFIERS.has(bare(token));

/** Words that introduce what a diagnosis comes from or goes with (« sur », « favorisée par », « : »). */
const CAUSE_BREAK = /\s*[,:;–—]\s*|\s+(?:par|sur|sous|avec|favorise(?:e|es|s)?|declenche(?:e|es|s)?|revelant)\s+/;

/** The ways a label names its option: whole, without its parenthesis, the parenthesis, what follows « : ». */
function spellingsOf(label: string, synonyms: readonly string[]): string[] {
  const spellings = [label];
  const parenthesis = /\(([^)]+)\)/.exec(label);
  if (parenthesis?.[1]) {
    spellings.push(label.replace(/\s*\([^)]*\)\s*/g, " ").trim(), parenthesis[1]);
  }
  const colon = label.indexOf(" : ");
  if (colon > 0) spellings.push(label.slice(colon + 3));
  return [...new Set([...spellings, ...synonyms])];
}

/** A form's tokens, each with the segment it stands in (0: the name, then what it comes from). */
type SegmentedTokens = ReadonlyArray<{ token: string; segment: number }>;

function segmentTokens(spelling: string, labelWords: ReadonlySet<string>): SegmentedTokens {
  return foldText(spelling)
    .split(CAUSE_BREAK)
    .flatMap((text, segment) => diagnosisTokens(text, labelWords, true).map((token) => ({ token, segment })));
}

const NAMED_BY_SITE: ReadonlySet<string> = new Set(["#cancer"]);

const baseWeight = (token: string) =>
  isGeneric(token) ? WEIGHTS.generic : isQualifier(token) ? WEIGHTS.qualifier : WEIGHTS.word;

/**
 * The head of a form weighs most: the first word of its name when that word sets the option apart,
 * otherwise the first word that does (« Arrêt cardiaque sur fibrillation ventriculaire » is told
 * apart from « Arrêt cardiaque en asystolie » by « fibrillation ventriculaire »).
 */
function headOf(tokens: SegmentedTokens, distinct: ReadonlySet<string>): string | undefined {
  const words = tokens.filter(({ token }) => baseWeight(token) === WEIGHTS.word);
  // « Cancer » says what, not which: a cancer is named by its organ.
  const named = words.some(({ token }) => !NAMED_BY_SITE.has(token))
    ? words.filter(({ token }) => !NAMED_BY_SITE.has(token))
    : words;
  const first = named.find(({ segment }) => segment === 0);
  if (first && distinct.has(first.token)) return first.token;
  return (
    named.find(({ token, segment }) => segment === 0 && distinct.has(token)) ??
    named.find(({ token }) => distinct.has(token)) ??
    first
  )?.token;
}

function weighForm(tokens: SegmentedTokens, distinct: ReadonlySet<string>): WeightedForm {
  const head = headOf(tokens, distinct);
  const weights = new Map<string, number>();
  for (const { token, segment } of tokens) {
    let weight: number = baseWeight(token);
    if (segment > 0) weight = Math.min(weight, WEIGHTS.cause);
    if (token === head) weight = WEIGHTS.head;
    weights.set(token, Math.max(weights.get(token) ?? 0, weight));
  }
  return { weights, total: [...weights.values()].reduce((sum, weight) => sum + weight, 0) };
}

function compile(differential: Differential): CompiledDifferential {
  const labelWords = new Set(differential.options.flatMap((label) => labelStems(label).filter((w) => w.length >= 6)));
  const prepared = differential.options.map((label) => {
    const spellings = spellingsOf(label, differential.synonyms?.[label] ?? []);
    const forms = spellings.map((spelling) => segmentTokens(spelling, labelWords)).filter((form) => form.length > 0);
    const tokens = new Set(forms.flatMap((form) => form.map(({ token }) => token)));
    return { label, spellings: new Set(spellings.map((spelling) => normalizeText(spelling))), forms, tokens };
  });
  const options = prepared.map((option) => {
    const elsewhere = new Set(prepared.filter((other) => other !== option).flatMap((other) => [...other.tokens]));
    const distinct = new Set([...option.tokens].filter((token) => !elsewhere.has(token) && !isGeneric(token)));
    const forms = option.forms.map((form) => weighForm(form, distinct));
    return { label: option.label, spellings: option.spellings, forms, tokens: option.tokens, distinct };
  });
  const vocabulary = [...new Set(prepared.flatMap((option) => [...option.tokens]))];
  return { options, vocabulary, labelWords };
}

const compiled = new WeakMap<Differential, CompiledDifferential>();

/** The station's differential ready to match against (memoised per content object). */
export function compileDifferential(differential: Differential): CompiledDifferential {
  let result = compiled.get(differential);
  if (!result) {
    result = compile(differential);
    compiled.set(differential, result);
  }
  return result;
}
