/** The monitor's values; `null` when there is nothing to measure (no pulse: no pressure, no SpO2). */
export interface UrgenceVitals {
  hr: number | null;
  sbp: number | null;
  dbp: number | null;
  spo2: number | null;
  rr: number;
  temp: number;
  gcs: number;
}

export type UrgenceVitalName = keyof UrgenceVitals;
export type UrgenceCategory = "airway" | "breathing" | "circulation" | "drugs" | "other";

/** One action of the panel: what the form asks for it. */
export interface UrgenceActionOption {
  id: string;
  label: string;
  category: UrgenceCategory;
  /** The dose the form asks, with its unit and accepted range; null for an action without a dose. */
  dose: { unit: string; min: number; max: number; step: number } | null;
  /** The routes (or devices) to choose from; empty for an action without one. */
  routes: Array<{ id: string; label: string }>;
}

/** One action done, as the log shows it. */
export interface UrgenceLogEntry {
  id: string;
  at_seconds: number;
  label: string;
  /** The action had its effect (right dose, route and moment). */
  effective: boolean;
}

/** The monitor at one minute of the simulation. */
export interface UrgenceMinute {
  minute: number;
  vitals: UrgenceVitals;
  rhythm: string;
  rhythm_label: string;
}

/** What a `urgence` station's view shows besides the chat (GET /simulation/threads/{id}: mode_state). */
export interface UrgenceState {
  mode: "urgence";
  elapsed_seconds: number;
  minute: number;
  vitals: UrgenceVitals;
  rhythm: string;
  rhythm_label: string;
  /** A pulse is felt (an organised rhythm); false during a cardiac arrest. */
  perfusing: boolean;
  /** Values out of range, each with its direction. */
  abnormal: Partial<Record<UrgenceVitalName, "low" | "high">>;
  /** The monitor's alarms, in French (a missed deadline, a falling pressure). */
  alarms: string[];
  /** Treatments running or given, in French. */
  treatments: string[];
  /** The monitor minute by minute, from 0 to now. */
  history: UrgenceMinute[];
  /** The action panel. */
  options: UrgenceActionOption[];
  log: UrgenceLogEntry[];
}

/** What the grade page of a `urgence` station shows besides the criteria (grade: mode_report). */
export interface UrgenceReport {
  mode: "urgence";
  /** Actions and events (deadlines missed, a return of circulation), in time order. */
  timeline: Array<{ at_seconds: number; label: string; kind: "action" | "missed" | "event"; effective: boolean }>;
  /** The monitor minute by minute over the whole station. */
  vitals: UrgenceMinute[];
  /** How the patient ended up, in one French sentence. */
  outcome: string;
  stable: boolean;
}
