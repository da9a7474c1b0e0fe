import { type ClinicalCase, caseById, parseCase } from "@ecos/content";
import type { ProcedureReport, ProcedureState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { station021 } from "../../../content/src/cases/stations/station-021";
import { station022 } from "../../../content/src/cases/stations/station-022";
import { station038 } from "../../../content/src/cases/stations/station-038";
import type { ProcedureAction, ProcedureAttempt } from "../../../content/test/fixtures/modes/procedure-attempt";
import { fixture021 } from "../../../content/test/fixtures/modes/station-021.fixture";
import { fixture022 } from "../../../content/test/fixtures/modes/station-022.fixture";
import { fixture038 } from "../../../content/test/fixtures/modes/station-038.fixture";
import { replyAsExaminer } from "../../src/examiner/examiner";
import { gradeStation } from "../../src/grading/grade";
import { actionKeys } from "../../src/modes/evidence";
import { procedureMechanics } from "../../src/modes/procedure";
import { CONSENT_BEFORE_INFORMATION } from "../../src/modes/procedure/consent";
import { shuffled } from "../../src/modes/procedure/data";
import { actInStation, modeReport, modeState, replyInStation } from "../../src/modes/station";
import { ModeActionError, type ModeContext, type StationAction } from "../../src/modes/types";
import type { ChatTurn, Transcript } from "../../src/transcript";

/** The stations, from the registry when it loads, else parsed here (another mode's station may break it). */
function station(id: string, input: typeof station021): ClinicalCase {
  try {
    return caseById(id) ?? parseCase(input);
  } catch {
    return parseCase(input);
  }
}
const LP = station("station-021", station021);
const ABG = station("station-022", station022);

/** Plays an attempt: the patient through the mode's replies, the actions in time, then the examiner. */
function play(item: ClinicalCase, attempt: ProcedureAttempt): Transcript & { chat: ChatTurn[] } {
  const chat: ChatTurn[] = [];
  const actions: StationAction[] = [];
  let clock = 0;
  attempt.messages.forEach((text, index) => {
    clock += 15;
    const reply = replyInStation(item, chat, text, { actions, elapsedSeconds: clock });
    chat.push(
      { id: `m${index + 1}`, from: "student", text },
      { id: `p${index + 1}`, from: "patient", text: reply.text },
    );
  });
  attempt.actions.forEach((request, index) => {
    clock += 20;
    const context: ModeContext = { item, actions, elapsedSeconds: clock, chat };
    const outcome = actInStation(context, request);
    actions.push({ id: `a${index + 1}`, action: request.action, params: outcome.params, atSeconds: clock });
  });
  const examinerChat: ChatTurn[] = [];
  const answers: Array<{ questionId: string; text: string; messageId: string }> = [];
  attempt.answers.forEach((text, index) => {
    const turn = replyAsExaminer(item, examinerChat, text);
    const id = `x${index + 1}`;
    examinerChat.push({ id, from: "student", text }, { id: `e${index + 1}`, from: "examiner", text: turn.text });
    if (turn.answeredQuestionId) answers.push({ questionId: turn.answeredQuestionId, text, messageId: id });
  });
  return { chat, messages: chat, answers, diagnosis: attempt.diagnosis, actions, elapsedSeconds: clock };
}

const failed = (grade: ReturnType<typeof gradeStation>, point: 0 | 1) =>
  grade.Criterias.filter((c) => c.point === point)
    .map((c) => `${c.id}: ${c.explanation}`)
    .join("\n");

describe.each([
  { item: LP, fixture: fixture021 },
  { item: ABG, fixture: fixture022 },
  { item: station("station-038", station038), fixture: fixture038 },
])("reference attempts at $fixture.caseId", ({ item, fixture }) => {
  const grades = {
    excellent: gradeStation(item, play(item, fixture.excellent)),
    average: gradeStation(item, play(item, fixture.average)),
    poor: gradeStation(item, play(item, fixture.poor)),
    gaming: gradeStation(item, play(item, fixture.gaming)),
  };

  it("grades an excellent attempt at least 18/20", () => {
    expect(grades.excellent.digitized_grade, failed(grades.excellent, 0)).toBeGreaterThanOrEqual(18);
  });

  it("grades an average attempt strictly between 6 and 18", () => {
    expect(grades.average.digitized_grade, failed(grades.average, 1)).toBeGreaterThan(6);
    expect(grades.average.digitized_grade, failed(grades.average, 0)).toBeLessThan(18);
  });

  it("grades a poor attempt at most 6/20", () => {
    expect(grades.poor.digitized_grade, failed(grades.poor, 1)).toBeLessThanOrEqual(6);
  });

  it("grades a gaming attempt (dumps, pleas, everything ticked, orders spammed) at most 2/20", () => {
    expect(grades.gaming.digitized_grade, failed(grades.gaming, 1)).toBeLessThanOrEqual(2);
    expect(grades.gaming.review).toMatch(/essais successifs/);
  });

  it("backs every earned point with evidence from the transcript or the actions", () => {
    const transcript = play(item, fixture.excellent);
    const ids = new Set([
      ...transcript.messages.map((m) => m.id),
      ...(transcript.answers ?? []).map((a) => a.messageId),
      ...(transcript.actions ?? []).map((a) => `action:${a.id}`),
      "order",
      "diagnosis",
    ]);
    for (const criterion of grades.excellent.Criterias.filter((c) => c.point === 1)) {
      expect(criterion.evidence.length, criterion.id).toBeGreaterThan(0);
      for (const evidence of criterion.evidence) expect(ids.has(evidence.message_id), evidence.message_id).toBe(true);
    }
  });

  it("reports the order side by side and the materials, and is deterministic", () => {
    const report = grades.excellent.mode_report as ProcedureReport;
    expect(report.mode).toBe("procedure");
    expect(report.student_steps.every((step) => step.status === "right")).toBe(true);
    expect(report.expected_steps.map((step) => step.student_position)).toEqual(
      report.expected_steps.map((_, index) => index + 1),
    );
    expect(report.materials.every((material) => material.status === "right")).toBe(true);
    expect(gradeStation(item, play(item, fixture.average))).toEqual(grades.average);
  });

  it("uses only rules the mechanics know", () => {
    for (const criterion of item.grid) {
      if (criterion.evidence.type === "mode") expect(procedureMechanics.rules).toContain(criterion.evidence.rule);
    }
  });
});

/** A context after these actions (each 30 s after the previous). */
function contextAfter(item: ClinicalCase, requests: ProcedureAction[], chat: ChatTurn[] = []): ModeContext {
  const actions: StationAction[] = [];
  for (const [index, request] of requests.entries()) {
    const outcome = actInStation({ item, actions, elapsedSeconds: 30 * (index + 1), chat }, request);
    actions.push({ id: `a${index + 1}`, action: request.action, params: outcome.params, atSeconds: 30 * (index + 1) });
  }
  return { item, actions, elapsedSeconds: 30 * (requests.length + 1), chat };
}
const choose = (ids: string[]): ProcedureAction => ({ action: "choose-materials", params: { material_ids: ids } });
const order = (ids: string[]): ProcedureAction => ({ action: "submit-steps", params: { step_ids: ids } });
const NEEDED = fixture021.excellent.actions[0]?.params.material_ids ?? [];
const EXPECTED = fixture021.excellent.actions[1]?.params.step_ids ?? [];

function refused(request: { action: string; params: Record<string, unknown> }): ModeActionError {
  try {
    actInStation({ item: LP, actions: [], elapsedSeconds: 10, chat: [] }, request);
  } catch (error) {
    if (error instanceof ModeActionError) return error;
    throw error;
  }
  throw new Error("the action was accepted");
}

describe("procedure actions", () => {
  it("refuses unknown actions, empty lists, unknown ids and duplicates, naming the field", () => {
    expect(refused({ action: "order-test", params: {} }).field).toBe("action");
    expect(refused({ action: "choose-materials", params: {} }).field).toBe("material_ids");
    expect(refused({ action: "choose-materials", params: { material_ids: [] } }).message).toMatch(/au moins un/);
    expect(refused({ action: "choose-materials", params: { material_ids: "gants-steriles" } }).field).toBe(
      "material_ids",
    );
    expect(refused({ action: "choose-materials", params: { material_ids: ["bistouri"] } }).message).toContain(
      "bistouri",
    );
    const twice = refused({ action: "choose-materials", params: { material_ids: ["rasoir", "rasoir"] } });
    expect(twice.message).toMatch(/deux fois/);
    expect(refused({ action: "submit-steps", params: { step_ids: ["identite", "danse"] } }).field).toBe("step_ids");
    expect(refused({ action: "submit-steps", params: { step_ids: ["identite", "identite"] } }).message).toMatch(
      /deux fois/,
    );
  });

  it("stores the materials in the tray's order and the steps in the student's order, with French labels", () => {
    const context = { item: LP, actions: [], elapsedSeconds: 10, chat: [] };
    const chosen = actInStation(context, choose(["pansement-sterile", "gants-steriles"]));
    expect(chosen.params).toEqual({ material_ids: ["gants-steriles", "pansement-sterile"] });
    expect(chosen.label).toBe("Matériel : Gants stériles, Pansement sec stérile");
    expect(chosen.reply).toBeUndefined();
    const submitted = actInStation(context, order(["reperage", "identite"]));
    expect(submitted.params).toEqual({ step_ids: ["reperage", "identite"] });
    expect(submitted.label).toMatch(/^Ordre des étapes : 1\. Repérer l'espace L4-L5.* ; 2\. Vérifier l'identité/);
  });
});

describe("procedure state and keys", () => {
  it("shows the tray and the steps shuffled the same way every time, without saying what is right", () => {
    const state = modeState({ item: LP, actions: [], elapsedSeconds: 0, chat: [] }) as ProcedureState;
    expect(state).toMatchObject({ mode: "procedure", procedure: "Ponction lombaire", chosen_materials: null });
    expect(state.submitted_steps).toBeNull();
    expect(state.materials).toHaveLength(16);
    expect(state.steps).toHaveLength(16);
    expect(state.steps.map((s) => s.id)).not.toEqual(
      LP.modeData?.mode === "procedure" && LP.modeData.steps.map((s) => s.id),
    );
    expect(Object.keys(state.materials[0] ?? {})).toEqual(["id", "name"]);
    expect(modeState({ item: LP, actions: [], elapsedSeconds: 5, chat: [] })).toEqual(state);
    expect(shuffled([1, 2], 3)).toEqual([2, 1]);
  });

  it("keeps the last choice and the last order, and counts the validations", () => {
    const context = contextAfter(LP, [choose(["rasoir"]), order(["identite"]), choose(NEEDED), order(EXPECTED)]);
    const state = modeState(context) as ProcedureState;
    expect(state.chosen_materials).toEqual(NEEDED);
    expect(state.submitted_steps).toEqual(EXPECTED);
    expect(state).toMatchObject({ material_choices: 2, step_submissions: 2 });
  });

  it("gives material and step keys of the last choice and order only, in order and with their time", () => {
    const keys = actionKeys(contextAfter(LP, [choose(["rasoir", "gants-steriles"]), order(["identite", "reperage"])]));
    expect(keys.map((k) => k.key)).toEqual([
      "material:gants-steriles",
      "material:rasoir",
      "step:identite",
      "step:reperage",
    ]);
    expect(keys.map((k) => k.atSeconds)).toEqual([30, 30, 60, 60]);
    const later = actionKeys(contextAfter(LP, [order(["identite"]), choose(["gants-steriles"]), order(["reperage"])]));
    expect(later.map((k) => k.key)).toEqual(["material:gants-steriles", "step:reperage"]);
  });

  it("gives no keys for a choice or an order that takes in most of the distractors", () => {
    const all = LP.modeData?.mode === "procedure" ? LP.modeData : null;
    const keys = actionKeys(
      contextAfter(LP, [choose(all?.materials.map((m) => m.id) ?? []), order(all?.steps.map((s) => s.id) ?? [])]),
    );
    expect(keys).toEqual([]);
    const two = actionKeys(contextAfter(LP, [choose([...NEEDED, "rasoir", "garrot"])]));
    expect(two.some((k) => k.key === "material:aiguille-pl")).toBe(true);
  });
});

/** Grades only the chat and actions given, and returns the points of these criteria. */
function points(item: ClinicalCase, attempt: Partial<ProcedureAttempt>, ids: string[]) {
  const grade = gradeStation(item, play(item, { messages: [], actions: [], answers: [], diagnosis: null, ...attempt }));
  return Object.fromEntries(ids.map((id) => [id, grade.Criterias.find((c) => c.id === id)?.point]));
}

describe("procedure rules", () => {
  it("materials-exact: every needed material and no distractor, one error tolerated", () => {
    expect(points(LP, { actions: [choose(NEEDED)] }, ["materiel"])).toEqual({ materiel: 1 });
    expect(points(LP, { actions: [choose(NEEDED.slice(1))] }, ["materiel"])).toEqual({ materiel: 1 });
    expect(points(LP, { actions: [choose([...NEEDED.slice(1), "garrot"])] }, ["materiel"])).toEqual({ materiel: 0 });
    expect(points(LP, { actions: [] }, ["materiel"])).toEqual({ materiel: 0 });
    // The last choice counts.
    expect(points(LP, { actions: [choose(NEEDED), choose(["garrot"])] }, ["materiel"])).toEqual({ materiel: 0 });
    const grade = gradeStation(
      LP,
      play(LP, { messages: [], actions: [choose(["garrot", "gants-steriles"])], answers: [], diagnosis: null }),
    );
    expect(grade.Criterias.find((c) => c.id === "materiel")?.explanation).toMatch(
      /Manquant : .*Inutile ou inadapté : Garrot/,
    );
  });

  it("steps-order: the needed steps in their relative order, no distractor, one error tolerated", () => {
    const swapped = [...EXPECTED];
    [swapped[0], swapped[1]] = [swapped[1] as string, swapped[0] as string];
    const moved = ["pansement", ...EXPECTED.slice(0, -1)];
    expect(points(LP, { actions: [order(EXPECTED)] }, ["ordre-etapes"])).toEqual({ "ordre-etapes": 1 });
    expect(points(LP, { actions: [order(swapped)] }, ["ordre-etapes"])).toEqual({ "ordre-etapes": 1 });
    expect(points(LP, { actions: [order(moved)] }, ["ordre-etapes"])).toEqual({ "ordre-etapes": 1 });
    expect(points(LP, { actions: [order([...swapped.slice(0, -1)])] }, ["ordre-etapes"])).toEqual({
      "ordre-etapes": 0,
    });
    expect(points(LP, { actions: [order([...EXPECTED, "aspirer"])] }, ["ordre-etapes"])).toEqual({ "ordre-etapes": 1 });
    expect(points(LP, { actions: [order([...EXPECTED.slice(1), "aspirer"])] }, ["ordre-etapes"])).toEqual({
      "ordre-etapes": 0,
    });
  });

  it("asepsis-chain: hygiene, gloves, antisepsis and field in order before the puncture, gloves kept on", () => {
    const at = (id: string) => EXPECTED.indexOf(id);
    const glovesLate = EXPECTED.filter((id) => id !== "gants");
    glovesLate.splice(at("antisepsie"), 0, "gants");
    const withRemoval = [...EXPECTED];
    withRemoval.splice(at("ponction"), 0, "retirer-gants");
    expect(points(LP, { actions: [order(EXPECTED)] }, ["asepsie"])).toEqual({ asepsie: 1 });
    expect(points(LP, { actions: [order(glovesLate)] }, ["asepsie"])).toEqual({ asepsie: 0 });
    expect(points(LP, { actions: [order(withRemoval)] }, ["asepsie"])).toEqual({ asepsie: 0 });
    expect(points(LP, { actions: [order(EXPECTED.filter((id) => id !== "champ"))] }, ["asepsie"])).toEqual({
      asepsie: 0,
    });
  });

  it("consent-informed: agreement asked once the gesture was explained, in that message or before", () => {
    const explain = "Je vais vous faire une ponction lombaire, on prélève un peu de liquide dans le bas du dos.";
    expect(points(LP, { messages: [explain, "Vous êtes d'accord ?"] }, ["consentement"])).toEqual({ consentement: 1 });
    expect(points(LP, { messages: [`${explain} Vous êtes d'accord ?`] }, ["consentement"])).toEqual({
      consentement: 1,
    });
    expect(points(LP, { messages: ["Vous êtes d'accord ?", explain] }, ["consentement"])).toEqual({ consentement: 0 });
    expect(points(LP, { messages: ["On va vous piquer dans le dos, d'accord ?"] }, ["consentement"])).toEqual({
      consentement: 0,
    });
    expect(points(LP, { messages: [explain] }, ["consentement"])).toEqual({ consentement: 0 });
  });

  it("action and order evidence read the last choice and order (the right needle; Allen before the puncture)", () => {
    expect(points(LP, { actions: [choose(["aiguille-pl"])] }, ["aiguille"])).toEqual({ aiguille: 1 });
    expect(points(LP, { actions: [choose(["aiguille-tuohy"])] }, ["aiguille"])).toEqual({ aiguille: 0 });
    const abg = fixture022.excellent.actions[1]?.params.step_ids ?? [];
    const late = abg.filter((id) => id !== "allen").concat("allen");
    expect(points(ABG, { actions: [order(abg)] }, ["allen-avant"])).toEqual({ "allen-avant": 1 });
    expect(points(ABG, { actions: [order(late)] }, ["allen-avant"])).toEqual({ "allen-avant": 0 });
  });
});

describe("procedure penalty, report and patient", () => {
  it("takes 0.5 per distractor kept (2 at most) and 1 for validating again and again", () => {
    const context = contextAfter(LP, [choose([...NEEDED, "rasoir"]), order([...EXPECTED, "aspirer"])]);
    expect(procedureMechanics.penalty?.(context, { messages: [] } as never)).toMatchObject({ points: 1 });
    const many = contextAfter(LP, [
      choose([...NEEDED, "rasoir", "garrot", "seringue-20", "aiguille-tuohy", "gants-non-steriles"]),
      ...Array.from({ length: 7 }, () => order(EXPECTED)),
    ]);
    const penalty = procedureMechanics.penalty?.(many, { messages: [] } as never);
    expect(penalty?.points).toBe(3);
    expect(penalty?.reasons.join(" ")).toMatch(/Rasoir.*validé 7 fois/);
  });

  it("reports right, misplaced and distractor steps, and right, missing and unnecessary materials", () => {
    const context = contextAfter(LP, [
      choose([...NEEDED.filter((id) => id !== "tube-glycemie"), "rasoir"]),
      order(["contre-indications", "identite", ...EXPECTED.slice(2, -1), "aspirer"]),
    ]);
    const report = modeReport(context) as ProcedureReport;
    expect(
      report.student_steps
        .slice(0, 2)
        .map((s) => s.status)
        .sort(),
    ).toEqual(["misplaced", "right"]);
    expect(report.student_steps.at(-1)).toMatchObject({ id: "aspirer", status: "distractor" });
    expect(report.student_steps.at(-1)?.why).toBeTruthy();
    expect(report.expected_steps.at(-1)).toEqual(expect.objectContaining({ id: "pansement", student_position: null }));
    expect(report.materials.find((m) => m.id === "tube-glycemie")).toMatchObject({ status: "missing" });
    expect(report.materials.find((m) => m.id === "rasoir")).toMatchObject({ status: "unnecessary" });
    expect(report.materials.filter((m) => m.status === "right")).toHaveLength(NEEDED.length - 1);
    const empty = modeReport({ item: LP, actions: [], elapsedSeconds: 0, chat: [] }) as ProcedureReport;
    expect(empty).toMatchObject({ materials_chosen: false, steps_submitted: false, student_steps: [] });
  });

  it("the patient asks what it is about when asked to agree before any explanation, and agrees after", () => {
    const none = { actions: [], elapsedSeconds: 10 };
    const early = replyInStation(LP, [], "Vous êtes d'accord ?", none);
    expect(CONSENT_BEFORE_INFORMATION).toContain(early.text);
    const explained: ChatTurn[] = [
      {
        id: "m1",
        from: "student",
        text: "Je vais vous faire une ponction lombaire, un prélèvement de liquide dans le dos.",
      },
      { id: "p1", from: "patient", text: "D'accord." },
    ];
    const later = replyInStation(LP, explained, "Vous êtes d'accord pour la ponction ?", none);
    expect(LP.modeData?.mode === "procedure" && LP.modeData.consentReply).toContain(later.text);
    const other = replyInStation(LP, explained, "Vous avez des allergies ?", none);
    expect(other.text).not.toContain("D'accord pour quoi");
  });
});
