import type { ChatMessage, GradeResponse, ThreadState } from "@ecos/contracts";
import type { JSX } from "react";

export interface ModeMainProps {
  /** Current state from the query cache queryKeys.thread(thread.thread_id). */
  thread: ThreadState;
  /** Inputs are disabled while paused. */
  paused: boolean;
  onReport(message: ChatMessage): void;
}

export interface ModeReportProps {
  thread: ThreadState;
  grade: GradeResponse;
}

/**
 * One mode's part of the station screen: its own pane beside the conversation (`Main`, titled
 * `mainLabel`), and what its grade page shows above the criteria (`Report`). A mode without `Main`
 * is a conversation only.
 */
export interface ModeViewEntry {
  mainLabel?: string;
  Main?: (props: ModeMainProps) => JSX.Element;
  Report?: (props: ModeReportProps) => JSX.Element | null;
}
