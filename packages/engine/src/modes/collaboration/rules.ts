import type { Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import { judgeText } from "../../grading/integrity";
import type { GradingMaterial } from "../../grading/material";
import type { UnderstoodMessage } from "../../grading/student-messages";
import type { EvidenceItem } from "../../grading/types";
import type { ModeContext, ModePenalty } from "../types";
import { notesOf } from "./actions";
import { argues, compromises, disagreementCourse } from "./conversation";
import {
  type CollaborationData,
  conceptIn,
  dataOf,
  factIn,
  isKeywordDump,
  listFr,
  mention,
  orderIn,
  SBAR_IDS,
  SBAR_LABELS,
} from "./data";
import { acknowledges, asksReadBack, isDiscourteous, reformulates, tracingSentence } from "./detect";
import { closedLoopKind, disagreementParts, listParams } from "./params";

const QUOTE_LIMIT = 180;
const shorten = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…` : text);
const evidenceOf = (message: UnderstoodMessage, quote?: string): EvidenceItem => ({
  message_id: message.turn.id,
  quote: shorten(quote ?? message.turn.text),
});
const fail = (missing: string): CriterionResult => ({ earned: false, evidence: [], missing });

/** The student's messages that can earn the mode's rules: counted by the integrity rules, and not strings of keywords. */
export const usableMessages = (data: CollaborationData, material: GradingMaterial) =>
  material.messages.filter((message) => !isKeywordDump(data, message.countable));

function sbarOrder(data: CollaborationData, messages: readonly UnderstoodMessage[]): CriterionResult {
  const firsts = SBAR_IDS.map((id) => {
    for (const [index, message] of messages.entries()) {
      const found = conceptIn(message.countable, data.sbar[id].concepts);
      if (found) return { id, index, offset: found.start, evidence: evidenceOf(message, found.quote) };
    }
    return { id, index: -1, offset: -1, evidence: undefined };
  });
  const absent = firsts.filter((part) => part.index < 0).map((part) => SBAR_LABELS[part.id]);
  if (absent.length > 0) return fail(`Non transmis : ${listFr(absent)}`);
  const inOrder = firsts.every((part, i) => {
    const before = firsts[i - 1];
    return !before || part.index > before.index || (part.index === before.index && part.offset > before.offset);
  });
  if (!inOrder) {
    const said = [...firsts].sort((a, b) => a.index - b.index || a.offset - b.offset).map((p) => SBAR_LABELS[p.id]);
    return fail(`Ordre suivi : ${said.join(" → ")} ; attendu : Situation → Antécédents → Évaluation → Recommandation`);
  }
  return { earned: true, evidence: firsts.flatMap((part) => (part.evidence ? [part.evidence] : [])), missing: "" };
}

function closedLoop(
  data: CollaborationData,
  messages: readonly UnderstoodMessage[],
  kind: "read-back" | "reformulation" | "any",
): CriterionResult {
  const readBack = messages.find(
    (message, index) =>
      asksReadBack(message.countable) &&
      messages.slice(0, index + 1).some((m) => data.orders.some((order) => orderIn(order, m.countable))),
  );
  const reformulation = messages.find(
    (message) =>
      reformulates(message.countable, message.labels) && data.facts.some((fact) => factIn(fact, message.countable)),
  );
  const found =
    kind === "read-back" ? readBack : kind === "reformulation" ? reformulation : (readBack ?? reformulation);
  if (found) return { earned: true, evidence: [evidenceOf(found)], missing: "" };
  return fail(
    kind === "reformulation"
      ? "Aucune reformulation des informations du collègue"
      : kind === "read-back"
        ? "Les consignes n'ont pas été relues par le collègue (aucune demande de relecture après les consignes)"
        : "Ni relecture des consignes demandée, ni reformulation des informations reçues",
  );
}

function disagreement(
  context: ModeContext,
  data: CollaborationData,
  messages: readonly UnderstoodMessage[],
  parts: readonly ("acknowledge" | "argue" | "compromise")[],
): CriterionResult {
  const course = disagreementCourse(data, context.chat);
  if (course.raisedAt < 0)
    return fail("L'objection du collègue n'est jamais venue : la consigne qu'il conteste n'a pas été donnée");
  const position = (message: UnderstoodMessage) => context.chat.findIndex((turn) => turn.id === message.turn.id);
  const after = messages.filter((message) => position(message) > course.raisedAt);
  const tests = {
    acknowledge: (m: UnderstoodMessage) => acknowledges(m.countable, m.labels),
    argue: (m: UnderstoodMessage) => argues(data, m.countable),
    compromise: (m: UnderstoodMessage) => compromises(data, m.countable),
  };
  const names = {
    acknowledge: "prise en compte de l'objection",
    argue: "argument",
    compromise: "compromis ou recours",
  };
  const found = parts.map((part) => ({ part, message: after.find(tests[part]) }));
  const absent = found.filter((entry) => !entry.message).map((entry) => names[entry.part]);
  const evidence = [...new Set(found.flatMap((entry) => (entry.message ? [entry.message] : [])))].map((m) =>
    evidenceOf(m),
  );
  return absent.length === 0
    ? { earned: true, evidence, missing: "" }
    : { earned: false, evidence: [], missing: `Après l'objection, manque : ${listFr(absent)}` };
}

function traceability(context: ModeContext, messages: readonly UnderstoodMessage[]): CriterionResult {
  for (const message of messages) {
    const sentence = tracingSentence(message.countable);
    if (sentence) return { earned: true, evidence: [evidenceOf(message, sentence)], missing: "" };
  }
  const note = countedNotes(context)[0];
  if (note)
    return { earned: true, evidence: [{ message_id: `action:${note.id}`, quote: shorten(note.text) }], missing: "" };
  return fail("Rien n'a été tracé (prescription écrite, note au dossier, courrier)");
}

/** The notes written in the record that count (not a pasted text nor a string of keywords). */
function countedNotes(context: ModeContext) {
  const data = dataOf(context.item);
  return notesOf(context).filter(
    (note) =>
      data &&
      note.text.split(/\s+/).length >= 4 &&
      !isKeywordDump(data, note.text, "note") &&
      !judgeText(context.item, note.text, "note").reason,
  );
}

function listed<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
  match: "all" | "any",
  messages: readonly UnderstoodMessage[],
  found: (item: T, text: string) => { quote: string } | undefined,
  name: (item: T) => string,
  prefix: string,
): CriterionResult {
  const results = ids.map((id) => {
    const item = items.find((entry) => entry.id === id);
    for (const message of messages) {
      const hit = item && found(item, message.countable);
      if (hit) return { id, evidence: evidenceOf(message, hit.quote), name: item ? name(item) : id };
    }
    return { id, evidence: undefined, name: item ? name(item) : id };
  });
  const ok = results.filter((r) => r.evidence);
  const earned = match === "all" ? ok.length === results.length : ok.length > 0;
  const absent = results.filter((r) => !r.evidence).map((r) => r.name);
  return {
    earned,
    evidence: ok.flatMap((r) => (r.evidence ? [r.evidence] : [])).slice(0, 3),
    missing: earned ? "" : `${prefix} ${listFr(absent)}`,
  };
}

/** Grades a `mode` criterion of a collaboration station. */
export function evaluateCollaboration(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult | undefined {
  const data = dataOf(context.item);
  const evidence = criterion.evidence;
  if (!data || evidence.type !== "mode") return undefined;
  const messages = usableMessages(data, material);
  switch (evidence.rule) {
    case "sbar-order":
      return sbarOrder(data, messages);
    case "closed-loop":
      return closedLoop(data, messages, closedLoopKind(evidence.params));
    case "disagreement-handled":
      return disagreement(context, data, messages, disagreementParts(evidence.params));
    case "traceability":
      return traceability(context, messages);
    case "order-given": {
      const { ids, match } = listParams(evidence.params, "orders");
      return listed(data.orders, ids, match, messages, orderIn, (o) => o.label, "Consigne non donnée :");
    }
    case "fact-obtained": {
      const { ids, match } = listParams(evidence.params, "facts");
      return listed(data.facts, ids, match, messages, factIn, (f) => f.label.toLowerCase(), "Non demandé :");
    }
    default:
      return undefined;
  }
}

const WRONG_ORDER_POINTS = 1;
const WRONG_ORDERS_MAX = 3;
const SPAM_NOTE_POINTS = 0.5;
const SPAM_NOTES_MAX = 2;
const DUMPS_MAX = 2;

/** Wrong or dangerous orders, discourtesy towards the colleague, and notes that only list keywords cost points. */
export function collaborationPenalty(context: ModeContext, material: GradingMaterial): ModePenalty {
  const data = dataOf(context.item);
  if (!data) return { points: 0, reasons: [] };
  const texts = [...usableMessages(data, material).map((m) => m.countable), ...notesOf(context).map((n) => n.text)];
  const wrong = data.wrongOrders.filter((order) => texts.some((text) => mention(text, order.synonyms)));
  const reasons = wrong.slice(0, WRONG_ORDERS_MAX).map((order) => `${order.label} : ${order.reason}`);
  let points = Math.min(WRONG_ORDERS_MAX, wrong.length) * WRONG_ORDER_POINTS;
  if (material.messages.some((m) => isDiscourteous(m.countable))) {
    points += 1;
    reasons.push("Un échange entre professionnels reste courtois : pas de reproche ni de propos méprisant.");
  }
  const dumps = material.messages.filter((m) => isKeywordDump(data, m.countable)).length;
  if (dumps > 0) {
    points += Math.min(DUMPS_MAX, dumps);
    reasons.push("Une suite de mots-clés n'est pas une transmission : elle ne compte pas et coûte des points.");
  }
  const counted = new Set(countedNotes(context).map((note) => note.id));
  const spam = notesOf(context).filter((note) => !counted.has(note.id)).length;
  if (spam > 0) {
    points += Math.min(SPAM_NOTES_MAX, spam * SPAM_NOTE_POINTS);
    reasons.push("Les notes au dossier qui ne sont qu'une liste de mots-clés ne tracent rien.");
  }
  return { points, reasons };
}
