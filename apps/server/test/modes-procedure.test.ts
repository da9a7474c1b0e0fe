import type { ProcedureReport, ProcedureState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture021 } from "../../../packages/content/test/fixtures/modes/station-021.fixture";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { grade, readThread, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;
const STATION = "station-021";
const [CHOICE, ORDER] = fixture021.excellent.actions;

const act = (ctx: TestContext, headers: Headers, threadId: string, action: string, params: Record<string, unknown>) =>
  stationAction(ctx, headers, threadId, { action, params });

describe.each(DB_KINDS)("a procedure station on %s", (kind) => {
  const ctx = useTestApp(kind);
  const thread = (headers: Headers, id: string) => readThread(ctx, headers, id);

  it("takes the materials and the order, keeps the last of each, and grades the excellent attempt with its report", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    const start = await thread(headers, id);
    expect(start.base).toMatchObject({ actions: true, examiner: true });
    const initial = start.mode_state as ProcedureState;
    expect(initial).toMatchObject({ mode: "procedure", procedure: "Ponction lombaire", chosen_materials: null });
    expect(initial.materials).toHaveLength(16);
    expect(initial.steps).toHaveLength(16);
    expect(JSON.stringify(initial)).not.toMatch(/needed|distractor/);

    for (const message of fixture021.excellent.messages) {
      expect((await say(ctx, headers, id, message)).statusCode).toBe(200);
    }
    // A first, wrong tray and order, then the right ones: the last of each counts.
    expect((await act(ctx, headers, id, "choose-materials", { material_ids: ["rasoir", "garrot"] })).statusCode).toBe(
      201,
    );
    const chosen = await act(ctx, headers, id, "choose-materials", CHOICE?.params ?? {});
    expect(chosen.statusCode, chosen.body).toBe(201);
    const chosenBody = chosen.json();
    expect(chosenBody.action).toMatchObject({ action: "choose-materials", params: CHOICE?.params });
    expect(chosenBody.action.label).toMatch(/^Matériel : Masque chirurgical et charlotte, /);
    expect(chosenBody.reply).toBeNull();
    expect((chosenBody.mode_state as ProcedureState).chosen_materials).toEqual(CHOICE?.params.material_ids);
    const ordered = await act(ctx, headers, id, "submit-steps", ORDER?.params ?? {});
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect((ordered.json().mode_state as ProcedureState).submitted_steps).toEqual(ORDER?.params.step_ids);

    for (const answer of fixture021.excellent.answers) {
      expect((await say(ctx, headers, id, answer, { channel: "examiner" })).statusCode).toBe(200);
    }
    const live = (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}/mode-state`, headers })).json()
      .mode_state as ProcedureState;
    expect(live).toMatchObject({ material_choices: 2, step_submissions: 1 });
    const state = await thread(headers, id);
    expect(state.actions.map((a) => a.action)).toEqual(["choose-materials", "choose-materials", "submit-steps"]);

    const graded = await grade(ctx, headers, id, fixture021.excellent.diagnosis);
    expect(graded.statusCode, graded.body).toBe(200);
    const result = graded.json();
    expect(result.digitized_grade).toBeGreaterThanOrEqual(18);
    const report = result.mode_report as ProcedureReport;
    expect(report).toMatchObject({ mode: "procedure", materials_chosen: true, steps_submitted: true });
    expect(report.student_steps.map((s) => s.id)).toEqual(ORDER?.params.step_ids);
    expect(report.student_steps.every((s) => s.status === "right")).toBe(true);
    expect(report.materials.every((m) => m.status === "right")).toBe(true);
    const criteria = result.Criterias as Array<{ id: string; point: number; evidence: Array<{ message_id: string }> }>;
    for (const id of ["materiel", "aiguille", "ordre-etapes", "asepsie", "consentement", "imagerie-avant-pl"]) {
      expect(criteria.find((c) => c.id === id)?.point, id).toBe(1);
    }
    const lastChoice = state.actions[1]?.id;
    expect(criteria.find((c) => c.id === "materiel")?.evidence[0]?.message_id).toBe(`action:${lastChoice}`);
  });

  it("refuses unknown actions, unknown or repeated ids and empty lists (400 on the field) and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["order-test", { test_id: "nfs" }, "action"],
      ["choose-materials", {}, "material_ids"],
      ["choose-materials", { material_ids: [] }, "material_ids"],
      ["choose-materials", { material_ids: ["scalpel"] }, "material_ids"],
      ["choose-materials", { material_ids: ["rasoir", "rasoir"] }, "material_ids"],
      ["submit-steps", { step_ids: ["identite", "danser"] }, "step_ids"],
      ["submit-steps", { step_ids: ["identite", "identite"] }, "step_ids"],
      ["submit-steps", { step_ids: "identite" }, "step_ids"],
    ];
    for (const [action, params, field] of cases) {
      const response = await act(ctx, headers, id, action, params);
      expect(response.statusCode, `${action} ${JSON.stringify(params)}`).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [field] });
    }
    const state = await thread(headers, id);
    expect(state.actions).toEqual([]);
    expect(state.mode_state).toMatchObject({ chosen_materials: null, submitted_steps: null });
  });

  it("penalises distractors and reports missing and unnecessary materials and misplaced steps", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    const average = fixture021.average;
    for (const message of average.messages) expect((await say(ctx, headers, id, message)).statusCode).toBe(200);
    for (const { action, params } of average.actions) {
      expect((await act(ctx, headers, id, action, params)).statusCode).toBe(201);
    }
    const result = (await grade(ctx, headers, id, average.diagnosis)).json();
    expect(result.digitized_grade).toBeGreaterThan(6);
    expect(result.digitized_grade).toBeLessThan(18);
    expect(result.review).toMatch(/Matériel inutile ou inadapté retenu : Rasoir/);
    const report = result.mode_report as ProcedureReport;
    expect(report.materials.find((m) => m.id === "rasoir")?.status).toBe("unnecessary");
    expect(report.materials.find((m) => m.id === "masque-charlotte")?.status).toBe("missing");
    expect(report.expected_steps.find((s) => s.id === "contre-indications")?.student_position).toBeNull();
  });

  it("hides a student's procedure actions and state from another student (404)", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const id = await startedThread(ctx, owner.headers, STATION);
    const response = await act(ctx, other.headers, id, "choose-materials", { material_ids: ["gants-steriles"] });
    expect(response.statusCode).toBe(404);
    const peek = await ctx.app.server.inject({
      url: `/api/simulation/threads/${id}/mode-state`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    expect((await thread(owner.headers, id)).actions).toEqual([]);
  });
});
