import type { InformationState, ThreadState } from "@ecos/contracts";
import { useEffect, useRef, useState } from "react";
import { modeStateOf } from "../mode-state";
import { useStationAction } from "../use-station-action";

/** After this long without the student typing or sending anything, the patient breaks the silence. */
export const SILENCE_AFTER_MS = 20_000;

/** The patient's live state (it moves with the chat: an announcement shocks, a reassurance soothes). */
export const useInformationState = (thread: ThreadState): InformationState | null => modeStateOf(thread, "information");

/**
 * The silences: once per silence (until the student speaks again), after 20 s without typing while
 * the station runs, the view posts `silence` and the patient speaks; the student may also leave one
 * on purpose. Returns how to leave one now and what to announce.
 */
export function useSilence(thread: ThreadState, paused: boolean, state: InformationState | null) {
  const action = useStationAction(thread);
  const [announce, setAnnounce] = useState("");
  const sent = thread.messages.filter((m) => m.channel === "patient" && m.from === "user").length;
  const lastActivity = useRef(Date.now());
  const postedFor = useRef<number | null>(null);
  const running = thread.step === "simulation" && thread.status === "running" && !paused;
  const allowed = running && (state?.silence_allowed ?? false) && postedFor.current !== sent && !action.isPending;

  // A message sent (or the station resumed) starts a new wait, and the last note goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wait restarts on each message and on resume
  useEffect(() => {
    lastActivity.current = Date.now();
    setAnnounce("");
  }, [sent, running]);

  useEffect(() => {
    const typing = () => {
      lastActivity.current = Date.now();
    };
    document.addEventListener("keydown", typing, true);
    document.addEventListener("input", typing, true);
    return () => {
      document.removeEventListener("keydown", typing, true);
      document.removeEventListener("input", typing, true);
    };
  }, []);

  function leave(seconds: number) {
    // The ref, not the render's value: two ticks before the next render must not post twice.
    if (!allowed || postedFor.current === sent) return;
    postedFor.current = sent;
    action.send(
      { action: "silence", params: { seconds } },
      { onSuccess: () => setAnnounce("Le patient rompt le silence…") },
    );
  }

  const leaveRef = useRef(leave);
  leaveRef.current = leave;
  useEffect(() => {
    if (!allowed) return;
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity.current >= SILENCE_AFTER_MS) leaveRef.current(SILENCE_AFTER_MS / 1000);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [allowed]);

  return { allowed, pending: action.isPending, announce, leave: () => leave(0) };
}
