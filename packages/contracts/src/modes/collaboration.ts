/** The four parts of a structured handover (SBAR), in the order they are given. */
export type SbarPartId = "situation" | "background" | "assessment" | "recommendation";

/** Who calls: the colleague calls the student (a nurse at night), or the student calls the colleague. */
export type CollaborationDirection = "incoming" | "outgoing";

export interface CollaborationPhase {
  id: SbarPartId;
  /** "Situation", "Antécédents", "Évaluation", "Recommandation". */
  label: string;
  /** What the part holds, as a short reminder. */
  guidance: string;
  /** The part has been covered in the conversation. */
  done: boolean;
}

/** A note the student wrote in the patient's record (traceability). */
export interface CollaborationNote {
  id: string;
  text: string;
  at_seconds: number;
}

/** What a `collaboration` station's view shows besides the chat (GET /simulation/threads/{id}: mode_state). */
export interface CollaborationState {
  mode: "collaboration";
  direction: CollaborationDirection;
  interlocutor: { name: string; role: string } | null;
  phases: CollaborationPhase[];
  /** The part the conversation has reached (the latest part covered), null before any. */
  current: SbarPartId | null;
  /** The colleague has raised their objection; it is settled once the student argued. */
  objection: { raised: boolean; resolved: boolean };
  /** The colleague has read back the student's orders, or the student reformulated theirs. */
  closed_loop: boolean;
  notes: CollaborationNote[];
}

/** One SBAR part as the grade page shows it: where it first came, in the student's words. */
export interface CollaborationSbarEntry {
  id: SbarPartId;
  label: string;
  /** 1 for the part said first; null when the part never came. */
  rank: number | null;
  quote: string | null;
}

/** What the grade page of a `collaboration` station shows besides the criteria (grade: mode_report). */
export interface CollaborationReport {
  mode: "collaboration";
  direction: CollaborationDirection;
  interlocutor: { name: string; role: string } | null;
  /** In the expected order S, B, A, R. */
  sbar: CollaborationSbarEntry[];
  /** Every part came, in the expected order. */
  sbar_in_order: boolean;
  disagreement: {
    raised: boolean;
    /** What the colleague objected. */
    objection: string;
    /** The student's message that set it off, and their first answer after it. */
    trigger_quote: string | null;
    answer_quote: string | null;
    resolved: boolean;
  };
  /** The student's request for a read-back, or their reformulation. */
  closed_loop_quote: string | null;
  notes: CollaborationNote[];
}
