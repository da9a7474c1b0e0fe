import { z } from "zod";
import { answer, conceptSchema, kebab, text } from "../../cases/primitives";
import type { ClinicalCase } from "../../cases/schema";
import type { ModeContent } from "../types";

/**
 * A `collaboration` station: the chat is with a colleague (a night nurse, the patient's regular
 * doctor, a pharmacist) scripted like a patient, about the patient. The student structures the call
 * (SBAR), gives or receives orders with a read-back (closed loop), answers an objection the colleague
 * raises at a scripted moment, and traces what was decided.
 */

const concepts = z.array(conceptSchema).min(1);

/** One part of the SBAR handover: a reminder for the view, and what shows the part was covered. */
const sbarPartSchema = z.object({
  guidance: text,
  concepts,
});

/** What the colleague knows and tells when asked (constants, the infusion, who comes at home). */
const factSchema = z.object({
  id: kebab,
  label: text,
  /** Words of a question that asks for it ("diurèse", "urines", "a-t-il uriné"). */
  ask: z.array(text).min(1),
  /** The colleague's answer, first person, professional register. */
  reply: answer,
  /** Never volunteered: the colleague gives it only when asked precisely. */
  withheld: z.boolean().default(false),
});

/** An order the student may give (read back by the colleague on request). */
const orderSchema = z.object({
  id: kebab,
  /** How the colleague reads it back ("du gluconate de calcium en IV lente"). */
  label: text,
  synonyms: z.array(text).min(1),
  /** Concepts the same message must also name (the glucose with the insulin, a verb that stops). */
  requires: z.array(conceptSchema).default([]),
  /** A stop order is said with a negation ("plus de Triatec"): its mention is never read as denied. */
  stop: z.boolean().default(false),
});

/** An order that is wrong here (dangerous, or far beyond what the case needs): it costs a point. */
const wrongOrderSchema = z.object({
  id: kebab,
  label: text,
  synonyms: z.array(text).min(1),
  /** Why, in a French sentence shown in the review. */
  reason: text,
});

/** The colleague's scripted disagreement. */
const objectionSchema = z.object({
  /** Words of the student that set it off (the order the colleague objects to). */
  trigger: z.array(text).min(1),
  /** What the colleague objects, once. */
  text,
  /** What the colleague says when the answer carries no argument. */
  insist: text,
  /** What the colleague says once convinced. */
  resolution: text,
  /** What an argued answer says. */
  arguments: concepts,
  /** What a compromise or an escalation says. */
  compromise: concepts,
});

export const collaborationModeSchema = z.object({
  mode: z.literal("collaboration"),
  direction: z.enum(["incoming", "outgoing"]),
  sbar: z.object({
    situation: sbarPartSchema,
    background: sbarPartSchema,
    assessment: sbarPartSchema,
    recommendation: sbarPartSchema,
  }),
  facts: z.array(factSchema).default([]),
  orders: z.array(orderSchema).default([]),
  wrongOrders: z.array(wrongOrderSchema).default([]),
  objection: objectionSchema,
});
export type CollaborationModeData = z.infer<typeof collaborationModeSchema>;

/** The rules the engine grades, with the parameters each takes. */
const listMatch = z.enum(["all", "any"]).default("all");
export const COLLABORATION_RULE_PARAMS = {
  "sbar-order": z.object({}).strict(),
  "closed-loop": z.object({ kind: z.enum(["read-back", "reformulation", "any"]).default("any") }).strict(),
  "disagreement-handled": z
    .object({
      parts: z
        .array(z.enum(["acknowledge", "argue", "compromise"]))
        .min(1)
        .default(["acknowledge", "argue"]),
    })
    .strict(),
  traceability: z.object({}).strict(),
  "order-given": z.object({ orders: z.array(kebab).min(1), match: listMatch }).strict(),
  "fact-obtained": z.object({ facts: z.array(kebab).min(1), match: listMatch }).strict(),
} as const;
export type CollaborationRule = keyof typeof COLLABORATION_RULE_PARAMS;
export const COLLABORATION_RULES = Object.keys(COLLABORATION_RULE_PARAMS) as CollaborationRule[];

const isRule = (rule: string): rule is CollaborationRule => rule in COLLABORATION_RULE_PARAMS;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** The problems of a criterion's rule and parameters against the station's data. */
function ruleProblems(data: CollaborationModeData, id: string, rule: string, params: unknown): string[] {
  const where = `critère « ${id} »`;
  if (!isRule(rule)) return [`${where} : règle inconnue « ${rule} » (${COLLABORATION_RULES.join(", ")})`];
  const parsed = COLLABORATION_RULE_PARAMS[rule].safeParse(params);
  if (!parsed.success)
    return [`${where} : paramètres invalides (${parsed.error.issues.map((i) => i.message).join(", ")})`];
  const problems: string[] = [];
  const value = parsed.data as { orders?: string[]; facts?: string[] };
  for (const order of value.orders ?? []) {
    if (!data.orders.some((o) => o.id === order)) problems.push(`${where} : consigne inconnue « ${order} »`);
  }
  for (const fact of value.facts ?? []) {
    if (!data.facts.some((f) => f.id === fact)) problems.push(`${where} : information inconnue « ${fact} »`);
  }
  return problems;
}

function check(item: ClinicalCase): string[] {
  const data = item.modeData;
  if (data?.mode !== "collaboration") return [];
  const problems: string[] = [];
  if (!item.interlocutor) problems.push("collaboration : interlocutor obligatoire (le collègue au bout du fil)");
  for (const id of duplicates(data.facts.map((f) => f.id))) problems.push(`information en double « ${id} »`);
  for (const id of duplicates(data.orders.map((o) => o.id))) problems.push(`consigne en double « ${id} »`);
  if (!data.facts.some((fact) => fact.withheld)) {
    problems.push("collaboration : au moins une information que le collègue ne donne que si on la demande");
  }
  const rules: string[] = [];
  for (const criterion of item.grid) {
    if (criterion.evidence.type !== "mode") continue;
    rules.push(criterion.evidence.rule);
    problems.push(...ruleProblems(data, criterion.id, criterion.evidence.rule, criterion.evidence.params));
  }
  for (const rule of ["closed-loop", "disagreement-handled", "traceability"] as const) {
    if (!rules.includes(rule)) problems.push(`collaboration : la grille doit porter sur la règle « ${rule} »`);
  }
  if (data.direction === "outgoing" && !rules.includes("sbar-order")) {
    problems.push("collaboration : l'étudiant appelle, la grille doit noter l'ordre SBAR (sbar-order)");
  }
  if (data.direction === "incoming" && data.orders.length < 3) {
    problems.push("collaboration : l'étudiant reçoit l'appel, au moins trois consignes à donner");
  }
  for (const criterion of item.grid) {
    if (criterion.evidence.type === "action" || criterion.evidence.type === "order") {
      for (const key of criterion.evidence.ids.flat()) {
        if (key !== "note-in-record") problems.push(`critère « ${criterion.id} » : action inconnue « ${key} »`);
      }
    }
  }
  return problems;
}

/** The `collaboration` mode's content: its data and the cross-checks a station of this mode must pass. */
export const collaborationMode: ModeContent<"collaboration"> = {
  id: "collaboration",
  check,
};
