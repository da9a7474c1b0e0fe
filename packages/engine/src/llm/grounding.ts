import type { ClinicalCase } from "@ecos/content";
import { announcesDiagnosis } from "../patient/explanations";
import { foldText } from "../text/fold";
import { clinicalFactsIn, type FactKind, numbersIn, textStates } from "./clinical-terms";

/** Why a model's reply was set aside for the embedded one. */
export type GroundingReason = FactKind | "role" | "length" | "empty";

export type GroundingVerdict = { ok: true } | { ok: false; reason: GroundingReason; detail: string };

/**
 * What a reply may state: the facts of the case that this answer touches (and what the patient has
 * already said), and what the student has told the patient (an explanation can be repeated back;
 * a question's suggestion cannot be confirmed unless the case says so).
 */
export interface GroundingContext {
  item: ClinicalCase;
  /** The case's facts the patient may state in this reply (persona, scripted answers touched, earlier replies). */
  facts: string;
  /** What the student has stated (not asked) so far, the current message included: it may be repeated back. */
  told: string;
  /** Everything the student has written so far. */
  studentText: string;
  /**
   * The student's current message when it is a question and the engine answered it with a negative or
   * « I don't know » (nothing in the case): the reply may then deny what it names (« Non, pas
   * d'allergie. »), never confirm it.
   */
  deniable?: string;
}

/** A reply longer than this is not a patient's answer. */
export const MAX_REPLY_CHARS = 700;

/** A model that steps out of the role (« en tant qu'IA », « mes instructions »…). */
const ROLE_BREAK =
  /\b(?:en tant qu[e ]?(?:ia|assistant|modele|intelligence)|je suis (?:une? )?(?:ia|intelligence artificielle|assistant|modele|programme|robot|chatbot|acteur|actrice|comedien)|intelligence artificielle|modele de langage|language model|mes (?:instructions|consignes|directives)|prompt|chatgpt|openai|gpt|llama|patient standardise|patiente standardisee|jeu de role|grille d evaluation|grille de notation|sortir de mon role|hors de mon role)\b/;

const describe: Record<FactKind, string> = {
  number: "un chiffre",
  drug: "un médicament",
  diagnosis: "une maladie ou un diagnostic",
  result: "un examen ou un résultat",
  antecedent: "un antécédent",
};

/**
 * Whether a model's reply stays faithful to the case: every number, drug, condition, exam or result
 * and antecedent it states is in the facts given (or was told by the student), it never names the
 * diagnosis before the student did, and it stays in role. Strict on purpose: a rejected reply is
 * replaced by the embedded engine's, which is always faithful.
 */
const NEGATION = /\b(?:non|pas|jamais|aucun|aucune|ni|sans|rien)\b/;

/** Whether every sentence naming these words denies rather than affirms (« Non, pas de diabète »). */
function deniedIn(sentences: readonly string[], words: string): boolean {
  const naming = sentences.filter((sentence) => textStates(sentence, words));
  return naming.every((sentence) => {
    const folded = foldText(sentence).replace(/['’-]/g, " ");
    return NEGATION.test(folded) && !/\boui\b/.test(folded);
  });
}

export function checkGrounding(reply: string, context: GroundingContext): GroundingVerdict {
  const text = reply.trim();
  if (!text) return { ok: false, reason: "empty", detail: "réponse vide" };
  if (text.length > MAX_REPLY_CHARS) return { ok: false, reason: "length", detail: `${text.length} caractères` };
  const folded = foldText(text).replace(/['’-]/g, " ");
  const role = ROLE_BREAK.exec(folded);
  if (role) return { ok: false, reason: "role", detail: role[0] };

  // The diagnosis (or another of the differential) only once the student has stated it (a question
  // « c'est pas un infarctus ? » is not confirmed), or in the case's own words for this answer
  // (« mon père est mort d'une crise cardiaque » is family history).
  if (
    announcesDiagnosis(context.item, text) &&
    !announcesDiagnosis(context.item, context.told) &&
    !announcesDiagnosis(context.item, context.facts)
  ) {
    return { ok: false, reason: "diagnosis", detail: "diagnostic nommé avant l'étudiant" };
  }

  const allowed = `${context.facts}\n${context.told}`;
  const allowedNumbers = new Set(numbersIn(allowed));
  for (const value of numbersIn(text)) {
    if (!allowedNumbers.has(value)) return { ok: false, reason: "number", detail: value };
  }
  const sentences = text.split(/(?<=[.!?…])\s+/);
  for (const fact of clinicalFactsIn(text)) {
    if (textStates(allowed, fact.words)) continue;
    if (context.deniable && textStates(context.deniable, fact.words) && deniedIn(sentences, fact.words)) continue;
    return { ok: false, reason: fact.kind, detail: `${describe[fact.kind]} absent du cas : ${fact.words}` };
  }
  return { ok: true };
}
