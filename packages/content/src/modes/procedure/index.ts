import { z } from "zod";
import { kebab, text } from "../../cases/primitives";
import type { ClinicalCase } from "../../cases/schema";
import type { ModeContent } from "../types";

/** A material the student may pick: the needed ones and distractors (a wrong needle, a tourniquet). */
export const procedureMaterialSchema = z.object({
  id: kebab,
  name: text,
  needed: z.boolean(),
  /** Why it is needed, or why it is not (shown on the grade page). */
  why: text.optional(),
});

/**
 * A step of the gesture. The needed steps are listed in their correct order; a distractor step
 * (`distractor: true`) should not be part of the gesture at all ("Retirer les gants stériles avant de
 * ponctionner"); `breaksAsepsis` marks a distractor that breaks the aseptic chain.
 */
export const procedureStepSchema = z.object({
  id: kebab,
  text: text,
  distractor: z.boolean().default(false),
  breaksAsepsis: z.boolean().default(false),
  why: text.optional(),
});

/** What a `procedure` station adds to the common case format (`modeData`). */
export const procedureModeSchema = z.object({
  mode: z.literal("procedure"),
  /** The gesture, as the view titles it ("Ponction lombaire"). */
  procedure: text,
  /** Every material offered, needed ones and distractors (shown shuffled). */
  materials: z.array(procedureMaterialSchema).min(6),
  /** Every step offered: the needed ones in their correct order, with distractors anywhere (shown shuffled). */
  steps: z.array(procedureStepSchema).min(6),
  /**
   * The aseptic chain (`asepsis-chain` rule): these needed steps, in this order, all before the
   * `before` step (the puncture), with no distractor that breaks asepsis.
   */
  asepsis: z.object({ chain: z.array(kebab).min(2), before: kebab }).optional(),
  /**
   * What the patient answers when asked for their agreement once the gesture has been explained
   * (asked before any explanation, the patient asks what it is about: `consent-informed` rule).
   */
  consentReply: z.array(text).min(1),
  /** Seed of the deterministic shuffle of the materials and steps shown. */
  shuffleSeed: z.number().int().min(0).default(1),
});
export type ProcedureModeData = z.infer<typeof procedureModeSchema>;

/** The rules a `mode` criterion of a procedure station may name (the engine implements them). */
export const PROCEDURE_RULES = ["materials-exact", "steps-order", "asepsis-chain", "consent-informed"] as const;

/** Minimums that make a station worth playing: enough to choose from, and something to avoid. */
export const PROCEDURE_MIN = { neededMaterials: 4, distractorMaterials: 3, neededSteps: 6, distractorSteps: 2 };

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

function checkData(data: ProcedureModeData): string[] {
  const problems: string[] = [];
  const needed = data.materials.filter((m) => m.needed);
  const neededSteps = data.steps.filter((s) => !s.distractor);
  if (needed.length < PROCEDURE_MIN.neededMaterials)
    problems.push(`procédure : au moins ${PROCEDURE_MIN.neededMaterials} matériels nécessaires`);
  if (data.materials.length - needed.length < PROCEDURE_MIN.distractorMaterials)
    problems.push(`procédure : au moins ${PROCEDURE_MIN.distractorMaterials} matériels distracteurs`);
  if (neededSteps.length < PROCEDURE_MIN.neededSteps)
    problems.push(`procédure : au moins ${PROCEDURE_MIN.neededSteps} étapes attendues`);
  if (data.steps.length - neededSteps.length < PROCEDURE_MIN.distractorSteps)
    problems.push(`procédure : au moins ${PROCEDURE_MIN.distractorSteps} étapes distractrices`);
  for (const id of duplicates(data.materials.map((m) => m.id)))
    problems.push(`procédure : matériel en double « ${id} »`);
  for (const id of duplicates(data.steps.map((s) => s.id))) problems.push(`procédure : étape en double « ${id} »`);
  for (const step of data.steps) {
    if (step.breaksAsepsis && !step.distractor)
      problems.push(`procédure : l'étape « ${step.id} » rompt l'asepsie mais n'est pas un distracteur`);
  }
  if (data.asepsis) {
    const chain = [...data.asepsis.chain, data.asepsis.before];
    for (const id of chain) {
      const step = data.steps.find((s) => s.id === id);
      if (!step) problems.push(`procédure : chaîne d'asepsie, étape inconnue « ${id} »`);
      else if (step.distractor) problems.push(`procédure : chaîne d'asepsie, « ${id} » est un distracteur`);
    }
    const positions = chain.map((id) => neededSteps.findIndex((s) => s.id === id));
    if (positions.every((p) => p >= 0) && positions.some((p, i) => i > 0 && p <= (positions[i - 1] ?? -1)))
      problems.push("procédure : la chaîne d'asepsie ne suit pas l'ordre des étapes attendues");
  }
  return problems;
}

/** The keys the engine gives the actions: `material:<id>` and `step:<id>`. */
function knownKey(data: ProcedureModeData, key: string): boolean {
  const [kind, id] = key.split(":");
  if (kind === "material") return data.materials.some((m) => m.id === id);
  if (kind === "step") return data.steps.some((s) => s.id === id);
  return false;
}

function checkGrid(item: ClinicalCase, data: ProcedureModeData): string[] {
  const problems: string[] = [];
  for (const criterion of item.grid) {
    const evidence = criterion.evidence;
    const where = `critère « ${criterion.id} »`;
    if (evidence.type === "action" || evidence.type === "order") {
      for (const key of evidence.ids.flat()) {
        if (!knownKey(data, key)) problems.push(`${where} : clé d'action inconnue « ${key} »`);
      }
    }
    if (evidence.type === "mode") {
      if (!(PROCEDURE_RULES as readonly string[]).includes(evidence.rule))
        problems.push(`${where} : règle inconnue « ${evidence.rule} »`);
      if (evidence.rule === "asepsis-chain" && !data.asepsis)
        problems.push(`${where} : la règle asepsis-chain demande modeData.asepsis`);
      const after = evidence.params.after;
      if (evidence.rule === "consent-informed" && after !== undefined) {
        const explanation = item.grid.find((c) => c.id === after);
        if (explanation?.evidence.type !== "stated")
          problems.push(`${where} : after doit nommer un critère « stated » (l'explication du geste)`);
      }
      const tolerance = evidence.params.tolerance;
      if (tolerance !== undefined && (typeof tolerance !== "number" || tolerance < 0 || !Number.isInteger(tolerance)))
        problems.push(`${where} : tolerance doit être un entier positif`);
    }
  }
  const rules = item.grid.flatMap((c) => (c.evidence.type === "mode" ? [c.evidence.rule] : []));
  for (const rule of ["materials-exact", "steps-order"]) {
    if (!rules.includes(rule)) problems.push(`procédure : la grille doit noter la règle ${rule}`);
  }
  if (item.examinerQuestions.length === 0) problems.push("procédure : au moins une question d'examinateur");
  return problems;
}

/** The `procedure` mode's content: its data and the cross-checks a station of this mode must pass. */
export const procedureMode: ModeContent<"procedure"> = {
  id: "procedure",
  check: (item) => {
    const data = item.modeData;
    if (data?.mode !== "procedure") return [];
    return [...checkData(data), ...checkGrid(item, data)];
  },
};
