import type { EducationState, ThreadState } from "@ecos/contracts";
import { modeStateOf } from "../mode-state";

/** The session's live state: what the patient revealed comes with the chat replies. */
export const useEducationState = (thread: ThreadState): EducationState | null => modeStateOf(thread, "education");
