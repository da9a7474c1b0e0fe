import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { callTimer, type TimerCall } from "../api/simulation-calls";
import { applyTimer } from "../lib/thread-cache";

export const GENERIC_ERROR = "Une erreur est survenue";

export interface TimerControls {
  start(): void;
  pause(): void;
  resume(): void;
  heartbeat(): void;
  /** A start, pause or resume is on its way (the heartbeat does not count). */
  busy: boolean;
  /** Resolves once every timer call sent so far has been answered. */
  whenIdle(): Promise<void>;
}

/**
 * The server's timer calls, sent one after the other so that a late answer (a heartbeat sent before
 * a pause, say) never overwrites a newer state; every answer resyncs the cached thread.
 */
export function useTimerControls(threadId: string): TimerControls {
  const client = useQueryClient();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [inFlight, setInFlight] = useState(0);

  const run = useCallback(
    (call: TimerCall) => {
      const visible = call !== "heartbeat";
      if (visible) setInFlight((count) => count + 1);
      queue.current = queue.current
        .then(() => callTimer(threadId, call))
        .then(
          (timer) => applyTimer(client, threadId, timer),
          (error: unknown) => {
            if (!visible) return console.warn("Heartbeat failed", error);
            console.error(error);
            toast.error(GENERIC_ERROR);
          },
        )
        .finally(() => {
          if (visible) setInFlight((count) => count - 1);
        });
    },
    [client, threadId],
  );

  return useMemo(
    () => ({
      start: () => run("start"),
      pause: () => run("pause"),
      resume: () => run("resume"),
      heartbeat: () => run("heartbeat"),
      busy: inFlight > 0,
      whenIdle: () => queue.current,
    }),
    [run, inFlight],
  );
}
