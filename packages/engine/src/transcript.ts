import type { StationAction } from "./modes/types";

/** One message of a station, as the engine sees it. */
export interface ChatTurn {
  id: string;
  from: "student" | "patient" | "examiner";
  text: string;
}

/** What a student did during a station: everything the graders look at. */
export interface Transcript {
  /** The chat, in order (student questions, patient and examiner replies). */
  messages: readonly ChatTurn[];
  /** Exam ids requested, in order (clinical_exam stations). */
  exams?: readonly string[];
  /** Analysis notes (paraclinical and iconography stations). */
  observations?: ReadonlyArray<{ id: string; text: string }>;
  /** Answers to the examiner's questions (evaluator stations), by question id. */
  answers?: ReadonlyArray<{ questionId: string; text: string; messageId?: string }>;
  /** The diagnosis typed at the end (read against the differential, see `matchDiagnosis`), if any. */
  diagnosis: string | null;
  /** Actions of a mode with mechanics of its own (tests ordered, drugs given, materials chosen), in order. */
  actions?: readonly StationAction[];
  /** Seconds of simulation played (the grade of a time-bound station reads the whole course). */
  elapsedSeconds?: number;
}
