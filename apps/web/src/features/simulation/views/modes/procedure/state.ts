import type { ProcedureState, ThreadState } from "@ecos/contracts";

/** The thread's procedure state, or null while it has none yet. */
export function procedureStateOf(thread: ThreadState): ProcedureState | null {
  const state = thread.mode_state;
  return state && state.mode === "procedure" ? (state as ProcedureState) : null;
}

/** « 3 étapes », « 1 élément »… */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n > 1 ? many : one}`;

/** Whether two lists hold the same ids in the same order. */
export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Whether two lists hold the same ids, whatever their order (a tray is a set). */
export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));
