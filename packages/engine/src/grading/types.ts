/** One piece of evidence for a criterion: which message (or note, or answer) and the words in it. */
export interface EvidenceItem {
  /** A chat message id, an observation id, or `answer:<questionId>`, `exam:<examId>`, `diagnosis`. */
  message_id: string;
  quote: string;
}

/** A criterion as the grading screen shows it (spec "Criterias"), plus the evidence. */
export interface GradedCriterion {
  id: string;
  name: string;
  point: 0 | 1;
  explanation: string;
  evidence: EvidenceItem[];
  /** When not earned: what the grid wanted and was not found ("Non abordé : allergies"), no final full stop. */
  missing?: string;
  /** Why the criterion matters (the grid's explanation, without what was missing). */
  rationale?: string;
  /**
   * "llm": the point was earned by the grading assist (LLM_GRADING), on a quote of the student's own
   * words checked verbatim against the transcript; absent when the embedded grader judged it.
   */
  judged_by?: "llm";
}

/** The spec's Grade object. */
export interface Grade {
  /** Out of 20, one decimal. */
  digitized_grade: number;
  review: string;
  Criterias: GradedCriterion[];
  relevant_exams: Array<{ exam_id: string; completed: boolean }>;
  /** Exams requested that bring nothing to the case (clinical exam stations). */
  irrelevant_exams: string[];
  /** Those of them that cost points: the case's own list of irrelevant exams. */
  penalized_exams: string[];
  /** What the station's mode adds to the grade page (an emergency's timeline, the tests ordered), or null. */
  mode_report: unknown;
}
