import { type ClinicalCase, type ModeDataOf, seededRandom } from "@ecos/content";
import type { ModeContext, StationAction } from "../types";

export type ProcedureData = ModeDataOf<"procedure">;
export type ProcedureMaterial = ProcedureData["materials"][number];
export type ProcedureStep = ProcedureData["steps"][number];

export const CHOOSE_MATERIALS = "choose-materials";
export const SUBMIT_STEPS = "submit-steps";

/** The station's procedure data; a procedure station without it is a content error caught at load time. */
export function procedureData(item: ClinicalCase): ProcedureData {
  const data = item.modeData;
  if (data?.mode !== "procedure") throw new Error(`${item.id} : données de procédure absentes`);
  return data;
}

/** A deterministic shuffle (Fisher–Yates on the seed) that never leaves the list in its original order. */
export function shuffled<T>(values: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  if (result.length > 1 && result.every((value, index) => value === values[index])) result.push(result.shift() as T);
  return result;
}

const idsOf = (action: StationAction | undefined, param: string): string[] | null => {
  const value = action?.params[param];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : null;
};

const lastOf = (context: ModeContext, name: string) => context.actions.filter((a) => a.action === name).at(-1);

/** The last validated material choice: its action and its ids (null before any). */
export function lastChoice(context: ModeContext): { action: StationAction; ids: string[] } | null {
  const action = lastOf(context, CHOOSE_MATERIALS);
  const ids = idsOf(action, "material_ids");
  return action && ids ? { action, ids } : null;
}

/** The last validated order of steps (null before any). */
export function lastSubmission(context: ModeContext): { action: StationAction; ids: string[] } | null {
  const action = lastOf(context, SUBMIT_STEPS);
  const ids = idsOf(action, "step_ids");
  return action && ids ? { action, ids } : null;
}

export const countOf = (context: ModeContext, name: string) => context.actions.filter((a) => a.action === name).length;

/** The needed steps, in their correct order. */
export const expectedSteps = (data: ProcedureData) => data.steps.filter((step) => !step.distractor);

/**
 * Of a sequence of expected positions, the indexes (into the sequence) of a longest increasing
 * subsequence: the steps the student put in their right relative order. Ties go to the earliest.
 */
export function inOrderIndexes(positions: readonly number[]): Set<number> {
  const length = positions.map(() => 1);
  const previous = positions.map(() => -1);
  for (let i = 0; i < positions.length; i++) {
    for (let j = 0; j < i; j++) {
      if ((positions[j] ?? 0) < (positions[i] ?? 0) && (length[j] ?? 0) + 1 > (length[i] ?? 0)) {
        length[i] = (length[j] ?? 0) + 1;
        previous[i] = j;
      }
    }
  }
  let end = -1;
  for (let i = 0; i < positions.length; i++) if (end < 0 || (length[i] ?? 0) > (length[end] ?? 0)) end = i;
  const kept = new Set<number>();
  for (let i = end; i >= 0; i = previous[i] ?? -1) kept.add(i);
  return kept;
}

/** How the last order compares with the expected one. */
export interface StepAnalysis {
  submitted: string[];
  /** Submitted ids that are distractors. */
  distractors: string[];
  /** Expected ids left out. */
  missing: string[];
  /** Expected ids present but out of their relative order. */
  misplaced: string[];
  /** Expected ids present in their relative order. */
  right: string[];
}

export function analyseSteps(data: ProcedureData, submitted: readonly string[]): StepAnalysis {
  const expected = expectedSteps(data).map((step) => step.id);
  const present = submitted.filter((id) => expected.includes(id));
  const kept = inOrderIndexes(present.map((id) => expected.indexOf(id)));
  return {
    submitted: [...submitted],
    distractors: submitted.filter((id) => !expected.includes(id)),
    missing: expected.filter((id) => !submitted.includes(id)),
    misplaced: present.filter((_, index) => !kept.has(index)),
    right: present.filter((_, index) => kept.has(index)),
  };
}

/** How the last choice compares with the needed materials. */
export function analyseMaterials(data: ProcedureData, chosen: readonly string[]) {
  return {
    right: data.materials.filter((m) => m.needed && chosen.includes(m.id)),
    missing: data.materials.filter((m) => m.needed && !chosen.includes(m.id)),
    unnecessary: data.materials.filter((m) => !m.needed && chosen.includes(m.id)),
  };
}

/**
 * A choice or an order that takes in most of the distractors is a shotgun ("tout cocher"): it earns
 * no `action` or `order` evidence.
 */
export function isShotgun(distractorsTaken: number, distractorsOffered: number): boolean {
  return distractorsOffered > 0 && distractorsTaken * 2 > distractorsOffered;
}

export const materialName = (data: ProcedureData, id: string) => data.materials.find((m) => m.id === id)?.name ?? id;
export const stepText = (data: ProcedureData, id: string) => data.steps.find((s) => s.id === id)?.text ?? id;

const listFr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;

export { listFr };
