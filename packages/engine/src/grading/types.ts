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
}

/** The spec's Grade object. */
export interface Grade {
  /** Out of 20, one decimal. */
  digitized_grade: number;
  review: string;
  Criterias: GradedCriterion[];
  relevant_exams: Array<{ exam_id: string; completed: boolean }>;
  irrelevant_exams: string[];
  /** What the station's mode adds to the grade page (an emergency's timeline, the tests ordered), or null. */
  mode_report: unknown;
}
