import { z } from "zod";
import type { CategoryId, EvaluationModeId } from "./catalog";
import { EVALUATION_MODES } from "./catalog";
import type { ThreadCircuitRef } from "./circuit-rules";
import type { ModeReport, ModeState } from "./modes";
import {
  AMELIORATIONS,
  MESSAGE_MAX_LENGTH,
  OBSERVATION_MAX_LENGTH,
  REVIEW_COMMENTARY_MAX,
  type SimulationStep,
  type ThreadStatus,
} from "./simulation-rules";

const modeIds = EVALUATION_MODES.map((mode) => mode.id) as [EvaluationModeId, ...EvaluationModeId[]];

/** GET /stations/scenarios and /stations/random (spec section 7, plus the SDD number, title and sheet). */
export interface ScenarioRecord {
  id: string;
  /** The numeric part of the id ("station-007" -> 7). */
  number: number;
  category_id: CategoryId;
  content_type: EvaluationModeId;
  experience: number;
  /** The patient's name. */
  label: string;
  /** The starting situation shown on the card and in the start dialog. */
  sdd: string;
  sdd_number: number;
  sdd_title: string;
  instructions: string;
  /** The revision sheet (SDD number) linked to the case, if any. */
  sheet_id: number | null;
  /** From the user's last graded attempt; null if never graded. */
  user_stats: { closed_at: string; grade: number } | null;
}

/** An id the client makes up for a message or a note so that a retry is not stored twice. */
const clientId = z.uuid().optional();

export const createThreadRequestSchema = z.object({
  sim_type: z.enum(modeIds),
  scenario_id: z.string().min(1).max(40),
});
export type CreateThreadRequest = z.infer<typeof createThreadRequestSchema>;

export const sendMessageRequestSchema = z.object({
  message: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH),
  client_id: clientId,
  /** Who the message is for; the examiner only on stations that have one. Default: the patient. */
  channel: z.enum(["patient", "examiner"]).default("patient"),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const observationRequestSchema = z.object({
  observation: z.string().trim().min(1).max(OBSERVATION_MAX_LENGTH),
  client_id: clientId,
});
export type ObservationRequest = z.input<typeof observationRequestSchema>;

const actionParam = z.union([
  // Long enough for a note written in the patient's record.
  z.string().trim().max(1000),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().trim().min(1).max(80)).max(60),
]);

/**
 * POST /simulation/threads/{id}/actions: something done in a station besides talking (a test
 * ordered, a drug given with its dose and route, a material chosen, the steps put in order). The
 * station's mode says which actions and parameters it takes.
 */
export const stationActionRequestSchema = z.object({
  action: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/)
    .max(40),
  params: z
    .record(
      z
        .string()
        .regex(/^[a-z_]+$/)
        .max(40),
      actionParam,
    )
    .default({}),
  client_id: clientId,
});
export type StationActionRequest = z.input<typeof stationActionRequestSchema>;

/** One action as stored and shown in the station's log. */
export interface StationActionEntry {
  id: string;
  action: string;
  params: Record<string, unknown>;
  /** How the log shows it, in French. */
  label: string;
  /** Seconds since the start of the simulation step. */
  at_seconds: number;
  created_at: string;
}

/** The answer to an action: the action stored, the station's new state, and the interlocutor's reply. */
export interface StationActionResponse {
  action: StationActionEntry;
  mode_state: ModeState | null;
  /** What the interlocutor said about it in the chat (stored in the chat too), if anything. */
  reply: ChatMessage | null;
}

export const gradeRequestSchema = z.object({
  thread_id: z.string().optional(),
  /** The diagnosis as the student typed it; null or empty when none was typed before time ran out. */
  diagnostic: z.string().trim().max(200).nullable().optional(),
});
export type GradeRequest = z.input<typeof gradeRequestSchema>;

const threeWay = z.enum(["oui", "moyen", "non"]);
export const reviewRequestSchema = z.object({
  progress: threeWay,
  simulation: threeWay,
  grading: z.enum(["oui", "non", "pas lue"]),
  ameliorations: z
    .array(z.enum(AMELIORATIONS.map((a) => a.value) as [string, ...string[]]))
    .max(AMELIORATIONS.length)
    .default([]),
  commentary: z.string().trim().min(1).max(REVIEW_COMMENTARY_MAX),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export interface ChatMessage {
  id: string;
  from: "user" | "bot";
  channel: "patient" | "examiner";
  message: string;
  reported: boolean;
  created_at: string;
}

/** POST /simulation/messages/{threadId}: the reply `{id, message}` plus the stored question's id. */
export interface SendMessageResponse {
  id: string;
  message: string;
  channel: "patient" | "examiner";
  user_message_id: string;
  /** The examiner has asked every question (examiner channel only). */
  done?: boolean;
  /** The station's mode state after this exchange, for the modes whose state follows the conversation. */
  mode_state?: ModeState | null;
}

export interface ExamResultEntry {
  exam_id: string;
  name: string;
  category_id: string;
  category_name: string;
  /** The result (the case's own finding, or the catalogue's normal result). */
  value: string;
}

export interface ObservationEntry {
  id: string;
  observation: string;
  created_at: string;
}

export interface CaseImageRef {
  /** "Annexe {mode name} {n}". */
  name: string;
  url: string;
  alt: string;
}

/** What the station shows besides the chat (spec "Simulation thread creation"). */
export interface ThreadBase {
  context: string;
  /** clinical_exam: the 13 static fields, key -> value. */
  static_block?: Record<string, string>;
  /** paraclinical and iconography: image paths served by the API. */
  urls?: string[];
  images?: CaseImageRef[];
  /**
   * The station asks for a diagnosis at the end, typed in free text and read by the engine against the
   * station's differential (synonyms, abbreviations, typos). The differential itself never reaches the
   * browser before the grade: a list to pick from would hand over the answer.
   */
  asks_diagnosis: boolean;
  /** True when the station is played against an examiner who asks questions. */
  examiner: boolean;
  /** Who the chat is with when it is not the patient (a nurse, a colleague on the phone). */
  interlocutor?: { name: string; role: string };
  /** The patient's sex and age, for the voice that reads the replies aloud (voice mode). */
  patient?: { sex: "F" | "M"; age: number };
  /** The station takes actions (POST /simulation/threads/{id}/actions) besides the chat. */
  actions?: boolean;
}

export interface GradedCriterionView {
  id: string;
  name: string;
  point: 0 | 1;
  explanation: string;
  evidence: Array<{ message_id: string; quote: string }>;
  /** When the point was missed: what the grid wanted and was not found ("Non abordé : allergies"). */
  missing?: string;
  /** Why the criterion matters (the grid's explanation alone). Absent on grades stored before issue 15. */
  rationale?: string;
  /** "llm": earned by the grading assist on a quote checked verbatim (issue 16); absent: the embedded grader. */
  judged_by?: "llm";
}

/** The spec's Grade object, plus the XP it earned. */
export interface GradeResponse {
  digitized_grade: number;
  review: string;
  Criterias: GradedCriterionView[];
  relevant_exams: Array<{ exam_id: string; completed: boolean }>;
  /** Exams requested that bring nothing to the case (clinical exam: unrelated to it, or listed as irrelevant). */
  irrelevant_exams: string[];
  /** Those of them that cost points (the case's own irrelevant exams). Absent on grades stored before issue 15. */
  penalized_exams?: string[];
  xp_awarded: number;
  /** The user's XP after this grade. */
  user_xp: number;
  /** The user's XP before this grade (a level reached in between is celebrated). Absent on older grades. */
  previous_xp?: number;
  /** The user's best grade on this station before this attempt, null on a first attempt. Absent on older grades. */
  previous_best?: number | null;
  /** Display names of the exams listed above. */
  exam_names: Record<string, string>;
  /** What the station's mode adds (an emergency's timeline, the tests ordered), or null. */
  mode_report?: ModeReport | null;
  /**
   * The model that judged the statement criteria with the embedded engine (LLM_GRADING) and the tokens
   * it took; null when the embedded engine graded alone (no model, budget spent, or the model failed).
   * Absent on grades stored before issue 16.
   */
  assist?: { model: string; tokens: number } | null;
}

export interface TimerState {
  status: ThreadStatus;
  step: SimulationStep;
  /** Seconds left in the current step (0 in grading). */
  remaining_seconds: number;
}

/** GET /simulation/threads/{id}: everything needed to resume a station where it stopped. */
export interface ThreadState extends TimerState {
  thread_id: string;
  scenario: ScenarioRecord;
  base: ThreadBase;
  messages: ChatMessage[];
  exams: ExamResultEntry[];
  observations: ObservationEntry[];
  /** Actions of a mode with mechanics of its own, in order (empty otherwise). */
  actions: StationActionEntry[];
  /** The live state of such a mode (the monitor, the results), or null. */
  mode_state: ModeState | null;
  diagnosis: string | null;
  grade: GradeResponse | null;
  reviewed: boolean;
  /** Set when the station is played inside a circuit (mock ECOS): no grade is shown before its end. */
  circuit?: ThreadCircuitRef;
  /**
   * The patient's replies are written by a model and streamed (POST /simulation/messages/{id}/stream);
   * absent or false: the embedded AI answers at once through the ordinary route.
   */
  reply_streaming?: boolean;
  created_at: string;
  updated_at: string;
}

/** POST /simulation/threads: the spec's `{thread_id, base}`, and the whole state. */
export type CreateThreadResponse = ThreadState;

/** GET /simulation/threads: the stations not graded yet, newest first, for the home page. */
export interface OpenThreadSummary extends TimerState {
  thread_id: string;
  scenario_id: string;
  label: string;
  content_type: EvaluationModeId;
  category_id: CategoryId;
  updated_at: string;
}

/** GET /stations/exam-catalogue: what the clinical exam tab offers. */
export interface ExamCatalogue {
  categories: Array<{ id: string; name: string }>;
  exams: Array<{ id: string; name: string; category_id: string; keywords: string[] }>;
}
