import type { DiagnosticState, DiagnosticTestStatus, ThreadState } from "@ecos/contracts";

/** The station's diagnostic state, or null when the thread carries another mode's (or none yet). */
export function diagnosticStateOf(thread: ThreadState): DiagnosticState | null {
  const state = thread.mode_state;
  return state && state.mode === "diagnostic" ? (state as DiagnosticState) : null;
}

/** "1 min 05 s" on the station's clock. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (whole === 0) return `${rest} s`;
  return rest === 0 ? `${whole} min` : `${whole} min ${String(rest).padStart(2, "0")} s`;
}

export const STATUS_LABELS: Record<DiagnosticTestStatus, string> = {
  "first-line": "Première intention",
  "second-line": "Deuxième intention",
  accepted: "Acceptable",
  irrelevant: "Non pertinent",
};
