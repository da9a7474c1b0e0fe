import { CATEGORIES, EVALUATION_MODES } from "@ecos/contracts/constants";
import { z } from "zod";
import { modeDataSchema } from "../modes";
import {
  answer,
  conceptSchema,
  imageSpecSchema,
  kebab,
  labelEntry,
  patientSchema,
  staticBlockSchema,
  text,
} from "./primitives";

export {
  type Concept,
  conceptSchema,
  type ImageSpec,
  imageSpecSchema,
  patientSchema,
  staticBlockSchema,
} from "./primitives";

const categoryIds = CATEGORIES.map((c) => c.id) as [string, ...string[]];
const modeIds = EVALUATION_MODES.map((m) => m.id) as [string, ...string[]];

export const caseImageSchema = z.object({
  id: kebab,
  title: text,
  /** Alternative text: what the image shows, without giving away the interpretation. */
  alt: text,
  spec: imageSpecSchema,
  /** What a good analysis writes (each a concept with synonyms). */
  expectedFindings: z.array(conceptSchema).min(1),
});

export type CaseImage = z.infer<typeof caseImageSchema>;

export const examinerQuestionSchema = z.object({
  id: kebab,
  question: text,
  expected: z.array(conceptSchema).min(1),
});

/**
 * A grid criterion is worth one point and says what evidence earns it:
 * - asked: the student asked about one (any) or all of these ontology labels (an entry may be a list
 *   of alternatives), in a message that also names every `mentions` concept when there are some;
 * - act: the student performed a communication act (act.* labels), same rules;
 * - stated: the student said or wrote these concepts (any/all) in the chat;
 * - exam: the student requested these exams (clinical_exam);
 * - finding: the observations contain these expected findings (image ids, finding ids);
 * - answer: the answer to an examiner question contains these expected elements;
 * - diagnosis: the diagnosis selected at the end is the correct one;
 * - action: the student performed these actions of the mode (a test ordered, oxygen given, a material
 *   chosen: keys the mode's mechanics give its actions), within `withinSeconds` of the simulation's
 *   start when set (an entry may be a list of alternatives);
 * - order: the first of these action keys came in this relative order;
 * - mode: a rule of the mode's own mechanics (`rule`, with its `params`), e.g. SBAR order, teach-back.
 */
/** Concepts the message carrying the label must also name ("idées suicidaires" for a mood question). */
const mentions = z.array(conceptSchema).min(1).optional();

export const evidenceSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("asked"),
    labels: z.array(labelEntry).min(1),
    match: z.enum(["any", "all"]).default("any"),
    mentions,
  }),
  z.object({
    type: z.literal("act"),
    labels: z.array(labelEntry).min(1),
    match: z.enum(["any", "all"]).default("any"),
    mentions,
  }),
  z.object({
    type: z.literal("stated"),
    concepts: z.array(conceptSchema).min(1),
    match: z.enum(["any", "all"]).default("any"),
  }),
  z.object({
    type: z.literal("exam"),
    examIds: z.array(z.string()).min(1),
    match: z.enum(["any", "all"]).default("all"),
  }),
  z.object({
    type: z.literal("finding"),
    imageId: kebab,
    findingIds: z.array(kebab).min(1),
    match: z.enum(["any", "all"]).default("all"),
  }),
  z.object({
    type: z.literal("answer"),
    questionId: kebab,
    elementIds: z.array(kebab).min(1),
    match: z.enum(["any", "all"]).default("all"),
  }),
  z.object({ type: z.literal("diagnosis") }),
  z.object({
    type: z.literal("action"),
    ids: z.array(labelEntry).min(1),
    match: z.enum(["any", "all"]).default("all"),
    withinSeconds: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal("order"), ids: z.array(z.string()).min(2) }),
  z.object({ type: z.literal("mode"), rule: kebab, params: z.record(z.string(), z.unknown()).default({}) }),
]);
export type Evidence = z.infer<typeof evidenceSchema>;

export const criterionSchema = z.object({
  id: kebab,
  /** As shown on the grading screen, e.g. "Recherche les facteurs de risque cardiovasculaire". */
  name: text,
  /** Why it matters, shown with the point. */
  explanation: text,
  evidence: evidenceSchema,
});
export type Criterion = z.infer<typeof criterionSchema>;

export const clinicalCaseSchema = z.object({
  /** "station-001": the numeric part (1) is what the interface shows. */
  id: z.string().regex(/^station-\d{3}$/),
  sdd: z.object({ number: z.number().int().min(1).max(356), title: text }),
  categoryId: z.enum(categoryIds),
  modeId: z.enum(modeIds),
  rewardXp: z.number().int().min(0).max(500),
  beta: z.boolean(),
  patient: patientSchema,
  /** The starting-situation text shown on the case card and in the start dialog. */
  situation: text,
  /** The instructions ("consignes"); the interface splits them on ". ". */
  instructions: text,
  /** Shown during the 60-second introduction. */
  context: text,
  /** Interrogation: what the patient says first, unprompted. */
  opening: text.optional(),
  /** Per ontology label, what the patient answers when asked (lay French, in character). */
  script: z.record(z.string(), answer).default({}),
  /**
   * How the patient reacts when the student announces a diagnosis or hypothesis (worry, questions), in
   * character. Never names the diagnosis itself: the student has just said it.
   */
  announcementReaction: answer.optional(),
  /** What the patient says for a label that is not scripted: a plausible negative. */
  unscriptedDefault: z.array(text).min(2),
  /**
   * The station's differential, hidden from the student who types a diagnosis at the end: the engine
   * resolves the text to one of `options` (`correct` is one of them). `synonyms` adds, per option
   * label, wordings specific to this station that the general lexicon of the engine cannot know.
   */
  diagnosis: z.object({
    options: z.array(text).min(3).max(8),
    correct: text,
    synonyms: z.record(text, z.array(text).min(1)).optional(),
  }),
  staticBlock: staticBlockSchema.optional(),
  /** Exam id -> result, overriding the catalogue's normal result. */
  examResults: z.record(z.string(), text).default({}),
  relevantExams: z.array(z.string()).default([]),
  irrelevantExams: z.array(z.string()).default([]),
  images: z.array(caseImageSchema).default([]),
  examinerQuestions: z.array(examinerQuestionSchema).default([]),
  grid: z.array(criterionSchema).min(12).max(20),
  /** The revision sheet (SDD number) linked to this case. */
  sheetId: z.number().int().nullable(),
  /**
   * Who the student talks to in the chat when it is not the patient (a nurse, a colleague on the
   * phone, a pharmacist): the script is then theirs, about the patient.
   */
  interlocutor: z.object({ name: text, role: text }).optional(),
  /** The data of a mode with mechanics of its own (diagnostic, urgence, procedure…), see `src/modes`. */
  modeData: modeDataSchema.optional(),
  /** Where the case's medicine comes from (HAS recommendations, the collèges' referentials). */
  sources: z.array(text).default([]),
});
export type ClinicalCase = z.infer<typeof clinicalCaseSchema>;
export type ClinicalCaseInput = z.input<typeof clinicalCaseSchema>;
