/** An emotional state of the patient, as the station's view shows it. */
export interface InformationEmotionView {
  id: string;
  label: string;
  description: string;
}

/** What a `information` station's view shows besides the chat (GET /simulation/threads/{id}: mode_state). */
export interface InformationState {
  mode: "information";
  /** The patient's current emotional state. */
  emotion: InformationEmotionView;
  /** The states gone through so far, the first one included, in order. */
  path: Array<{ id: string; label: string }>;
  /** The questions the patient has asked by itself so far, in order. */
  questions: Array<{ id: string; question: string }>;
  /** The words the patient said it did not understand. */
  jargon: string[];
  /** Silences left to the patient so far. */
  silences: number;
  /** Whether a silence may be posted now (one between two messages of the student). */
  silence_allowed: boolean;
}

/** One step of the announcement on the grade page's timeline. */
export interface InformationStepView {
  id: string;
  label: string;
  covered: boolean;
  /** The student's message (1 = first) where the step was first covered, or null. */
  message_number: number | null;
  /** The student's words that covered it (null for a silence: it came after message `message_number`). */
  quote: string | null;
  /** Covered after a step that should come after it. */
  out_of_order: boolean;
}

/** What the grade page of a `information` station shows besides the criteria (grade: mode_report). */
export interface InformationReport {
  mode: "information";
  /** The steps in the order they were covered (covered ones first), then the ones missed. */
  steps: InformationStepView[];
  /** The patient's own questions: asked or not, answered or not, with the answer quoted. */
  questions: Array<{ id: string; question: string; asked: boolean; answered: boolean; answer: string | null }>;
  /** Jargon used: the word as typed and whether it was explained in plain words. */
  jargon: Array<{ term: string; words: string; explained: boolean }>;
  /** The emotional states the patient went through. */
  emotions: Array<{ id: string; label: string }>;
  silences: { count: number; after_announcement: boolean };
}
