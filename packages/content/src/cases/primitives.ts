import { z } from "zod";

/** The building blocks of the case format, shared by the common schema and the modes' data (no cycles). */
export const text = z.string().trim().min(1);
/** One answer, or variants the patient picks from (never the same sentence twice in a row). */
export const answer = z.union([text, z.array(text).min(1)]);
/** A label, or alternatives any of which will do (["sx.edema", "sx.calf_pain"]). */
export const labelEntry = z.union([z.string(), z.array(z.string()).min(2)]);
export const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "identifiant en kebab-case attendu");

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

export const labRow = z.object({
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
