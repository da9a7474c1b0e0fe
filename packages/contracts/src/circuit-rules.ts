/** Circuit mode (mock ECOS, issue 15): constants and wire types, zod-free (safe for the browser's first bundle). */
import type { CategoryId, EvaluationModeId } from "./catalog";
import type { GradedCriterionView } from "./simulation";

/** A circuit has 5 or 10 stations, played back to back. */
export const CIRCUIT_SIZES = [5, 10] as const;
export type CircuitSize = (typeof CIRCUIT_SIZES)[number];

/** running: being played (a station or between two); paused: stopped between two stations by the student. */
export const CIRCUIT_STATUSES = ["running", "paused", "finished", "abandoned"] as const;
export type CircuitStatus = (typeof CIRCUIT_STATUSES)[number];

/** The countdown between two stations (the exam's rotation), after which the next one starts. */
export const CIRCUIT_TRANSITION_SECONDS = 60;

/** GET /circuits lists at most this many circuits, newest first. */
export const CIRCUIT_HISTORY_LIMIT = 100;

/** In a report, a mode or category is a strength from this average (/20) of all the student's circuits… */
export const CIRCUIT_STRENGTH_FROM = 12;
/** …and a weakness below this one (the pass mark). */
export const CIRCUIT_WEAKNESS_BELOW = 10;
/** At most this many strengths and weaknesses each. */
export const CIRCUIT_AREAS_SHOWN = 3;

/** A station of a circuit, as far as the circuit shows it (never its instructions before it starts). */
export interface CircuitScenario {
  id: string;
  number: number;
  /** The patient's name. */
  label: string;
  content_type: EvaluationModeId;
  category_id: CategoryId;
  /** The starting situation. */
  sdd: string;
  /** The revision sheet linked to the case, if any. */
  sheet_id: number | null;
}

/** upcoming: not opened yet; in_progress: opened, not graded; done: graded. */
export type CircuitStationState = "upcoming" | "in_progress" | "done";

export interface CircuitStationView {
  /** 0-based place in the circuit. */
  position: number;
  state: CircuitStationState;
  /** Null for a station not reached yet: as in the exam, a station is discovered when it starts. */
  scenario: CircuitScenario | null;
  thread_id: string | null;
  /** The grade (/20, one decimal) and its criteria: only once the circuit is over (no feedback before). */
  grade: number | null;
  criteria: GradedCriterionView[] | null;
}

/** An average over `count` graded stations (/20, one decimal). */
export interface CircuitAverage {
  average: number;
  count: number;
}

/** A mode or a category in a report: in this circuit (null if absent from it) and in all finished circuits. */
export interface CircuitAreaScore {
  kind: "mode" | "category";
  id: string;
  name: string;
  circuit: CircuitAverage | null;
  all: CircuitAverage;
}

/** One finished circuit among the student's (for the distribution of their means). */
export interface CircuitMeanPoint {
  id: string;
  size: CircuitSize;
  mean: number;
  finished_at: string;
}

/** The final report of a finished circuit. */
export interface CircuitReport {
  /** This circuit's mean (/20, one decimal). */
  mean: number;
  /** Every finished circuit of the student, oldest first, this one included. */
  history: CircuitMeanPoint[];
  /** 1 for the best mean among them (ties share the better rank). */
  rank: number;
  /** Mean of all the finished circuits' means. */
  overall_mean: number;
  best_mean: number;
  /** By mode and by category: this circuit and all finished circuits; sorted by the latter, best first. */
  modes: CircuitAreaScore[];
  categories: CircuitAreaScore[];
  /** Modes and categories averaging at least CIRCUIT_STRENGTH_FROM over all circuits, best first. */
  strengths: CircuitAreaScore[];
  /** Modes and categories averaging below CIRCUIT_WEAKNESS_BELOW over all circuits, worst first. */
  weaknesses: CircuitAreaScore[];
}

/** GET /circuits/{id}: the circuit, its stations as far as they are known, and its report once finished. */
export interface CircuitState {
  id: string;
  size: CircuitSize;
  status: CircuitStatus;
  /** The station being played, or the next one to play (0-based; size once every station is done). */
  position: number;
  /** Stations graded so far. */
  done: number;
  stations: CircuitStationView[];
  /** This circuit's mean once finished, else null. */
  mean: number | null;
  report: CircuitReport | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One circuit in the history. */
export interface CircuitSummary {
  id: string;
  size: CircuitSize;
  status: CircuitStatus;
  done: number;
  mean: number | null;
  created_at: string;
  finished_at: string | null;
}

/** GET /circuits: newest first, and the figures over the finished ones. */
export interface CircuitListResponse {
  circuits: CircuitSummary[];
  /** The running or paused circuit, if any (one at a time). */
  active_id: string | null;
  finished: number;
  /** Mean of the finished circuits' means, null before the first one. */
  average: number | null;
  best: number | null;
}

/** POST /circuits/{id}/next: the station to play now (created if needed) and the circuit. */
export interface CircuitNextResponse {
  thread_id: string;
  circuit: CircuitState;
}

/** What a station of a circuit knows about it (ThreadState.circuit). */
export interface ThreadCircuitRef {
  id: string;
  /** 0-based place of this station. */
  position: number;
  size: CircuitSize;
  status: CircuitStatus;
}
