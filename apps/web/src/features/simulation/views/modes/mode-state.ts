import type { ModeState, ThreadState } from "@ecos/contracts";

/**
 * The station's live mode state if it is of this mode, or null. It stays current without polling:
 * the thread state, every chat reply and every action answer carry it (the emergency monitor, which
 * moves with time alone, polls GET …/mode-state).
 */
export function modeStateOf<M extends ModeState["mode"]>(
  thread: ThreadState,
  mode: M,
): Extract<ModeState, { mode: M }> | null {
  return thread.mode_state?.mode === mode ? (thread.mode_state as Extract<ModeState, { mode: M }>) : null;
}
