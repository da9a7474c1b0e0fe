import { z } from "zod";
import { kebab, text } from "../../cases/primitives";
import type { ClinicalCase } from "../../cases/schema";
import type { ModeContent } from "../types";

/**
 * Rhythms the monitor's strip can draw: the ECG renderer's names (sinus, sinus_tachycardia…) and the
 * arrest rhythms of this mode (coarse and fine ventricular fibrillation, pulseless ventricular
 * tachycardia, asystole).
 */
export const URGENCE_RHYTHMS = [
  "sinus",
  "sinus_tachycardia",
  "sinus_bradycardia",
  "atrial_fibrillation",
  "vf",
  "vf_fine",
  "vt",
  "asystole",
] as const;
const rhythm = z.enum(URGENCE_RHYTHMS);

/** Routes and devices an action may take (IV, IM… or the oxygen's mask). */
export const URGENCE_ROUTES = [
  "iv",
  "im",
  "sc",
  "io",
  "po",
  "nebulisation",
  "masque-hc",
  "masque-simple",
  "lunettes",
] as const;
const route = z.enum(URGENCE_ROUTES);

/** The monitor: heart rate, blood pressure, SpO2, respiratory rate, temperature, Glasgow score. */
const vitalsShape = {
  hr: z.number().int().min(0).max(250),
  sbp: z.number().int().min(0).max(260),
  dbp: z.number().int().min(0).max(160),
  spo2: z.number().int().min(0).max(100),
  rr: z.number().int().min(0).max(60),
  temp: z.number().min(30).max(43),
  gcs: z.number().int().min(3).max(15),
};
export const urgenceVitalsSchema = z.object(vitalsShape);
/** A change of the vitals (per minute for a drift, once for a step). */
const delta = z
  .object({
    hr: z.number(),
    sbp: z.number(),
    dbp: z.number(),
    spo2: z.number(),
    rr: z.number(),
    temp: z.number(),
    gcs: z.number(),
  })
  .partial();
/** A key that `action`/`order` evidence reads: kebab-case, a number or a dot allowed ("adrenaline-im-0.5mg"). */
const key = z.string().regex(/^[a-z0-9]+([-.][a-z0-9]+)*$/, "clé en kebab-case attendue");

const actionSchema = z.object({
  id: kebab,
  /** As the panel shows it ("Adrénaline"). */
  label: text,
  category: z.enum(["airway", "breathing", "circulation", "drugs", "other"]),
  /** The dose the student must give (unit and the range the form accepts: outside it the action is refused). */
  dose: z
    .object({ unit: text, min: z.number().positive(), max: z.number().positive(), step: z.number().positive() })
    .optional(),
  /** The routes (or devices) the student chooses from. */
  routes: z.array(route).min(1).optional(),
  /** The key produced whenever the action is done, whatever its dose or route. */
  key: key.optional(),
  /** What the nurse says when it is done (an effect's reply comes first). */
  reply: text,
  /** The nurse reads the monitor in her reply: the rhythm (a rhythm check) or the vitals (a reassessment). */
  reports: z.enum(["rhythm", "vitals"]).optional(),
  /** Words of a typed order naming this action ("adrénaline", "oxygène"), for the nurse's read-back. */
  synonyms: z.array(text).min(1),
  /** Not indicated in this station: doing it costs a point. */
  inappropriate: z.boolean().default(false),
  /** Actions to do first (a line before fluids, the pads before a shock), and what the nurse says otherwise. */
  requires: z.array(kebab).default([]),
  requiresReply: text.optional(),
  /** A harmful way of doing it (a bolus too strong, a shock on an organised rhythm): costs a point, with its reason. */
  hazards: z
    .array(
      z.object({
        routes: z.array(route).optional(),
        doseAbove: z.number().optional(),
        rhythms: z.array(rhythm).optional(),
        /** Done again less than this many seconds after the previous one. */
        sooner: z.number().int().positive().optional(),
        reason: text,
      }),
    )
    .default([]),
});

/**
 * What an action does when its conditions hold (the first matching effect of the action applies):
 * the right dose and route, the right rhythm, after some keys. From the next minute, the vitals
 * change by `vitals`, the drift changes by `drift` (or stops), the rhythm may switch.
 */
const effectSchema = z.object({
  action: kebab,
  dose: z.object({ min: z.number(), max: z.number() }).optional(),
  routes: z.array(route).optional(),
  rhythms: z.array(rhythm).optional(),
  after: z.array(key).default([]),
  /** The key this right action produces ("adrenaline-im-0.5mg"). */
  key: key.optional(),
  /** Also produce `key-N` for the Nth time, counting from `from` (a shock already given before the station). */
  numbered: z.object({ from: z.number().int().min(1) }).optional(),
  vitals: delta.default({}),
  drift: delta.optional(),
  stopDrift: z.boolean().default(false),
  rhythm: rhythm.optional(),
  /** What the nurse says when this effect applies. */
  reply: text.optional(),
  /** What the nurse says when the action misses this effect by its route, dose, timing or rhythm. */
  routeReply: text.optional(),
  doseReply: text.optional(),
  earlyReply: text.optional(),
  rhythmReply: text.optional(),
});

/** A time-bound critical action: missing it by `withinSeconds` worsens the monitor from that moment. */
const deadlineSchema = z.object({
  id: kebab,
  label: text,
  /** Any of these keys meets the deadline. */
  keys: z.array(key).min(1),
  withinSeconds: z.number().int().positive().max(420),
  worsen: z.object({ vitals: delta.default({}), rhythm: rhythm.optional() }),
  /** The alarm the monitor shows from then on. */
  alarm: text,
});

/** A change of course once keys are done (the return of a spontaneous circulation). */
const transitionSchema = z.object({
  id: kebab,
  label: text,
  after: z.array(key).min(1),
  /** When set, the change comes with the first such action after the keys (the rhythm check). */
  onAction: kebab.optional(),
  fromRhythms: z.array(rhythm).optional(),
  rhythm: rhythm.optional(),
  vitals: urgenceVitalsSchema.partial().default({}),
  reply: text.optional(),
});

/** What a `urgence` station adds to the common case format (`modeData`). */
export const urgenceModeSchema = z.object({
  mode: z.literal("urgence"),
  /** The monitor at the start of the simulation. */
  baseline: urgenceVitalsSchema,
  rhythm,
  /** Per-minute drift of the vitals without treatment. */
  trajectory: delta,
  actions: z.array(actionSchema).min(6),
  effects: z.array(effectSchema).default([]),
  deadlines: z.array(deadlineSchema).default([]),
  transitions: z.array(transitionSchema).default([]),
  /** What the patient, when conscious, answers when the student speaks to him (the chat is the nurse's). */
  patientReplies: z.array(text).default([]),
});

type UrgenceData = z.infer<typeof urgenceModeSchema>;

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** The keys a station's data can produce: actions' and effects' keys, numbered ones up to the 6th. */
function producedKeys(data: UrgenceData): Set<string> {
  const keys = new Set<string>();
  for (const action of data.actions) if (action.key) keys.add(action.key);
  for (const effect of data.effects) {
    if (!effect.key) continue;
    keys.add(effect.key);
    if (effect.numbered) for (let n = effect.numbered.from; n <= 6; n++) keys.add(`${effect.key}-${n}`);
  }
  return keys;
}

const RULES_NEEDING_ACTION: Record<string, string[]> = {
  reassessed: ["action"],
  "resume-cpr": ["action"],
  cycles: ["action"],
};

/** The problems of a `urgence` station that the schema cannot see, in French. */
function check(item: ClinicalCase): string[] {
  const data = item.modeData;
  if (data?.mode !== "urgence") return [];
  const problems: string[] = [];
  const ids = data.actions.map((action) => action.id);
  const known = new Set(ids);
  for (const id of duplicates(ids)) problems.push(`urgence : action en double « ${id} »`);
  const keys = producedKeys(data);
  const needKey = (where: string, k: string) => {
    if (!keys.has(k)) problems.push(`${where} : clé « ${k} » produite par aucune action`);
  };
  for (const action of data.actions) {
    for (const id of action.requires) {
      if (!known.has(id)) problems.push(`urgence : action « ${action.id} » requiert une action inconnue « ${id} »`);
    }
    if (action.dose && action.dose.min > action.dose.max)
      problems.push(`urgence : dose de « ${action.id} » : min > max`);
  }
  for (const effect of data.effects) {
    const action = data.actions.find((a) => a.id === effect.action);
    if (!action) {
      problems.push(`urgence : effet d'une action inconnue « ${effect.action} »`);
      continue;
    }
    if (effect.dose && !action.dose) problems.push(`urgence : effet dosé d'une action sans dose « ${action.id} »`);
    for (const r of effect.routes ?? []) {
      if (!action.routes?.includes(r)) problems.push(`urgence : voie « ${r} » non proposée pour « ${action.id} »`);
    }
    for (const k of effect.after) needKey(`urgence : effet de « ${action.id} »`, k);
  }
  for (const deadline of data.deadlines) for (const k of deadline.keys) needKey(`échéance « ${deadline.id} »`, k);
  for (const transition of data.transitions) {
    for (const k of transition.after) needKey(`transition « ${transition.id} »`, k);
    if (transition.onAction && !known.has(transition.onAction))
      problems.push(`transition « ${transition.id} » : action inconnue « ${transition.onAction} »`);
  }
  let timed = 0;
  for (const criterion of item.grid) {
    const where = `critère « ${criterion.id} »`;
    const evidence = criterion.evidence;
    if (evidence.type === "action") {
      for (const entry of evidence.ids) for (const k of typeof entry === "string" ? [entry] : entry) needKey(where, k);
      if (evidence.withinSeconds) timed++;
    }
    if (evidence.type === "order") for (const k of evidence.ids) needKey(where, k);
    if (evidence.type === "mode") {
      const params = evidence.params as Record<string, unknown>;
      for (const name of RULES_NEEDING_ACTION[evidence.rule] ?? []) {
        if (typeof params[name] !== "string" || !known.has(params[name] as string))
          problems.push(`${where} : paramètre « ${name} » : action inconnue`);
      }
      for (const name of ["after", "key", "keys"]) {
        const value = params[name];
        const named = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
        for (const k of named) needKey(where, String(k));
      }
      for (const id of Array.isArray(params.notBefore) ? params.notBefore : []) {
        if (!known.has(String(id))) problems.push(`${where} : action inconnue « ${String(id)} »`);
      }
    }
  }
  if (timed < 2) problems.push("urgence : au moins deux critères d'action avec un délai (withinSeconds)");
  if (data.deadlines.length === 0) problems.push("urgence : au moins une échéance (deadlines)");
  if (!item.interlocutor) problems.push("urgence : l'interlocuteur (l'infirmière) est obligatoire");
  if (data.actions.filter((action) => action.inappropriate).length < 2)
    problems.push("urgence : au moins deux actions non indiquées dans le catalogue (distracteurs)");
  return problems;
}

/** The `urgence` mode's content: its data and the cross-checks a station of this mode must pass. */
export const urgenceMode: ModeContent<"urgence"> = {
  id: "urgence",
  check,
};
