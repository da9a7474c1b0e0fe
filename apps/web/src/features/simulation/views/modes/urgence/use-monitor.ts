import type { ThreadState } from "@ecos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getModeState } from "../../api";
import { applyModeState } from "../../thread-cache";

/** The monitor is read again this often while the station runs. */
export const MONITOR_POLL_MS = 5_000;

/** Reads the monitor (GET …/mode-state) every 5 s while the simulation runs; stops when paused or ended. */
export function useMonitorPolling(thread: ThreadState, paused: boolean) {
  const queryClient = useQueryClient();
  const running = thread.step === "simulation" && thread.status === "running" && !paused;
  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      getModeState(thread.thread_id, controller.signal)
        .then((response) => applyModeState(queryClient, thread.thread_id, response.mode_state))
        .catch(() => {
          // The next poll tries again; an action also brings the state back.
        });
    }, MONITOR_POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [running, thread.thread_id, queryClient]);
}
