import type { ProcedureReport, ProcedureState } from "@ecos/contracts";
import type { ModeContext } from "../types";
import {
  analyseMaterials,
  analyseSteps,
  CHOOSE_MATERIALS,
  countOf,
  expectedSteps,
  lastChoice,
  lastSubmission,
  procedureData,
  SUBMIT_STEPS,
  shuffled,
} from "./data";

/** What the view shows: the tray and the steps (shuffled, the same for everyone), and what was validated. */
export function procedureState(context: ModeContext): ProcedureState {
  const data = procedureData(context.item);
  return {
    mode: "procedure",
    procedure: data.procedure,
    materials: shuffled(data.materials, data.shuffleSeed).map(({ id, name }) => ({ id, name })),
    steps: shuffled(data.steps, data.shuffleSeed + 1).map(({ id, text }) => ({ id, text })),
    chosen_materials: lastChoice(context)?.ids ?? null,
    submitted_steps: lastSubmission(context)?.ids ?? null,
    material_choices: countOf(context, CHOOSE_MATERIALS),
    step_submissions: countOf(context, SUBMIT_STEPS),
  };
}

const withWhy = <T extends object>(entry: T, why: string | undefined): T & { why?: string } =>
  why ? { ...entry, why } : entry;

/** The grade page: the student's order beside the expected one, and the materials right, missing or unnecessary. */
export function procedureReport(context: ModeContext): ProcedureReport {
  const data = procedureData(context.item);
  const choice = lastChoice(context);
  const order = lastSubmission(context);
  const submitted = order?.ids ?? [];
  const analysis = analyseSteps(data, submitted);
  const stepOf = (id: string) => data.steps.find((s) => s.id === id);
  const materials = analyseMaterials(data, choice?.ids ?? []);
  return {
    mode: "procedure",
    procedure: data.procedure,
    expected_steps: expectedSteps(data).map((step) => {
      const position = submitted.indexOf(step.id);
      return { id: step.id, text: step.text, student_position: position >= 0 ? position + 1 : null };
    }),
    student_steps: submitted.map((id) => {
      const step = stepOf(id);
      const status = analysis.distractors.includes(id)
        ? ("distractor" as const)
        : analysis.right.includes(id)
          ? ("right" as const)
          : ("misplaced" as const);
      return withWhy({ id, text: step?.text ?? id, status }, status === "distractor" ? step?.why : undefined);
    }),
    materials: [
      ...data.materials
        .filter((m) => m.needed)
        .map((m) =>
          withWhy(
            { id: m.id, name: m.name, status: materials.right.includes(m) ? ("right" as const) : ("missing" as const) },
            materials.right.includes(m) ? undefined : m.why,
          ),
        ),
      ...materials.unnecessary.map((m) => withWhy({ id: m.id, name: m.name, status: "unnecessary" as const }, m.why)),
    ],
    materials_chosen: choice !== null,
    steps_submitted: order !== null,
  };
}
