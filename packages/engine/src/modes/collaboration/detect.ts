import { foldedWords } from "../../text/fold";

/**
 * What the student's words do in a call between professionals, read on the folded text: asking the
 * colleague to read back, reformulating what the colleague said, acknowledging an objection, asking
 * the colleague's opinion, tracing what was decided, or losing courtesy.
 */

const folded = (text: string) => ` ${foldedWords(text).join(" ")} `;

/** Verbs that ask the colleague to say back what was agreed. */
const READ_BACK =
  /\b(?:repeter|repetez|repete moi|relire|relisez|redire|redites|reformuler|reformulez|recapituler|recapitulez|resumer|resumez)\b/;
const READ_BACK_SELF =
  /\b(?:je|j|on) (?:vais |peux )?(?:repete|repeter|relis|relire|redis|redire|reformule|reformuler|recapitule|recapituler|resume|resumer)\b/;
const NOTED =
  /\b(?:qu avez vous note|vous avez note quoi|qu est ce que vous avez note|vous avez bien (?:tout )?note|avez vous bien (?:tout )?note)\b/;

/** The student asks the colleague to repeat back (closed-loop communication). */
export function asksReadBack(text: string): boolean {
  const words = folded(text);
  if (NOTED.test(words)) return true;
  return READ_BACK.test(words) && !READ_BACK_SELF.test(words) && /\b(?:vous|tu|moi|me|m)\b/.test(words);
}

const REFORMULATION =
  /\b(?:si je resume|si j ai bien compris|si je comprends bien|si je vous ai bien compris|je resume|en resume|pour resumer|je recapitule|si je recapitule|donc vous me dites|vous me dites donc|je reformule|si je reformule|je reprends ce que vous|si je vous suis bien)\b/;

/** The student reformulates what was said (to check they heard the colleague right). */
export const reformulates = (text: string, labels: readonly string[] = []): boolean =>
  labels.includes("act.summary") || REFORMULATION.test(folded(text));

const ACKNOWLEDGE =
  /\b(?:je comprends|je vous comprends|vous avez raison|c est vrai|c est juste|bonne remarque|bonne question|c est legitime|c est pertinent|je vous entends|j entends bien|j entends votre|vous faites bien|merci de (?:me )?le signaler|merci de votre vigilance|merci pour votre vigilance|merci de m alerter|bien vu|effectivement|votre inquietude|votre crainte|vos craintes|vos reserves|votre remarque|vous avez bien fait|je partage votre)\b/;

/** The student acknowledges the colleague's point before answering it. */
export const acknowledges = (text: string, labels: readonly string[] = []): boolean =>
  labels.includes("act.empathy") || ACKNOWLEDGE.test(folded(text));

const OPINION =
  /\b(?:qu en pensez vous|vous en pensez quoi|qu est ce que vous en pensez|etes vous d accord|vous etes d accord|ca vous va|ca vous convient|cela vous convient|une objection|des objections|avez vous des questions|vous avez des questions|des remarques|une remarque)\b/;

/** The student asks the colleague's opinion on the plan. */
export const asksOpinion = (text: string): boolean => OPINION.test(folded(text));

const TRACE_VERBS = new Set(
  (
    "note noter notez notee ecris ecrire ecrit ecrite ecrivez trace tracer tracee tracez inscris inscrire inscrit inscrite " +
    "consigne consigner consignee redige rediger redigee prescris prescrire prescrit prescrite saisis saisir saisie signe " +
    "signer signee signees envoie envoyer envoyez faxe faxer rajoute rajouter ajoute ajouter fais faire"
  ).split(" "),
);
const TRACE_MEDIA = new Set(
  (
    "dossier dossiers prescription prescriptions transmissions transmission logiciel informatique informatisee courrier " +
    "lettre ordonnance dmp observation observations compte rendu liaison feuille"
  ).split(" "),
);
const TRACE_WORDS = /\b(?:tracabilite|je trace|je le trace|je vais tracer)\b/;

/** The sentences of a text. */
const sentences = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter((s) => s.trim().length > 0);

/**
 * The sentence where the student says what they write down (the prescription written and signed,
 * the call noted in the record, the letter to the regular doctor), or undefined.
 */
export function tracingSentence(text: string): string | undefined {
  for (const sentence of sentences(text)) {
    // "Qu'est-ce qu'il y a dans son dossier ?" asks; it does not trace.
    if (sentence.trim().endsWith("?")) continue;
    const words = foldedWords(sentence);
    if (TRACE_WORDS.test(` ${words.join(" ")} `)) return sentence.trim();
    const verb = words.findIndex((word) => TRACE_VERBS.has(word));
    if (verb < 0) continue;
    // "je ne le note pas" is not tracing.
    if (words.slice(Math.max(0, verb - 3), verb + 2).some((word) => word === "ne" || word === "n")) continue;
    if (words.some((word) => TRACE_MEDIA.has(word))) return sentence.trim();
  }
  return undefined;
}

const DISCOURTESY =
  /\b(?:incompetent|incompetente|n importe quoi|vous etes nul|vous etes nulle|c est votre faute|debrouillez vous|je m en fiche|je m en fous|ca ne vous regarde pas|c est moi le medecin|c est moi qui decide|obeissez|taisez vous|faites ce que je dis)\b/;

/** The student is discourteous or dismissive with the colleague. */
export const isDiscourteous = (text: string): boolean => DISCOURTESY.test(folded(text));
