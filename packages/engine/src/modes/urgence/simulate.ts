import type { StationAction } from "../types";
import {
  type ActionDef,
  ARREST_RHYTHMS,
  actionLabel,
  type Delta,
  displayed,
  type Effect,
  type Rhythm,
  type Route,
  readRhythm,
  readVitals,
  type UrgenceData,
  type Vitals,
} from "./data";

export type Fault = "requires" | "route" | "dose" | "rhythm" | "early";

/** One action as the emergency interprets it at its moment. */
export interface Applied {
  action: StationAction;
  def: ActionDef;
  dose: number | undefined;
  route: Route | undefined;
  label: string;
  /** The effect it had (the right dose, route, rhythm and moment), or null. */
  effect: Effect | null;
  fault: Fault | null;
  /** The keys it produced (for `action`, `order` evidence and the rules). */
  keys: string[];
  /** Why it was harmful, if it was. */
  hazards: string[];
  /** What the nurse says. */
  reply: string;
  /** The action had what it was for. */
  effective: boolean;
}

export interface MinuteState {
  minute: number;
  vitals: Vitals;
  rhythm: Rhythm;
  perfusing: boolean;
  /** Alarms of the deadlines missed so far. */
  alarms: string[];
}

export interface Course {
  minutes: MinuteState[];
  applied: Applied[];
  missed: Array<{ id: string; label: string; atSeconds: number; alarm: string }>;
  events: Array<{ atSeconds: number; label: string }>;
  /** First time each key was produced. */
  keysAt: Map<string, number>;
}

/** The monitor's limits while there is a pulse. */
const LIMITS: Record<keyof Vitals, [number, number]> = {
  hr: [20, 220],
  sbp: [30, 250],
  dbp: [15, 150],
  spo2: [50, 100],
  rr: [4, 50],
  temp: [30, 43],
  gcs: [3, 15],
};
const NAMES = Object.keys(LIMITS) as Array<keyof Vitals>;

function add(vitals: Vitals, delta: Delta | undefined): Vitals {
  if (!delta) return vitals;
  const next = { ...vitals };
  for (const name of NAMES) next[name] = next[name] + (delta[name] ?? 0);
  return next;
}

function addDelta(base: Delta, delta: Delta): Delta {
  const next: Delta = { ...base };
  for (const name of NAMES) if (delta[name] !== undefined) next[name] = (next[name] ?? 0) + (delta[name] ?? 0);
  return next;
}

function clamp(vitals: Vitals, perfusing: boolean): Vitals {
  if (!perfusing) return vitals;
  const next = { ...vitals };
  for (const name of NAMES) {
    const [low, high] = LIMITS[name];
    const value = Math.min(high, Math.max(low, next[name]));
    next[name] = name === "temp" ? Math.round(value * 10) / 10 : Math.round(value);
  }
  return next;
}

const numberParam = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** Which condition of an effect the action misses, or null when it has the effect. */
function missedCondition(
  effect: Effect,
  dose: number | undefined,
  route: Route | undefined,
  rhythm: Rhythm,
  keysAt: ReadonlyMap<string, number>,
): Fault | null {
  if (effect.routes && !(route && effect.routes.includes(route))) return "route";
  if (effect.dose && !(dose !== undefined && dose >= effect.dose.min && dose <= effect.dose.max)) return "dose";
  if (effect.rhythms && !effect.rhythms.includes(rhythm)) return "rhythm";
  if (effect.after.some((key) => !keysAt.has(key))) return "early";
  return null;
}

const FAULT_REPLY: Record<Exclude<Fault, "requires">, keyof Effect> = {
  route: "routeReply",
  dose: "doseReply",
  rhythm: "rhythmReply",
  early: "earlyReply",
};

interface Moment {
  data: UrgenceData;
  minute: MinuteState;
  applied: readonly Applied[];
  keysAt: ReadonlyMap<string, number>;
  appliedTransitions: ReadonlySet<string>;
}

/** Interprets one action against the monitor and what was done before it. */
function interpret(action: StationAction, moment: Moment): Applied | null {
  const { data, minute, applied, keysAt } = moment;
  const def = data.actions.find((entry) => entry.id === action.params.action_id);
  if (!def) return null;
  const dose = numberParam(action.params.dose);
  const route = typeof action.params.route === "string" ? (action.params.route as Route) : undefined;
  const label = actionLabel(def, dose, route);
  const previous = applied.filter((entry) => entry.def.id === def.id).at(-1);
  const hazards = def.hazards
    .filter(
      (hazard) =>
        (!hazard.routes || (route !== undefined && hazard.routes.includes(route))) &&
        (hazard.doseAbove === undefined || (dose !== undefined && dose > hazard.doseAbove)) &&
        (!hazard.rhythms || hazard.rhythms.includes(minute.rhythm)) &&
        (hazard.sooner === undefined ||
          (previous !== undefined && action.atSeconds - previous.action.atSeconds < hazard.sooner)),
    )
    .map((hazard) => hazard.reason);
  const missing = def.requires.filter((id) => !applied.some((entry) => entry.def.id === id && entry.fault === null));
  if (missing.length > 0) {
    const names = missing.map((id) => data.actions.find((entry) => entry.id === id)?.label ?? id).join(", ");
    const reply = def.requiresReply ?? `Il faut d'abord : ${names.toLowerCase()}.`;
    return {
      action,
      def,
      dose,
      route,
      label,
      effect: null,
      fault: "requires",
      keys: [],
      hazards,
      reply,
      effective: false,
    };
  }
  let effect: Effect | null = null;
  let fault: { kind: Fault; effect: Effect } | null = null;
  for (const candidate of data.effects.filter((entry) => entry.action === def.id)) {
    const miss = missedCondition(candidate, dose, route, minute.rhythm, keysAt);
    if (miss === null) {
      effect = candidate;
      break;
    }
    fault ??= { kind: miss, effect: candidate };
  }
  const keys: string[] = [];
  if (def.key) keys.push(def.key);
  if (effect?.key) {
    keys.push(effect.key);
    if (effect.numbered) {
      const count = applied.filter((entry) => entry.effect === effect).length;
      keys.push(`${effect.key}-${effect.numbered.from + count}`);
    }
  }
  let reply = def.reply;
  if (effect?.reply) reply = effect.reply;
  else if (!effect && fault && fault.kind !== "requires") {
    reply = (fault.effect[FAULT_REPLY[fault.kind]] as string | undefined) ?? def.reply;
  }
  if (def.reports === "rhythm") reply = `${reply} ${readRhythm(minute.rhythm)}`;
  if (def.reports === "vitals")
    reply = `${reply} ${readVitals(displayed(minute.vitals, minute.perfusing), minute.rhythm)}`;
  for (const transition of data.transitions) {
    if (transition.onAction !== def.id || moment.appliedTransitions.has(transition.id) || !transition.reply) continue;
    const ready = transition.after.every((key) => keysAt.has(key));
    if (ready && (!transition.fromRhythms || transition.fromRhythms.includes(minute.rhythm))) reply = transition.reply;
  }
  const effective = !def.inappropriate && (effect !== null || fault === null) && hazards.length === 0;
  return {
    action,
    def,
    dose,
    route,
    label,
    effect,
    fault: effect ? null : (fault?.kind ?? null),
    keys,
    hazards,
    reply,
    effective,
  };
}

/**
 * The emergency's course up to `elapsedSeconds`: minute by minute, the vitals drift along the case's
 * trajectory, then the effects of the actions of the minute before apply, the deadlines missed worsen
 * the monitor, and a transition (a return of circulation) may change its course. Deterministic.
 */
export function simulate(data: UrgenceData, actions: readonly StationAction[], elapsedSeconds: number): Course {
  const last = Math.max(0, Math.floor(elapsedSeconds / 60));
  const sorted = actions
    .map((action, index) => ({ action, index }))
    .filter(({ action }) => action.action === "do")
    .sort((a, b) => a.action.atSeconds - b.action.atSeconds || a.index - b.index)
    .map(({ action }) => action);
  const perfusing = (rhythm: Rhythm) => !ARREST_RHYTHMS.has(rhythm);
  let current: MinuteState = {
    minute: 0,
    vitals: { ...data.baseline },
    rhythm: data.rhythm,
    perfusing: perfusing(data.rhythm),
    alarms: [],
  };
  const minutes: MinuteState[] = [current];
  const applied: Applied[] = [];
  const keysAt = new Map<string, number>();
  const missed: Course["missed"] = [];
  const events: Course["events"] = [];
  const appliedTransitions = new Set<string>();
  let drift: Delta = { ...data.trajectory };
  let stopped = false;
  let next = 0;
  for (let m = 0; ; m++) {
    const end = m === last ? Number.POSITIVE_INFINITY : 60 * (m + 1);
    const ofMinute: Applied[] = [];
    while (next < sorted.length && (sorted[next] as StationAction).atSeconds < end) {
      const action = sorted[next] as StationAction;
      next++;
      const entry = interpret(action, { data, minute: current, applied, keysAt, appliedTransitions });
      if (!entry) continue;
      applied.push(entry);
      ofMinute.push(entry);
      for (const key of entry.keys) if (!keysAt.has(key)) keysAt.set(key, action.atSeconds);
    }
    if (m === last) break;
    const boundary = 60 * (m + 1);
    let vitals = stopped ? { ...current.vitals } : add(current.vitals, drift);
    let rhythm = current.rhythm;
    const alarms = [...current.alarms];
    for (const entry of ofMinute) {
      if (!entry.effect) continue;
      vitals = add(vitals, entry.effect.vitals);
      if (entry.effect.drift) drift = addDelta(drift, entry.effect.drift);
      if (entry.effect.stopDrift) stopped = true;
      if (entry.effect.rhythm) rhythm = entry.effect.rhythm;
    }
    for (const deadline of data.deadlines) {
      if (deadline.withinSeconds <= 60 * m || deadline.withinSeconds > boundary) continue;
      const met = deadline.keys.some((key) => (keysAt.get(key) ?? Number.POSITIVE_INFINITY) <= deadline.withinSeconds);
      if (met) continue;
      vitals = add(vitals, deadline.worsen.vitals);
      if (deadline.worsen.rhythm) rhythm = deadline.worsen.rhythm;
      alarms.push(deadline.alarm);
      missed.push({ id: deadline.id, label: deadline.label, atSeconds: deadline.withinSeconds, alarm: deadline.alarm });
    }
    for (const transition of data.transitions) {
      if (appliedTransitions.has(transition.id)) continue;
      const times = transition.after.map((key) => keysAt.get(key));
      if (times.some((time) => time === undefined)) continue;
      const ready = Math.max(...(times as number[]));
      const trigger = transition.onAction
        ? applied.find((entry) => entry.def.id === transition.onAction && entry.action.atSeconds >= ready)
        : undefined;
      if (transition.onAction && !trigger) continue;
      if (transition.fromRhythms && !transition.fromRhythms.includes(rhythm)) continue;
      appliedTransitions.add(transition.id);
      if (transition.rhythm) rhythm = transition.rhythm;
      vitals = { ...vitals, ...transition.vitals };
      stopped = true;
      events.push({ atSeconds: trigger?.action.atSeconds ?? ready, label: transition.label });
    }
    current = { minute: m + 1, vitals: clamp(vitals, perfusing(rhythm)), rhythm, perfusing: perfusing(rhythm), alarms };
    minutes.push(current);
  }
  return { minutes, applied, missed, events, keysAt };
}
