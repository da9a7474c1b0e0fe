import type { CollaborationState, ThreadState } from "@ecos/contracts";
import { modeStateOf } from "../mode-state";

/** The SBAR parts and the objection, which follow the conversation (the chat replies carry them). */
export const useCollaborationState = (thread: ThreadState): CollaborationState | null =>
  modeStateOf(thread, "collaboration");
