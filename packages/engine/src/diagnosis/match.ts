import { CLINICAL_CASES } from "@ecos/content";
import { diagnosisTokens, isKnownWord, MEDICAL_TERMS } from "./analyse";
import {
  type CompiledDifferential,
  type CompiledOption,
  compileDifferential,
  type Differential,
  isGeneric,
  isQualifier,
} from "./differential";
import { sameWord, typoDistance } from "./fuzzy";
import { SITE_WORDS } from "./lexicon";
import { lightStem, normalizeText } from "./words";

/**
 * - exact: an option's label (or one of its spellings) typed as it is;
 * - recognised: the text names one option, allowing abbreviations, synonyms, typos, word order;
 * - ambiguous: the text names several options (« EP ou SCA »): hedging earns nothing;
 * - vague: the text shares words with options without naming one (« problème cardiaque »);
 * - unrecognised: nothing of the differential in it; empty: nothing typed.
 */
export type DiagnosisMatchReason = "exact" | "recognised" | "ambiguous" | "vague" | "unrecognised" | "empty";

export interface DiagnosisMatch {
  /** The text as typed, trimmed. */
  typed: string;
  /** The option of the station's differential the text names, or null. */
  label: string | null;
  /** The text names the station's expected diagnosis. */
  correct: boolean;
  /** How much of the option's name the text covers, 0 to 1 (1 for an exact label). */
  confidence: number;
  reason: DiagnosisMatchReason;
  /** The options an ambiguous text names together. */
  candidates: string[];
}

/** Share of an option's weighted name a text must cover to name it. */
export const MATCH_THRESHOLD = 0.5;

/** A typed word replaced by the station's word it is a typo of, when there is exactly one nearest. */
function correctTypo(token: string, compiled: CompiledDifferential): string {
  if (compiled.vocabulary.includes(token) || isKnownWord(token.replace(/^non_/, ""))) return token;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const word of compiled.vocabulary) {
    if (!sameWord(token, word)) continue;
    const distance = typoDistance(token, word);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance && word !== best) tie = true;
  }
  return best !== undefined && !tie ? best : token;
}

interface Scored {
  option: CompiledOption;
  /** The best share of a form's weight the text covers. */
  coverage: number;
  /** The option's distinctive tokens the text contains. */
  evidence: string[];
}

const SITES: ReadonlySet<string> = new Set(SITE_WORDS.map(lightStem));

/** The head words of every diagnosis of the library: the diseases a text can be about. */
let libraryHeads: ReadonlySet<string> | undefined;
function diseaseWords(): ReadonlySet<string> {
  libraryHeads ??= new Set(
    CLINICAL_CASES.flatMap((item) =>
      item.diagnosis.options.flatMap((label) => {
        const head = diagnosisTokens(label).find((token) => !isGeneric(token) && !isQualifier(token));
        return head ? [head] : [];
      }),
    ),
  );
  return libraryHeads;
}

/**
 * What a text is about, besides its words: the first medical term it names (« dermohypodermite »
 * in « dermohypodermite bactérienne », not « bactérienne ») and the organs it names.
 */
function subjectOf(tokens: readonly string[], compiled: CompiledDifferential) {
  const head = tokens.find(
    (token) =>
      !isGeneric(token) &&
      !isQualifier(token) &&
      (compiled.vocabulary.includes(token) || MEDICAL_TERMS.has(token) || diseaseWords().has(token)),
  );
  return { head, sites: tokens.filter((token) => SITES.has(token)) };
}

/** An option a text can name: it is about the same disease and the same organs. */
function admissible(option: CompiledOption, subject: ReturnType<typeof subjectOf>): boolean {
  if (subject.head !== undefined && !option.tokens.has(subject.head)) return false;
  return subject.sites.every((site) => option.tokens.has(site));
}

function score(option: CompiledOption, typed: ReadonlySet<string>): Scored {
  let coverage = 0;
  for (const form of option.forms) {
    let covered = 0;
    for (const [token, weight] of form.weights) if (typed.has(token)) covered += weight;
    coverage = Math.max(coverage, form.total > 0 ? covered / form.total : 0);
  }
  return { option, coverage, evidence: [...option.distinct].filter((token) => typed.has(token)) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Resolves a diagnosis typed at the end of a station to one option of its differential, or to none:
 * the station's hidden list is the universe, the student's words are read through the lexicon of
 * abbreviations and synonyms with typos forgiven, and a text names an option when it covers enough
 * of its name (its head word above all) and something that sets it apart from the others. Naming
 * two options is ambiguous and names none.
 */
export function matchDiagnosis(differential: Differential, typedText: string | null | undefined): DiagnosisMatch {
  const typed = (typedText ?? "").trim();
  const result = (label: string | null, reason: DiagnosisMatchReason, confidence = 0, candidates: string[] = []) => ({
    typed,
    label,
    correct: label !== null && label === differential.correct,
    confidence: round(confidence),
    reason,
    candidates,
  });
  const normalized = normalizeText(typed);
  if (!normalized) return result(null, "empty");

  const compiled = compileDifferential(differential);
  const exact = compiled.options.find((option) => option.spellings.has(normalized));
  if (exact) return result(exact.label, "exact", 1);

  const sequence = diagnosisTokens(typed, compiled.labelWords).map((token) => correctTypo(token, compiled));
  const tokens = new Set(sequence);
  const subject = subjectOf(sequence, compiled);
  const scored = compiled.options.map((option) => score(option, tokens));
  // Naming two options is a hedge whatever the text is about; one option, only about its disease.
  const named = scored.filter((entry) => entry.evidence.length > 0 && entry.coverage >= MATCH_THRESHOLD);
  if (named.length > 1) {
    return result(
      null,
      "ambiguous",
      0,
      named.map((entry) => entry.option.label),
    );
  }
  const [only] = named;
  if (only && admissible(only.option, subject)) return result(only.option.label, "recognised", only.coverage);

  // An option whose every word other options share (« Pneumothorax » beside « Pneumothorax
  // compressif ») is named when the text covers all of it and no other option entirely.
  const whole = named.length === 0 ? scored.filter((entry) => entry.coverage >= 1) : [];
  if (whole.length === 1 && whole[0] && admissible(whole[0].option, subject)) {
    return result(whole[0].option.label, "recognised", 1);
  }

  const sharesWords = compiled.vocabulary.some((word) => tokens.has(word) && !isGeneric(word));
  return result(null, sharesWords ? "vague" : "unrecognised");
}
