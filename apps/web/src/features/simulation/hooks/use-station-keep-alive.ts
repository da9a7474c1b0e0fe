import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "@/lib/query-keys";
import { sendPauseOnLeave } from "../api/simulation-calls";

export const HEARTBEAT_MS = 15_000;

/**
 * While the clock runs: a heartbeat every 15 s (the server caps a silent client's lost time) and when
 * the tab becomes visible again, and a pause sent when the page goes away. A page restored from the back-forward cache reloads the thread.
 */
export function useStationKeepAlive(threadId: string, running: boolean, heartbeat: () => void): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!running) return;
    const id = setInterval(heartbeat, HEARTBEAT_MS);
    return () => clearInterval(id);
  }, [running, heartbeat]);

  // A background tab's timers are throttled: when the student comes back, resync the clock at once.
  useEffect(() => {
    if (!running) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") heartbeat();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [running, heartbeat]);

  useEffect(() => {
    if (!running) return;
    const onPageHide = () => sendPauseOnLeave(threadId);
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, [running, threadId]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void client.invalidateQueries({ queryKey: queryKeys.thread(threadId) });
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [client, threadId]);
}
