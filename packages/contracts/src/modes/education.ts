/** A belief or a barrier of the patient, once the student's questions brought it up. */
export interface EducationDiscovery {
  id: string;
  kind: "belief" | "barrier";
  /** A neutral name (« Peur de la cortisone »), never the answer to it. */
  label: string;
  /** The student has answered it since (the patient said they were reassured). */
  addressed: boolean;
}

/** A document the student may hand over during the session. */
export interface EducationDocument {
  id: string;
  title: string;
  given: boolean;
}

/** What a `education` station's view shows besides the chat (GET /simulation/threads/{id}: mode_state). */
export interface EducationState {
  mode: "education";
  /** What the session teaches (« Traitement de fond et technique d'inhalation »). */
  topic: string;
  /** The patient's sex, for the view's wording (« la patiente », « le patient »). */
  patient_sex: "F" | "M";
  /** Only what the patient has already said, in the order it came up. */
  discovered: EducationDiscovery[];
  teach_back: {
    /** The student asked the patient to say or show back what they understood. */
    requested: boolean;
    /** The patient's last reformulation had every key step right. */
    complete: boolean;
  };
  /** Open questions asked so far. */
  open_questions: number;
  /** The terms the patient did not understand, and the monologues so far. */
  warnings: { jargon: string[]; lectures: number };
  documents: EducationDocument[];
}

/** One belief or barrier on the grade page: whether it was uncovered, then answered, with the student's words. */
export interface EducationReportItem {
  id: string;
  kind: "belief" | "barrier";
  label: string;
  /** What the patient said about it. */
  statement: string;
  uncovered_by: string | null;
  addressed_by: string | null;
}

/** What the grade page of a `education` station shows besides the criteria (grade: mode_report). */
export interface EducationReport {
  mode: "education";
  topic: string;
  items: EducationReportItem[];
  teach_back: {
    requested: boolean;
    complete: boolean;
    /** The student's request, as typed. */
    quote: string | null;
    /** The key steps the patient got wrong because they had not been explained before the request. */
    missing: string[];
  };
  open_questions: { count: number; quotes: string[] };
  /** Words the patient did not understand; `explained` when the student explained them at once. */
  jargon: Array<{ term: string; quote: string; explained: boolean }>;
  /** Monologues: the student's words (shortened) and how many words they took. */
  lectures: Array<{ quote: string; words: number }>;
  documents: Array<{ title: string; relevant: boolean }>;
}
