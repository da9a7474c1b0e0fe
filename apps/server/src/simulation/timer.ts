import { INTRODUCTION_SECONDS, SIMULATION_SECONDS, type SimulationStep, type ThreadStatus } from "@ecos/contracts";

/**
 * A client that stops calling (closed tab, lost network, server restart) costs the station at most
 * this much time: elapsed time since the last call is capped, so an interrupted station resumes with
 * the time it had. The client calls heartbeat every 15 s while the clock runs.
 */
export const MAX_UNSEEN_MS = 20_000;
/** Messages arriving just after the clock reached 0 (network latency) are still accepted. */
export const LATE_GRACE_MS = 5_000;

export const INTRODUCTION_MS = INTRODUCTION_SECONDS * 1000;
export const SIMULATION_MS = SIMULATION_SECONDS * 1000;

export interface TimerRow {
  status: ThreadStatus;
  step: SimulationStep;
  remainingMs: number;
  timerAt: Date;
}

/** The clock runs in the introduction (status start) and in the simulation (status running). */
export const isTicking = (row: Pick<TimerRow, "status">) => row.status === "start" || row.status === "running";

/** Milliseconds left now, possibly negative just after the end (not clamped). */
export function rawRemainingMs(row: TimerRow, now: Date): number {
  if (!isTicking(row)) return row.remainingMs;
  const elapsed = Math.min(Math.max(0, now.getTime() - row.timerAt.getTime()), MAX_UNSEEN_MS);
  return row.remainingMs - elapsed;
}

export const remainingSeconds = (row: TimerRow, now: Date) =>
  row.step === "grading" ? 0 : Math.max(0, Math.ceil(rawRemainingMs(row, now) / 1000));

/** The timer columns after counting the time elapsed up to now. */
export function settle(row: TimerRow, now: Date): Pick<TimerRow, "remainingMs" | "timerAt"> {
  return { remainingMs: Math.max(0, rawRemainingMs(row, now)), timerAt: now };
}

type TimerUpdate = Partial<Pick<TimerRow, "status" | "step" | "remainingMs" | "timerAt">>;

/** Introduction -> simulation with the full 7 minutes. Repeating it changes nothing. */
export function startSimulation(row: TimerRow, now: Date): TimerUpdate {
  if (row.step !== "introduction") return {};
  return { step: "simulation", status: "running", remainingMs: SIMULATION_MS, timerAt: now };
}

export function pause(row: TimerRow, now: Date): TimerUpdate {
  if (!isTicking(row) || row.step === "grading") return {};
  return { ...settle(row, now), status: "paused" };
}

export function resume(row: TimerRow, now: Date): TimerUpdate {
  if (row.status !== "paused") return {};
  return { status: row.step === "introduction" ? "start" : "running", timerAt: now };
}

/** A sign of life from the client: the elapsed time is counted; a simulation at 0 has ended. */
export function heartbeat(row: TimerRow, now: Date): TimerUpdate {
  if (!isTicking(row)) return {};
  const settled = settle(row, now);
  return row.step === "simulation" && settled.remainingMs === 0 ? { ...settled, status: "ended" } : settled;
}
