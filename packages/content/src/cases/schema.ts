import { CATEGORIES, EVALUATION_MODES } from "@ecos/contracts/constants";
import { z } from "zod";

const categoryIds = CATEGORIES.map((c) => c.id) as [string, ...string[]];
const modeIds = EVALUATION_MODES.map((m) => m.id) as [string, ...string[]];

const text = z.string().trim().min(1);
/** One answer, or variants the patient picks from (never the same sentence twice in a row). */
const answer = z.union([text, z.array(text).min(1)]);
const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "identifiant en kebab-case attendu");

/** Something the student must state or write, recognised through its synonyms (accents and case ignored). */
export const conceptSchema = z.object({
  id: kebab,
  label: text,
  synonyms: z.array(text).min(1),
});
export type Concept = z.infer<typeof conceptSchema>;

export const patientSchema = z.object({
  firstName: text,
  lastName: text,
  age: z.number().int().min(0).max(110),
  sex: z.enum(["F", "M"]),
  /** Who the patient is, in a few sentences (job, family, character). */
  persona: text,
  /** How the patient talks: register, vocabulary, sentence length. */
  speakingStyle: text,
  emotionalState: text,
});

/** The 13 static fields of a clinical_exam station (spec section 2, "Clinical exam"). */
export const staticBlockSchema = z.object({
  first_name: text,
  last_name: text,
  age: text,
  sex: text,
  consultation_reason: text,
  patient_position: text,
  outfit: text,
  general_attitude: text,
  skin_colour: text,
  skin_aspect: text,
  visible_equipment: text,
  spontaneous_language: text,
  fever: text,
});

const labRow = z.object({
  name: text,
  value: text,
  unit: z.string(),
  reference: z.string(),
  flag: z.enum(["H", "L", "N"]).default("N"),
});

/** What our code draws: parameters, never a downloaded picture. */
export const imageSpecSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("ecg"),
    rhythm: z.enum([
      "sinus",
      "atrial_fibrillation",
      "atrial_flutter",
      "sinus_tachycardia",
      "sinus_bradycardia",
      "av_block_3",
    ]),
    rate: z.number().int().min(20).max(250),
    stElevation: z.array(z.string()).default([]),
    stDepression: z.array(z.string()).default([]),
    tWaveInversion: z.array(z.string()).default([]),
    qrsWide: z.boolean().default(false),
    peakedT: z.boolean().default(false),
  }),
  z.object({ kind: z.literal("lab"), title: text, rows: z.array(labRow).min(1) }),
  z.object({ kind: z.literal("blood_gas"), title: text, rows: z.array(labRow).min(1) }),
  z.object({
    kind: z.literal("schematic"),
    modality: text,
    /** Named features the renderer knows how to draw (e.g. "opacity-right-base", "cardiomegaly"). */
    features: z.array(kebab),
  }),
]);

export type ImageSpec = z.infer<typeof imageSpecSchema>;

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
 * - diagnosis: the diagnosis selected at the end is the correct one.
 */
/** A label, or alternatives any of which will do (["sx.edema", "sx.calf_pain"]). */
const labelEntry = z.union([z.string(), z.array(z.string()).min(2)]);
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
  /** Differential offered at the end; `correct` is one of `options`. */
  diagnosis: z.object({ options: z.array(text).min(3).max(8), correct: text }),
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
});
export type ClinicalCase = z.infer<typeof clinicalCaseSchema>;
export type ClinicalCaseInput = z.input<typeof clinicalCaseSchema>;
