import type { Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import type { GradingMaterial } from "../../grading/material";
import type { EvidenceItem } from "../../grading/types";
import { findMention } from "../../text/matching";
import type { ActionKey, ModeContext, ModePenalty } from "../types";
import { clock, urgenceData } from "./data";
import { type Applied, type Course, simulate } from "./simulate";

/** The whole course of the station so far. */
export const courseOf = (context: ModeContext): Course =>
  simulate(urgenceData(context.item), context.actions, context.elapsedSeconds);

/** Share of the panel that, with several unindicated actions among it, makes the actions a shotgun. */
export const SHOTGUN_SHARE = 0.75;
export const SHOTGUN_INAPPROPRIATE = 2;
/** More actions than this in one station, or one action done this many times, is spamming the panel. */
export const SPAM_TOTAL = 45;
export const SPAM_SAME = 10;
/** What one harmful or unindicated action costs, and the most they can cost in all. */
export const HARM_POINTS = 1;
export const HARM_MAX = 6;

/**
 * The panel fired wholesale (most of it, the unindicated actions with the rest) or spammed: like
 * exams ordered wholesale, none of these actions earns anything.
 */
export function shotgun(context: ModeContext, course: Course = courseOf(context)): boolean {
  const data = urgenceData(context.item);
  const used = new Set(course.applied.map((entry) => entry.def.id));
  const inappropriate = data.actions.filter((def) => def.inappropriate && used.has(def.id)).length;
  if (used.size >= SHOTGUN_SHARE * data.actions.length && inappropriate >= SHOTGUN_INAPPROPRIATE) return true;
  if (course.applied.length > SPAM_TOTAL) return true;
  const counts = new Map<string, number>();
  for (const entry of course.applied) counts.set(entry.def.id, (counts.get(entry.def.id) ?? 0) + 1);
  return [...counts.values()].some((count) => count >= SPAM_SAME);
}

/** The keys the actions produced, in time order (none when the panel was fired wholesale). */
export function urgenceKeys(context: ModeContext): ActionKey[] {
  const course = courseOf(context);
  if (shotgun(context, course)) return [];
  return course.applied.flatMap((entry) =>
    entry.keys.map((key) => ({
      key,
      actionId: entry.action.id,
      atSeconds: entry.action.atSeconds,
      label: entry.label,
    })),
  );
}

const actionEvidence = (entry: Applied): EvidenceItem => ({
  message_id: `action:${entry.action.id}`,
  quote: `${entry.label} (${clock(entry.action.atSeconds)})`,
});

const result = (earned: boolean, evidence: EvidenceItem[], missing: string): CriterionResult => ({
  earned,
  evidence: earned ? evidence.slice(0, 3) : [],
  missing: earned ? "" : missing,
});

const stringParam = (params: Record<string, unknown>, name: string) =>
  typeof params[name] === "string" ? (params[name] as string) : "";
const numberParam = (params: Record<string, unknown>, name: string, fallback: number) =>
  typeof params[name] === "number" ? (params[name] as number) : fallback;
const listParam = (params: Record<string, unknown>, name: string) =>
  Array.isArray(params[name]) ? (params[name] as unknown[]).filter((v): v is string => typeof v === "string") : [];

/** Keys named by a parameter: one key, or a list any of which will do. */
const keysParam = (params: Record<string, unknown>, name: string) =>
  typeof params[name] === "string" ? [params[name] as string] : listParam(params, name);

/** The first time any of the keys named by the parameter was produced. */
function firstAt(course: Course, params: Record<string, unknown>, name: string): number | undefined {
  const times = keysParam(params, name)
    .map((key) => course.keysAt.get(key))
    .filter((time): time is number => time !== undefined);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** `reassessed`: the action (a reassessment) done again after the key (the treatment) was produced. */
function reassessed(course: Course, params: Record<string, unknown>): CriterionResult {
  const after = firstAt(course, params, "after");
  const action = stringParam(params, "action");
  const done = course.applied.filter(
    (entry) => entry.def.id === action && after !== undefined && entry.action.atSeconds > after,
  );
  return result(
    done.length > 0,
    done.map(actionEvidence),
    after === undefined ? "Le traitement attendu n'a pas été donné" : "Pas de réévaluation après le traitement",
  );
}

/** `first-line`: the key (the first-line treatment) came before any of the `notBefore` actions. */
function firstLine(course: Course, params: Record<string, unknown>): CriterionResult {
  const keys = [...keysParam(params, "key"), ...keysParam(params, "keys")];
  const at = firstAt(course, { keys }, "keys");
  const others = listParam(params, "notBefore");
  const before = course.applied.filter(
    (entry) => others.includes(entry.def.id) && (at === undefined || entry.action.atSeconds < at),
  );
  const first = course.applied.find((entry) => entry.keys.some((key) => keys.includes(key)));
  if (at === undefined || !first) return result(false, [], "Le traitement de première intention n'a pas été donné");
  return result(
    before.length === 0,
    [actionEvidence(first)],
    `Donné après : ${before.map((entry) => entry.label).join(", ")}`,
  );
}

/**
 * `closed-loop`: the student ordered aloud (in the chat, with the dose for a drug) at least `min`
 * of the actions then done: the nurse read them back. Only messages that count (not dumps) are read.
 */
function closedLoop(context: ModeContext, course: Course, material: GradingMaterial, params: Record<string, unknown>) {
  const min = numberParam(params, "min", 3);
  const done = new Map<string, Applied>();
  for (const entry of course.applied)
    if (!entry.def.inappropriate && !done.has(entry.def.id)) done.set(entry.def.id, entry);
  const evidence: EvidenceItem[] = [];
  for (const entry of done.values()) {
    const message = material.messages.find(
      (m) =>
        findMention(m.countable, entry.def.synonyms, { fuzzy: true, negationAware: true }) &&
        (!entry.def.dose || /\d/.test(m.countable)),
    );
    if (message && !evidence.some((item) => item.message_id === message.turn.id)) {
      evidence.push({ message_id: message.turn.id, quote: message.turn.text });
    }
  }
  void context;
  return result(
    evidence.length >= min,
    evidence,
    `${evidence.length} ordre(s) donné(s) à voix haute puis exécuté(s), ${min} attendus (avec la dose pour un médicament)`,
  );
}

/** `resume-cpr`: after every action producing `after` (a shock), `action` (compressions) within the delay. */
function resumeCpr(course: Course, params: Record<string, unknown>): CriterionResult {
  const key = stringParam(params, "after");
  const action = stringParam(params, "action");
  const within = numberParam(params, "withinSeconds", 15);
  const shocks = course.applied.filter((entry) => entry.keys.includes(key));
  const late = shocks.filter(
    (shock) =>
      !course.applied.some(
        (entry) =>
          entry.def.id === action &&
          entry.action.atSeconds >= shock.action.atSeconds &&
          entry.action.atSeconds - shock.action.atSeconds <= within,
      ),
  );
  if (shocks.length === 0) return result(false, [], "Aucun choc délivré");
  return result(
    late.length === 0,
    shocks.map(actionEvidence),
    `Massage non repris dans les ${within} s après : ${late.map((entry) => `${entry.label} (${clock(entry.action.atSeconds)})`).join(", ")}`,
  );
}

/** `cycles`: at least `min` of the action (rhythm checks), each at least `minSeconds` after the previous one. */
function cycles(course: Course, params: Record<string, unknown>): CriterionResult {
  const action = stringParam(params, "action");
  const min = numberParam(params, "min", 2);
  const gap = numberParam(params, "minSeconds", 90);
  const checks = course.applied.filter((entry) => entry.def.id === action);
  const tooSoon = checks.filter((entry, index) => {
    const before = checks[index - 1];
    return before !== undefined && entry.action.atSeconds - before.action.atSeconds < gap;
  });
  return result(
    checks.length >= min && tooSoon.length === 0,
    checks.map(actionEvidence),
    checks.length < min
      ? `${checks.length} analyse(s) du rythme, ${min} attendues`
      : `Analyses trop rapprochées (moins de ${gap} s de massage entre deux) : ${tooSoon.map((e) => clock(e.action.atSeconds)).join(", ")}`,
  );
}

/** `no-harm`: at least `minActions` actions, none unindicated or harmful. */
function noHarm(course: Course, params: Record<string, unknown>): CriterionResult {
  const min = numberParam(params, "minActions", 4);
  const harmful = course.applied.filter((entry) => entry.def.inappropriate || entry.hazards.length > 0);
  return result(
    course.applied.length >= min && harmful.length === 0,
    course.applied.slice(0, 3).map(actionEvidence),
    harmful.length > 0
      ? `Geste non indiqué ou dangereux : ${harmful.map((entry) => entry.label).join(", ")}`
      : "Trop peu d'actions pour juger",
  );
}

export const URGENCE_RULES = ["reassessed", "first-line", "closed-loop", "resume-cpr", "cycles", "no-harm"] as const;

export function evaluateUrgence(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult | undefined {
  if (criterion.evidence.type !== "mode") return undefined;
  const { rule, params } = criterion.evidence;
  if (!(URGENCE_RULES as readonly string[]).includes(rule)) return undefined;
  const course = courseOf(context);
  if (shotgun(context, course)) return result(false, [], "Actions lancées en rafale : aucune n'est prise en compte");
  switch (rule) {
    case "reassessed":
      return reassessed(course, params);
    case "first-line":
      return firstLine(course, params);
    case "closed-loop":
      return closedLoop(context, course, material, params);
    case "resume-cpr":
      return resumeCpr(course, params);
    case "cycles":
      return cycles(course, params);
    default:
      return noHarm(course, params);
  }
}

/** Unindicated actions (each once) and harmful ones cost a point each; a shotgun is said in the review. */
export function urgencePenalty(context: ModeContext): ModePenalty {
  const course = courseOf(context);
  const reasons: string[] = [];
  let points = 0;
  if (shotgun(context, course)) {
    reasons.push(
      "Les actions ont été lancées en rafale (presque tout le panneau, ou la même action répétée) : aucune n'a été prise en compte.",
    );
  }
  const seen = new Set<string>();
  for (const entry of course.applied) {
    if (entry.def.inappropriate && !seen.has(entry.def.id)) {
      seen.add(entry.def.id);
      points += HARM_POINTS;
      reasons.push(`${entry.def.label} : geste non indiqué dans cette situation.`);
    }
    for (const hazard of entry.hazards) {
      points += HARM_POINTS;
      reasons.push(`${entry.label} (${clock(entry.action.atSeconds)}) : ${hazard}`);
    }
  }
  return { points: Math.min(HARM_MAX, points), reasons };
}
