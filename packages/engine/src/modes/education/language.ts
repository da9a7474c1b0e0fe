import { foldedWords } from "../../text/fold";

/**
 * How a student's message reads in an education session, from its words alone: an open question, a
 * request to say or show back (teach-back), an invitation to talk, an explanation of a word.
 */

const folded = (text: string) => ` ${foldedWords(text).join(" ")} `;

/** Sentences of a message (a statement followed by a question is two things said). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\d]/u.test(sentence));
}

export const wordCount = (text: string) => foldedWords(text).length;

/** Words that may open a sentence before what it asks (« Et selon vous, qu'est-ce que… »). */
const PREAMBLE =
  "(?:(?:et|alors|donc|ok|d accord|bon|bien|tres bien|parfait|(?:madame|monsieur|mme|mr|m)(?: [a-z]+)?|maintenant|justement|du coup|dans ce cas|a votre avis|selon vous|pour vous|de votre cote|d apres vous|concretement|au quotidien|et vous|aujourd hui|merci|entendu) )*";
/** An open question (OARS): it asks what, how, why… or invites the patient to tell. */
const OPEN = new RegExp(
  `^${PREAMBLE}(?:qu est ce|qu en|qu avez|qu a t|quel|quelle|quels|quelles|quand|comment|combien|pourquoi|que|qui|depuis quand|a quoi|de quoi|dans quelle|en quoi|racontez|decrivez|expliquez moi|parlez moi|dites moi|(?:est ce que )?vous (?:pouvez|pourriez|voulez bien) me (?:dire|raconter|expliquer|parler|decrire)|(?:pouvez|pourriez) vous me (?:dire|raconter|expliquer|parler|decrire))\\b`,
);
/** An invitation to talk that is not worded as a question (« Parlez-moi de votre traitement. »). */
const INVITATION = new RegExp(
  `^${PREAMBLE}(?:racontez|decrivez|expliquez moi|parlez moi|dites moi|je vous ecoute|j aimerais (?:savoir|comprendre|que vous me))\\b`,
);

/** Whether a message holds an open question (or an invitation to talk). */
export function isOpenQuestion(text: string): boolean {
  return sentences(text).some((sentence) => {
    const words = folded(sentence).trim();
    return (sentence.includes("?") || INVITATION.test(words)) && OPEN.test(words);
  });
}

/** Whether a message invites the patient to talk without being worded as a question. */
export const isInvitation = (text: string) => sentences(text).some((s) => INVITATION.test(folded(s).trim()));

/**
 * A request to say or show back what was explained (teach-back): « Pouvez-vous me réexpliquer avec vos
 * mots ? », « Montrez-moi comment vous allez faire », « Qu'avez-vous retenu ? ». Not « Vous avez
 * compris ? » (a yes/no question checks nothing).
 */
const TEACH_BACK = [
  / avec vos (?:propres )?mots /,
  / a votre tour /,
  / (?:reexpliquez|re expliquez|reformulez|resumez|redites|repetez|recapitulez|montrez) moi /,
  / me (?:reexpliquer|re expliquer|reformuler|resumer|redire|repeter|recapituler|montrer|faire voir|faire une demonstration) /,
  / (?:qu est ce que|ce que) vous (?:en )?(?:avez )?(?:retenu|compris) /,
  / qu (?:en )?avez vous (?:retenu|compris) /,
  / faites moi (?:voir|une demonstration) /,
  / (?:expliquez|dites|racontez) moi comment vous (?:allez|faites|ferez|prendrez|utiliserez|vous y prendrez) /,
  / comment (?:allez vous|vous allez) (?:faire|prendre|utiliser|vous y prendre|vous organiser|le prendre|l utiliser) /,
  / comme si (?:j etais|vous etiez|vous deviez) /,
];

export function isTeachBackRequest(text: string): boolean {
  const words = folded(text);
  return TEACH_BACK.some((pattern) => pattern.test(words));
}

/** What tells a word is being explained right after it (« c'est-à-dire », « ça veut dire », a bracket). */
const EXPLAINING =
  / (?:c est a dire|ca veut dire|ce qui veut dire|qui veut dire|autrement dit|en clair|en gros|en fait|c est un|c est une|c est le|c est la|c est ce qui|ce sont|qui sert|ca sert|qui permet|ca permet|qu on appelle|ce qu on appelle|ca signifie|cela signifie|qui signifie|ce qui signifie|je veux dire|pour faire simple|en d autres termes)/;

/** How far after a jargon word its explanation may start, in words. */
const EXPLANATION_WINDOW = 12;

/** Whether `term` found in `text` is explained right after it (« c'est-à-dire », « ça veut dire », a bracket). */
export function explainsAfter(text: string, term: string): boolean {
  const words = foldedWords(text);
  const termWords = foldedWords(term);
  const at = words.findIndex((_, i) => termWords.every((w, k) => words[i + k] === w));
  if (at < 0) return false;
  const after = ` ${words.slice(at + termWords.length, at + termWords.length + EXPLANATION_WINDOW).join(" ")} `;
  if (EXPLAINING.test(after)) return true;
  // A bracket or a dash right after the term: « bronchodilatateur (ça ouvre les bronches) ».
  const raw = text.toLowerCase();
  const index = raw.indexOf(term.toLowerCase());
  return index >= 0 && /^[^.!?]{0,30}[(–—:]/.test(raw.slice(index + term.length));
}

/** Whether a message explains something (an answer to « c'est quoi ? »). */
export const isExplanation = (text: string) => EXPLAINING.test(folded(text));

/** Whether a term is said in a text (whole words, accents and case ignored). */
export function findTerm(text: string, term: string): boolean {
  return folded(text).includes(` ${foldedWords(term).join(" ")} `);
}

/** Where a term starts in a text (folded), for ordering. */
export const termPosition = (text: string, term: string) => folded(text).indexOf(` ${foldedWords(term).join(" ")} `);

/** A quote of a student's message, shortened around its start when long. */
export function shortQuote(text: string, limit = 160): string {
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}
