/** A material offered in a procedure station (never says whether it is needed). */
export interface ProcedureMaterialOption {
  id: string;
  name: string;
}

/** A step offered in a procedure station (never says whether it belongs to the gesture). */
export interface ProcedureStepOption {
  id: string;
  text: string;
}

/** What a `procedure` station's view shows besides the chat (GET /simulation/threads/{id}: mode_state). */
export interface ProcedureState {
  mode: "procedure";
  /** The gesture ("Ponction lombaire"). */
  procedure: string;
  /** Every material offered, in a fixed shuffled order. */
  materials: ProcedureMaterialOption[];
  /** Every step offered, in a fixed shuffled order. */
  steps: ProcedureStepOption[];
  /** The material ids of the last « Valider le matériel », or null before any. */
  chosen_materials: string[] | null;
  /** The step ids of the last « Valider l'ordre », in order, or null before any. */
  submitted_steps: string[] | null;
  /** How many times each was validated. */
  material_choices: number;
  step_submissions: number;
}

/** One step of the student's order on the grade page. */
export interface ProcedureReportStep {
  id: string;
  text: string;
  /** right: in its relative place; misplaced: out of order; distractor: should not be done at all. */
  status: "right" | "misplaced" | "distractor";
  why?: string;
}

/** One expected step on the grade page. */
export interface ProcedureReportExpectedStep {
  id: string;
  text: string;
  /** The student's position (1-based) of this step, or null when it was left out. */
  student_position: number | null;
}

/** One material on the grade page: chosen and needed, needed and left out, or chosen for nothing. */
export interface ProcedureReportMaterial {
  id: string;
  name: string;
  status: "right" | "missing" | "unnecessary";
  why?: string;
}

/** What the grade page of a `procedure` station shows besides the criteria (grade: mode_report). */
export interface ProcedureReport {
  mode: "procedure";
  procedure: string;
  expected_steps: ProcedureReportExpectedStep[];
  /** The last order submitted (empty when none was). */
  student_steps: ProcedureReportStep[];
  materials: ProcedureReportMaterial[];
  /** Whether the student validated a material choice / an order at all. */
  materials_chosen: boolean;
  steps_submitted: boolean;
}
