import type { PatientReply } from "../../patient/reply";
import type { ChatTurn } from "../../transcript";
import type { ModeContext } from "../types";
import { argues, disagreementCourse, triggersObjection } from "./conversation";
import {
  type CollaborationData,
  dataOf,
  type Fact,
  factIn,
  factsIn,
  isKeywordDump,
  listFr,
  ordersIn,
  pick,
  variantsOf,
} from "./data";
import { asksReadBack, reformulates } from "./detect";

/** A colleague answers a few topics at a time. */
const MAX_FACTS = 3;

const ORDER_ACKNOWLEDGEMENTS = ["D'accord, je m'en occupe.", "Entendu, je note.", "C'est noté, je le prépare."];
const ACKNOWLEDGEMENTS = ["D'accord.", "Entendu.", "Oui, je vous écoute."];
const CONFIRMATIONS = ["Oui, c'est bien ça.", "C'est exactement ça.", "Oui, c'est ça."];
const REPHRASE = [
  "Pardon, je n'ai pas bien compris : vous pouvez reformuler ?",
  "Excusez-moi, je ne vous suis pas : vous pouvez faire une phrase ?",
];
const DEFLECT = [
  "Je ne vois pas de quoi vous parlez… On peut revenir au patient, s'il vous plaît ?",
  "Pardon ? Je vous appelle pour le patient, pas pour ça.",
];

interface Speaker {
  data: CollaborationData;
  history: readonly ChatTurn[];
  /** The colleague's turns so far. */
  said: readonly string[];
  last: string | undefined;
}

function say(speaker: Speaker, base: PatientReply, variants: readonly string[], source: PatientReply["source"]) {
  const used = variants.reduce((count, v) => count + speaker.said.filter((s) => s.includes(v)).length, 0);
  return { ...base, text: pick(variants, used, speaker.last), source, answered: [] };
}

/** The orders the student gave so far, in the order first given, as the colleague reads them back. */
function ordersHeard(data: CollaborationData, texts: readonly string[]): string[] {
  const heard: string[] = [];
  for (const text of texts)
    for (const order of ordersIn(data, text)) if (!heard.includes(order.label)) heard.push(order.label);
  return data.orders.filter((order) => heard.includes(order.label)).map((order) => order.label);
}

function readBack(data: CollaborationData, texts: readonly string[]): string {
  const heard = ordersHeard(data, texts);
  if (heard.length === 0) {
    return data.direction === "incoming"
      ? "Vous ne m'avez encore rien prescrit : qu'est-ce que je fais ?"
      : "Pour l'instant, vous ne m'avez rien demandé de précis : qu'attendez-vous de moi ?";
  }
  return `Je vous relis ce que j'ai noté : ${listFr(heard)}. C'est bien ça ?`;
}

function factAnswer(speaker: Speaker, fact: Fact): string {
  const variants = variantsOf(fact.reply);
  const used = variants.reduce((count, v) => count + speaker.said.filter((s) => s.includes(v)).length, 0);
  return pick(variants, used, speaker.last);
}

/**
 * The colleague's answer: the objection at its moment (once), insisting once when the answer carries
 * no argument and giving in to an argued one; the read-back of the orders heard when asked; the
 * confirmation of a reformulation; the facts asked (those it withholds are given only when asked
 * precisely); a short acknowledgement of an order; else the script's answer, in a colleague's words.
 */
export function collaborationReply(context: ModeContext, text: string, base: PatientReply): PatientReply {
  const data = dataOf(context.item);
  if (!data) return base;
  const history = context.chat;
  const said = history.filter((turn) => turn.from !== "student").map((turn) => turn.text);
  const speaker: Speaker = { data, history, said, last: said.at(-1) };
  if (base.manipulation) return say(speaker, base, DEFLECT, "deflect");
  // A string of keywords is not a sentence a colleague can act on.
  if (isKeywordDump(data, text)) return say(speaker, base, REPHRASE, "rephrase");

  const studentTexts = history.filter((turn) => turn.from === "student").map((turn) => turn.text);
  const course = disagreementCourse(data, history);
  if (course.raisedAt >= 0 && course.resolvedAt < 0) {
    if (argues(data, text)) return say(speaker, base, [data.objection.resolution], "script");
    if (course.insistedAt < 0) return say(speaker, base, [data.objection.insist], "script");
  }
  if (asksReadBack(text)) return say(speaker, base, [readBack(data, [...studentTexts, text])], "script");
  if (course.raisedAt < 0 && triggersObjection(data, studentTexts, text)) {
    return say(speaker, base, [data.objection.text], "script");
  }
  // A fact already given is said again only when asked again, not when the student merely names it.
  const given = (fact: Fact) => variantsOf(fact.reply).some((v) => said.some((turn) => turn.includes(v)));
  const asking = text.includes("?");
  const facts = factsIn(data, text)
    .filter((fact) => asking || !given(fact))
    .slice(0, MAX_FACTS);
  if (reformulates(text, base.labels) && facts.length > 0) return say(speaker, base, CONFIRMATIONS, "acknowledge");
  if (facts.length > 0) {
    // The script's answer comes first when it is about another topic ("ses antécédents et ses traitements ?").
    const scripted = base.source === "script" && base.answered.length > 0 && !facts.some((f) => factIn(f, base.text));
    const parts = [...new Set([...(scripted ? [base.text] : []), ...facts.map((fact) => factAnswer(speaker, fact))])];
    if (ordersIn(data, text).length > 0) parts.push(pick(ORDER_ACKNOWLEDGEMENTS, said.length, undefined));
    return { ...base, text: parts.join(" "), source: "script", answered: facts.map((fact) => `fact:${fact.id}`) };
  }
  if (ordersIn(data, text).length > 0) return say(speaker, base, ORDER_ACKNOWLEDGEMENTS, "acknowledge");
  if (base.labels.includes("act.closing")) return base;
  if (reformulates(text, base.labels)) return say(speaker, base, CONFIRMATIONS, "acknowledge");
  const reaction = variantsOf(context.item.announcementReaction ?? []);
  if (base.source === "acknowledge" && !reaction.includes(base.text)) {
    return say(speaker, base, ACKNOWLEDGEMENTS, "acknowledge");
  }
  if (base.source === "rephrase") return say(speaker, base, REPHRASE, "rephrase");
  return base;
}
