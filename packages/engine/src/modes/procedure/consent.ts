import type { ClinicalCase, Concept, Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import { isBareList } from "../../grading/integrity";
import type { GradingMaterial } from "../../grading/material";
import { sharedClassifier } from "../../nlu/classifier";
import type { PatientReply } from "../../patient/reply";
import { foldedWords } from "../../text/fold";
import { findMention } from "../../text/matching";
import type { ChatTurn } from "../../transcript";
import type { ModeContext } from "../types";
import { procedureData } from "./data";

/** Words that ask for the patient's agreement in a question ("Vous êtes d'accord ?", "Vous acceptez ?"). */
const CONSENT_QUESTION =
  /\b(?:d accord|votre accord|accord|acceptez|accepter|acceptiez|consentez|ok pour vous|ca vous va|vous permettez|je peux y aller|on peut y aller|on y va|pret a|prete a)\b/;
/** Words that ask for it whatever the form ("votre consentement", "avec votre accord"). */
const CONSENT_ANYWAY = /\b(?:consentement|votre accord|votre autorisation|votre permission)\b/;

/** Whether a message asks the patient's agreement to the gesture. */
export function asksConsent(text: string): boolean {
  const folded = ` ${foldedWords(text).join(" ")} `;
  return CONSENT_ANYWAY.test(folded) || (text.includes("?") && CONSENT_QUESTION.test(folded));
}

const QUOTE_LIMIT = 180;
const shorten = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…` : text);

/**
 * What "informed" means for a station: naming the gesture in the words of the `stated` criterion that
 * `params.after` names (the explanation of the gesture); without it, any message the classifier reads
 * as an explanation.
 */
function gestureConcepts(item: ClinicalCase, criterion: Criterion | undefined): Concept[] | null {
  const after = criterion?.evidence.type === "mode" ? criterion.evidence.params.after : undefined;
  if (typeof after !== "string") return null;
  const explanation = item.grid.find((c) => c.id === after)?.evidence;
  return explanation?.type === "stated" ? explanation.concepts : null;
}

function informs(item: ClinicalCase, criterion: Criterion | undefined, text: string, labels: readonly string[]) {
  const concepts = gestureConcepts(item, criterion);
  if (!concepts) return labels.includes("act.explain");
  return concepts.some((concept) => findMention(text, concept.synonyms, { fuzzy: true, negationAware: true }));
}

/**
 * `consent-informed`: the student asked the patient's agreement in a message that explains the
 * gesture or after one that did (consent is only free once informed). Reads the messages that count.
 */
export function consentInformed(item: ClinicalCase, criterion: Criterion, material: GradingMaterial): CriterionResult {
  let explained: (typeof material.messages)[number] | undefined;
  let uninformed = false;
  for (const message of material.messages) {
    if (!explained && informs(item, criterion, message.countable, message.labels)) explained = message;
    if (!asksConsent(message.countable)) continue;
    if (explained) {
      const evidence = [{ message_id: message.turn.id, quote: shorten(message.turn.text) }];
      if (explained !== message)
        evidence.unshift({ message_id: explained.turn.id, quote: shorten(explained.turn.text) });
      return { earned: true, evidence, missing: "" };
    }
    uninformed = true;
  }
  return {
    earned: false,
    evidence: [],
    missing: uninformed
      ? "Accord demandé avant d'avoir expliqué le geste au patient"
      : "Consentement du patient non recueilli",
  };
}

/** What the patient says when asked to agree before being told anything about the gesture. */
export const CONSENT_BEFORE_INFORMATION = [
  "Attendez… D'accord pour quoi, exactement ? Qu'est-ce que vous allez me faire ?",
  "Avant de dire oui, j'aimerais bien savoir ce que vous allez me faire… Ça fait mal ?",
] as const;

/** The station's `consent-informed` criterion (what "informed" means for its patient). */
const consentCriterion = (item: ClinicalCase) =>
  item.grid.find((c) => c.evidence.type === "mode" && c.evidence.rule === "consent-informed");

const explains = (item: ClinicalCase, text: string) =>
  informs(item, consentCriterion(item), text, sharedClassifier().understand(text).labels);

/** Picks the next variant, never the one just said. */
function nextOf(variants: readonly string[], chat: readonly ChatTurn[]): string {
  const said = chat.filter((turn) => turn.from === "patient" && variants.includes(turn.text)).length;
  const last = chat.filter((turn) => turn.from === "patient").at(-1)?.text;
  const candidate = variants[said % variants.length] as string;
  return candidate === last && variants.length > 1 ? (variants[(said + 1) % variants.length] as string) : candidate;
}

/**
 * The patient's answer to a request for agreement: once the gesture has been explained (in this
 * message or before), the case's agreement; before, a question about what it is. Any other message
 * keeps the patient engine's reply.
 */
export function procedureReply(context: ModeContext, studentText: string, base: PatientReply): PatientReply {
  // A list of words thrown at the patient ("ponction, dos rond, d'accord ?") is not a request for consent.
  if (base.manipulation || !asksConsent(studentText) || isBareList(studentText)) return base;
  const informed =
    explains(context.item, studentText) ||
    context.chat.some((turn) => turn.from === "student" && explains(context.item, turn.text));
  const variants = informed ? procedureData(context.item).consentReply : CONSENT_BEFORE_INFORMATION;
  return { ...base, text: nextOf(variants, context.chat), source: "script" };
}
