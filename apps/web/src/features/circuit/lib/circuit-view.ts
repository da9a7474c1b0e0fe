import type { CircuitSize, CircuitState, CircuitStationView } from "@ecos/contracts";
import { CIRCUIT_TRANSITION_SECONDS, INTRODUCTION_SECONDS, SIMULATION_SECONDS } from "@ecos/contracts/constants";
import { formatLongDate } from "@/lib/format";

/** What the circuit page shows. */
export type CircuitPhase = "transition" | "in_station" | "paused" | "finished" | "abandoned";

export function circuitPhase(circuit: CircuitState): CircuitPhase {
  if (circuit.status === "finished" || circuit.status === "abandoned" || circuit.status === "paused") {
    return circuit.status;
  }
  return circuit.stations[circuit.position]?.state === "in_progress" ? "in_station" : "transition";
}

/** The station being played, or the next one to play, 1-based ("Station 3 sur 5"). */
export function nextStationNumber(circuit: CircuitState): number {
  const current = circuit.stations[circuit.position];
  return current?.state === "done" ? circuit.position + 2 : circuit.position + 1;
}

/** Where a circuit is shown (transition, pause, report). */
export const circuitPath = (id: string) => `/homepage/circuit/${encodeURIComponent(id)}`;

/** About how long a circuit takes: each station's reading and playing time, and the transitions between them. */
export function circuitMinutes(size: CircuitSize): number {
  const seconds = size * (INTRODUCTION_SECONDS + SIMULATION_SECONDS) + (size - 1) * CIRCUIT_TRANSITION_SECONDS;
  return Math.round(seconds / 60);
}

/** "1 h 29 min", "44 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** "0:45". */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

const gradeFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** "11,2" (one decimal, always). */
export const formatMean = (value: number) => gradeFormat.format(value);

/** "12 mars 2026", "1er décembre 2026". */
export const formatDay = formatLongDate;

/** Tone of a grade /20: the pass mark (10) and a good mark (14) split it in three bands. */
export function gradeTone(grade: number): "good" | "pass" | "fail" {
  if (grade >= 14) return "good";
  return grade >= 10 ? "pass" : "fail";
}

export const gradeToneClass: Record<ReturnType<typeof gradeTone>, string> = {
  good: "text-emerald-800",
  pass: "text-amber-800",
  fail: "text-red-700",
};

/** A station's label in lists: the patient once known, else its place. */
export const stationTitle = (station: CircuitStationView) =>
  station.scenario ? station.scenario.label : `Station ${station.position + 1}`;
