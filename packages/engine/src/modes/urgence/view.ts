import type { UrgenceMinute, UrgenceReport, UrgenceState, UrgenceVitalName, UrgenceVitals } from "@ecos/contracts";
import type { ModeContext } from "../types";
import { clock, displayed, RHYTHM_LABELS, ROUTE_CHOICES, STATION_SECONDS, urgenceData } from "./data";
import { courseOf } from "./rules";
import type { MinuteState } from "./simulate";

/** Normal ranges of an adult's monitor: below or above is shown as abnormal, in colour and in words. */
const NORMAL: Record<UrgenceVitalName, [number, number]> = {
  hr: [50, 100],
  sbp: [90, 180],
  dbp: [50, 110],
  spo2: [94, 100],
  rr: [10, 24],
  temp: [36, 38.3],
  gcs: [15, 15],
};

const ALARM_NAMES: Record<UrgenceVitalName, [string, string]> = {
  hr: ["Bradycardie", "Tachycardie"],
  sbp: ["Hypotension", "Hypertension"],
  dbp: ["Pression diastolique basse", "Pression diastolique haute"],
  spo2: ["Désaturation", "SpO2 haute"],
  rr: ["Bradypnée", "Polypnée"],
  temp: ["Hypothermie", "Fièvre"],
  gcs: ["Trouble de conscience", "Glasgow"],
};

export function abnormalOf(vitals: UrgenceVitals): UrgenceState["abnormal"] {
  const abnormal: UrgenceState["abnormal"] = {};
  for (const name of Object.keys(NORMAL) as UrgenceVitalName[]) {
    const value = vitals[name];
    if (value === null) continue;
    const [low, high] = NORMAL[name];
    if (value < low) abnormal[name] = "low";
    else if (value > high) abnormal[name] = "high";
  }
  return abnormal;
}

const minuteView = (minute: MinuteState): UrgenceMinute => ({
  minute: minute.minute,
  vitals: displayed(minute.vitals, minute.perfusing),
  rhythm: minute.rhythm,
  rhythm_label: RHYTHM_LABELS[minute.rhythm],
});

/** The monitor now, its history, the panel and the log. */
export function urgenceState(context: ModeContext): UrgenceState {
  const data = urgenceData(context.item);
  const course = courseOf(context);
  const now = course.minutes.at(-1) as MinuteState;
  const vitals = displayed(now.vitals, now.perfusing);
  const abnormal = abnormalOf(vitals);
  const alarms = now.perfusing ? [] : [`Arrêt cardiaque : ${RHYTHM_LABELS[now.rhythm].toLowerCase()}`];
  for (const [name, direction] of Object.entries(abnormal) as Array<[UrgenceVitalName, "low" | "high"]>) {
    // In cardiac arrest the arrest is the alarm: no breathing and a Glasgow of 3 go without saying.
    if (name === "dbp" || !now.perfusing) continue;
    alarms.push(ALARM_NAMES[name][direction === "low" ? 0 : 1]);
  }
  alarms.push(...new Set(now.alarms));
  const treatments = new Map<string, string>();
  for (const entry of course.applied) if (entry.effect) treatments.set(entry.def.id, entry.label);
  return {
    mode: "urgence",
    elapsed_seconds: context.elapsedSeconds,
    minute: now.minute,
    vitals,
    rhythm: now.rhythm,
    rhythm_label: RHYTHM_LABELS[now.rhythm],
    perfusing: now.perfusing,
    abnormal,
    alarms,
    treatments: [...treatments.values()],
    history: course.minutes.map(minuteView),
    options: data.actions.map((def) => ({
      id: def.id,
      label: def.label,
      category: def.category,
      dose: def.dose ? { ...def.dose } : null,
      routes: (def.routes ?? []).map((route) => ({ id: route, label: ROUTE_CHOICES[route] })),
    })),
    log: course.applied.map((entry) => ({
      id: entry.action.id,
      at_seconds: entry.action.atSeconds,
      label: entry.label,
      effective: entry.effective,
    })),
  };
}

/**
 * The grade page's timeline of actions and events, and the vitals minute by minute to the end of the
 * 7 minutes: a station ended early still shows where its actions (or their absence) led the patient.
 */
export function urgenceReport(context: ModeContext): UrgenceReport {
  const course = courseOf({ ...context, elapsedSeconds: Math.max(context.elapsedSeconds, STATION_SECONDS) });
  const timeline: UrgenceReport["timeline"] = [
    ...course.applied.map((entry) => ({
      at_seconds: entry.action.atSeconds,
      label: entry.label,
      kind: "action" as const,
      effective: entry.effective,
    })),
    ...course.missed.map((missed) => ({
      at_seconds: missed.atSeconds,
      label: `Délai dépassé : ${missed.label}`,
      kind: "missed" as const,
      effective: false,
    })),
    ...course.events.map((event) => ({
      at_seconds: event.atSeconds,
      label: event.label,
      kind: "event" as const,
      effective: true,
    })),
  ].sort((a, b) => a.at_seconds - b.at_seconds);
  const last = course.minutes.at(-1) as MinuteState;
  const vitals = displayed(last.vitals, last.perfusing);
  const stable = last.perfusing && Object.keys(abnormalOf({ ...vitals, hr: null, temp: 37, rr: 16 })).length === 0;
  const values = `PA ${vitals.sbp}/${vitals.dbp} mmHg, FC ${vitals.hr}/min, SpO2 ${vitals.spo2} %, Glasgow ${vitals.gcs}`;
  const event = course.events.at(-1);
  const outcome = !last.perfusing
    ? `Toujours en arrêt cardiaque à la fin de la station (${RHYTHM_LABELS[last.rhythm].toLowerCase()}).`
    : event
      ? `${event.label} à ${clock(event.atSeconds)} ; en fin de station : ${values}.`
      : stable
        ? `Patient stabilisé à la fin de la station : ${values}.`
        : `Patient encore instable à la fin de la station : ${values}.`;
  return { mode: "urgence", timeline, vitals: course.minutes.map(minuteView), outcome, stable };
}
