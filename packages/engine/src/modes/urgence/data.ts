import type { ClinicalCase, ModeDataOf } from "@ecos/content";
import type { UrgenceVitals } from "@ecos/contracts";

export type UrgenceData = ModeDataOf<"urgence">;
export type Rhythm = UrgenceData["rhythm"];
export type Vitals = UrgenceData["baseline"];
export type Delta = UrgenceData["trajectory"];
export type ActionDef = UrgenceData["actions"][number];
export type Effect = UrgenceData["effects"][number];
export type Route = NonNullable<ActionDef["routes"]>[number];

/** The simulation step lasts 7 minutes: the grade page's monitor runs to its end. */
export const STATION_SECONDS = 420;

/** The station's emergency data (a `urgence` station always has it: the content checks say so). */
export function urgenceData(item: ClinicalCase): UrgenceData {
  const data = item.modeData;
  if (data?.mode !== "urgence") throw new Error(`${item.id} n'est pas une station d'urgence`);
  return data;
}

export const RHYTHM_LABELS: Record<Rhythm, string> = {
  sinus: "Rythme sinusal",
  sinus_tachycardia: "Tachycardie sinusale",
  sinus_bradycardia: "Bradycardie sinusale",
  atrial_fibrillation: "Fibrillation atriale",
  vf: "Fibrillation ventriculaire",
  vf_fine: "Fibrillation ventriculaire à petites mailles",
  vt: "Tachycardie ventriculaire sans pouls",
  asystole: "Asystolie",
};

/** Rhythms without a pulse: the monitor shows no pressure and no SpO2. */
export const ARREST_RHYTHMS: ReadonlySet<Rhythm> = new Set<Rhythm>(["vf", "vf_fine", "vt", "asystole"]);

export const ROUTE_LABELS: Record<Route, string> = {
  iv: "IV",
  im: "IM",
  sc: "SC",
  io: "intra-osseuse",
  po: "per os",
  nebulisation: "en nébulisation",
  "masque-hc": "au masque à haute concentration",
  "masque-simple": "au masque simple",
  lunettes: "aux lunettes nasales",
};

/** How the panel names a route in its choice list. */
export const ROUTE_CHOICES: Record<Route, string> = {
  iv: "Intraveineuse (IV)",
  im: "Intramusculaire (IM)",
  sc: "Sous-cutanée (SC)",
  io: "Intra-osseuse (IO)",
  po: "Per os",
  nebulisation: "Nébulisation",
  "masque-hc": "Masque à haute concentration",
  "masque-simple": "Masque simple",
  lunettes: "Lunettes nasales",
};

/** A number the French way ("0,5"). */
export const frNumber = (value: number) => String(Math.round(value * 1000) / 1000).replace(".", ",");

/** "Adrénaline 0,5 mg IM", "Oxygène 15 L/min au masque à haute concentration". */
export function actionLabel(def: ActionDef, dose?: number, route?: Route): string {
  const parts = [def.label];
  if (def.dose && dose !== undefined) parts.push(`${frNumber(dose)} ${def.dose.unit}`);
  if (route) parts.push(ROUTE_LABELS[route]);
  return parts.join(" ");
}

/** "2 min 05 s" from seconds. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds / 60);
  const rest = Math.floor(seconds % 60);
  return `${whole} min ${String(rest).padStart(2, "0")} s`;
}

/** What the monitor displays: nothing to measure without a pulse. */
export function displayed(vitals: Vitals, perfusing: boolean): UrgenceVitals {
  if (perfusing) return { ...vitals };
  return { hr: null, sbp: null, dbp: null, spo2: null, rr: 0, temp: vitals.temp, gcs: 3 };
}

/** The monitor read aloud, as the nurse says it. */
export function readVitals(vitals: UrgenceVitals, rhythm: Rhythm): string {
  if (vitals.hr === null) {
    return `Au scope : ${RHYTHM_LABELS[rhythm].toLowerCase()}, pas de pouls, ni tension ni saturation mesurables.`;
  }
  return `Au scope : FC ${vitals.hr}/min, PA ${vitals.sbp}/${vitals.dbp} mmHg, SpO2 ${vitals.spo2} %, FR ${vitals.rr}/min, température ${frNumber(vitals.temp)} °C, Glasgow ${vitals.gcs}.`;
}

export function readRhythm(rhythm: Rhythm): string {
  if (rhythm === "vf" || rhythm === "vf_fine" || rhythm === "vt") {
    return `Au scope : ${RHYTHM_LABELS[rhythm].toLowerCase()}, c'est un rythme choquable.`;
  }
  if (rhythm === "asystole") return "Au scope : asystolie, rythme non choquable.";
  return `Au scope : ${RHYTHM_LABELS[rhythm].toLowerCase()}.`;
}
