import type { PatientReply } from "../../patient/reply";
import { foldedWords } from "../../text/fold";
import { findMention } from "../../text/matching";
import type { ModeContext } from "../types";
import { type ActionDef, displayed, readVitals, type UrgenceData, urgenceData } from "./data";
import { courseOf } from "./rules";

/** A dose typed in an order: "0,5 mg", "15 litres", "200 joules", "500 mL". */
const DOSE =
  /(\d+(?:[.,]\d+)?)\s*(mg|milligrammes?|µg|mcg|microgrammes?|ml|millilitres?|l\/min|litres?|l|j|joules?)(?![\p{L}])/giu;
/** Which typed units fit the dose unit of an action. */
const UNITS: Record<string, RegExp> = {
  mg: /^(?:mg|milligrammes?)$/i,
  "L/min": /^(?:l\/min|litres?|l)$/i,
  mL: /^(?:ml|millilitres?|litres?|l)$/i,
  J: /^(?:j|joules?)$/i,
};
const ROUTES: Array<[RegExp, string]> = [
  [/\b(?:im|intramusculaire|intra musculaire|dans la cuisse)\b/, "IM"],
  [/\b(?:ivd|iv|intraveineuse|intraveineux|intra veineux|intra veineuse)\b/, "IV"],
  [/\b(?:sc|sous cutanee|sous cutane)\b/, "SC"],
  [/\b(?:io|intra osseuse)\b/, "IO"],
  [/\bmasque a haute concentration|\bmasque hc\b|\bmhc\b/, "au masque à haute concentration"],
  [/\blunettes\b/, "aux lunettes"],
  [/\b(?:aerosol|nebulisation|nebul)\b/, "en nébulisation"],
];
/** A question about the monitor ("il est à combien de tension ?", "la sat ?"). */
const VITALS_QUESTION =
  /\b(?:tension|pression|pa|constantes?|saturation|sat|spo2|pouls|frequence|fc|fr|glasgow|scope|temperature|parametres)\b/;
const QUESTION = /^(?:est ce|qu est ce|quelle?s?|combien|comment|ca donne|on en est)\b/;
/**
 * Questions about the patient asked to the nurse in the third person that the patient engine, made for
 * questions to the patient, may miss ("il a des antécédents ?"): the script's label they ask for.
 */
const ABOUT_PATIENT: Array<[RegExp, string]> = [
  [/\bantecedents?\b/, "hx.medical"],
  [/\btraitements?\b/, "tx.current"],
  [/\ballergi/, "hx.allergies"],
];

function scripted(context: ModeContext, label: string): string | undefined {
  const answer = context.item.script[label];
  if (answer === undefined) return undefined;
  const variants = typeof answer === "string" ? [answer] : answer;
  const said = context.chat.filter((turn) => variants.includes(turn.text)).length;
  return variants[said % variants.length];
}

/** How a student speaks to the patient rather than to the nurse. */
const TO_PATIENT = /^(?:(?:bonjour|alors|bon|ecoutez) )*(?:monsieur|madame)\b/;

interface Order {
  def: ActionDef;
  start: number;
  end: number;
}

/** The panel's actions a typed message orders, where they are named. */
function orderedActions(actions: readonly ActionDef[], text: string): Order[] {
  const orders: Order[] = [];
  for (const def of actions) {
    const match = findMention(text, def.synonyms, { fuzzy: true, negationAware: true });
    if (match) orders.push({ def, start: match.start, end: match.end });
  }
  return orders.sort((a, b) => a.start - b.start);
}

/** The dose typed nearest to where the action is named, in a unit that fits it. */
function doseFor(order: Order, text: string): string | undefined {
  const unit = order.def.dose ? UNITS[order.def.dose.unit] : undefined;
  if (!unit) return undefined;
  let best: { distance: number; said: string } | undefined;
  for (const match of text.matchAll(DOSE)) {
    if (!unit.test(match[2] ?? "")) continue;
    const at = match.index ?? 0;
    const distance = at >= order.end ? at - order.end : order.start - (at + match[0].length);
    if (!best || Math.abs(distance) < best.distance) best = { distance: Math.abs(distance), said: match[0].trim() };
  }
  return best?.said;
}

function readBack(order: Order, folded: string, text: string): string {
  const dose = doseFor(order, text);
  const route = order.def.routes ? ROUTES.find(([pattern]) => pattern.test(folded))?.[1] : undefined;
  if (order.def.dose && !dose) {
    const what = order.def.dose.unit === "J" ? "quelle énergie" : "quelle dose";
    const missing = order.def.routes && !route ? `${what} et quelle voie` : what;
    return `${order.def.label}${route ? ` ${route}` : ""} : ${missing} ?`;
  }
  return `« ${[order.def.label, dose, route].filter(Boolean).join(" ")} »`;
}

/** The order read back, or its dose asked for, then a reminder that only the panel does things. */
function readBackOrders(orders: readonly Order[], folded: string, text: string): string {
  const lines = orders.slice(0, 3).map((order) => readBack(order, folded, text));
  const asked = lines.filter((line) => line.endsWith("?"));
  const confirmed = lines.filter((line) => !line.endsWith("?"));
  const parts: string[] = [];
  if (confirmed.length > 0) parts.push(`C'est noté : ${confirmed.join(", ")}.`);
  parts.push(...asked);
  const plural = orders.length > 1;
  parts.push(
    `(Valide ${plural ? "ces actions" : "l'action"} dans le panneau pour qu'elle${plural ? "s soient faites" : " soit faite"}.)`,
  );
  return parts.join(" ");
}

/** The conscious patient's answer when the student speaks to him. */
function patientAnswer(data: UrgenceData, context: ModeContext): string | undefined {
  if (data.patientReplies.length === 0) return undefined;
  const now = courseOf(context).minutes.at(-1);
  if (!now?.perfusing || now.vitals.gcs < 13) return undefined;
  const said = context.chat.filter((turn) => data.patientReplies.includes(turn.text)).length;
  return data.patientReplies[said % data.patientReplies.length];
}

/**
 * The nurse in the chat. A typed order is read back (or its missing dose asked for), and the student is
 * reminded to validate it in the panel: only the panel does things. A question about the monitor gets
 * the monitor's values now. Words to the conscious patient get his answer; a summary for the team an
 * acknowledgement. Anything else is answered from the script (what the nurse knows).
 */
export function replyUrgence(context: ModeContext, studentText: string, base: PatientReply): PatientReply {
  if (base.manipulation) return base;
  const data = urgenceData(context.item);
  const folded = foldedWords(studentText).join(" ");
  const question = QUESTION.test(folded) || studentText.includes("?");
  if (TO_PATIENT.test(folded)) {
    const answer = patientAnswer(data, context);
    if (answer) return { ...base, text: answer, source: "acknowledge" };
  }
  if (!question && base.labels.includes("act.summary")) {
    return { ...base, text: "C'est noté. On continue.", source: "acknowledge" };
  }
  // Naming what was already done, without a new dose, is talking about it, not ordering it again.
  const done = new Set(context.actions.map((action) => action.params.action_id));
  const orders = orderedActions(data.actions, studentText).filter(
    (order) => !done.has(order.def.id) || doseFor(order, studentText) !== undefined,
  );
  if (orders.length > 0 && !(question && base.source === "script")) {
    return { ...base, text: readBackOrders(orders, folded, studentText), source: "acknowledge" };
  }
  if (question && VITALS_QUESTION.test(folded)) {
    const now = courseOf(context).minutes.at(-1);
    if (now) return { ...base, text: readVitals(displayed(now.vitals, now.perfusing), now.rhythm), source: "script" };
  }
  if (question && base.source !== "script") {
    const label = ABOUT_PATIENT.find(([pattern]) => pattern.test(folded))?.[1];
    const text = label ? scripted(context, label) : undefined;
    if (label && text) return { ...base, text, labels: [label], answered: [label], source: "script" };
  }
  if (!question && (base.labels.includes("act.summary") || base.source === "deflect")) {
    return { ...base, text: "C'est noté. On continue.", source: "acknowledge" };
  }
  return base;
}
