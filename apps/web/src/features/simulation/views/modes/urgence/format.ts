import type { ThreadState, UrgenceCategory, UrgenceState, UrgenceVitalName, UrgenceVitals } from "@ecos/contracts";

/** The emergency's live state from the thread, or null before the server gave it. */
export function urgenceStateOf(thread: ThreadState): UrgenceState | null {
  const state = thread.mode_state;
  return state?.mode === "urgence" ? (state as UrgenceState) : null;
}

/** "2:05" from seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "2 min 05 s", for screen readers and tables. */
export function spokenClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

export const frNumber = (value: number) => String(value).replace(".", ",");

export const CATEGORY_LABELS: Record<UrgenceCategory, string> = {
  airway: "Voies aériennes",
  breathing: "Respiration",
  circulation: "Circulation",
  drugs: "Médicaments",
  other: "Alerte, surveillance, bilan",
};
/** Calling for help and monitoring first, then A, B, C and the drugs. */
export const CATEGORY_ORDER: UrgenceCategory[] = ["other", "airway", "breathing", "circulation", "drugs"];

export interface VitalView {
  name: UrgenceVitalName | "bp";
  label: string;
  short: string;
  value: string;
  unit: string;
  status: "low" | "high" | null;
}

/** The monitor's tiles: the values with their units, or "—" when there is nothing to measure. */
export function vitalViews(vitals: UrgenceVitals, abnormal: UrgenceState["abnormal"]): VitalView[] {
  const show = (value: number | null) => (value === null ? "—" : frNumber(value));
  return [
    {
      name: "hr",
      label: "Fréquence cardiaque",
      short: "FC",
      value: show(vitals.hr),
      unit: "/min",
      status: abnormal.hr ?? null,
    },
    {
      name: "bp",
      label: "Pression artérielle",
      short: "PA",
      value: vitals.sbp === null ? "—" : `${vitals.sbp}/${vitals.dbp}`,
      unit: "mmHg",
      status: abnormal.sbp ?? abnormal.dbp ?? null,
    },
    {
      name: "spo2",
      label: "Saturation en oxygène",
      short: "SpO2",
      value: show(vitals.spo2),
      unit: "%",
      status: abnormal.spo2 ?? null,
    },
    {
      name: "rr",
      label: "Fréquence respiratoire",
      short: "FR",
      value: show(vitals.rr),
      unit: "/min",
      status: abnormal.rr ?? null,
    },
    {
      name: "temp",
      label: "Température",
      short: "T°",
      value: show(vitals.temp),
      unit: "°C",
      status: abnormal.temp ?? null,
    },
    {
      name: "gcs",
      label: "Conscience (Glasgow)",
      short: "GCS",
      value: show(vitals.gcs),
      unit: "/15",
      status: abnormal.gcs ?? null,
    },
  ];
}

export const STATUS_TEXT = { low: "Bas", high: "Élevé" } as const;
