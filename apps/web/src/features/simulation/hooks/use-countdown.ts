import type { ThreadStatus, TimerState } from "@ecos/contracts";
import { useEffect, useState } from "react";

/** The clock runs during the introduction ("start") and once started ("running"). */
export const isClockRunning = (status: ThreadStatus) => status === "start" || status === "running";

/**
 * Seconds left, counted down locally each second while the clock runs, and reset whenever the
 * server's timer (status, step, remaining seconds) changes in the cache.
 */
export function useCountdown(timer: TimerState): number {
  const syncKey = `${timer.status}|${timer.step}|${timer.remaining_seconds}`;
  const [clock, setClock] = useState({ syncKey, remaining: timer.remaining_seconds });
  let remaining = clock.remaining;
  if (clock.syncKey !== syncKey) {
    remaining = timer.remaining_seconds;
    setClock({ syncKey, remaining });
  }

  const ticking = isClockRunning(timer.status) && timer.step !== "grading" && remaining > 0;
  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => {
      setClock((current) => ({ ...current, remaining: Math.max(0, current.remaining - 1) }));
    }, 1000);
    return () => clearInterval(id);
  }, [ticking]);

  return Math.max(0, remaining);
}
