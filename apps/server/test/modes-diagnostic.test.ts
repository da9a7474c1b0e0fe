import type { DiagnosticReport, DiagnosticState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture011 } from "../../../packages/content/test/fixtures/modes/station-011.fixture";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { grade, readThread, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;
const STATION = "station-011";

const order = (
  ctx: TestContext,
  headers: Headers,
  threadId: string,
  params: Record<string, unknown>,
  action = "order-test",
) => stationAction(ctx, headers, threadId, { action, params });

describe.each(DB_KINDS)("a diagnostic-strategy station on %s", (kind) => {
  const ctx = useTestApp(kind);
  const thread = (headers: Headers, id: string) => readThread(ctx, headers, id);

  it("orders tests, shows their results, and grades the excellent reference attempt with the mode's report", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    const start = await thread(headers, id);
    expect(start.base.actions).toBe(true);
    expect(start.base.examiner).toBe(true);
    expect(start.base.images).toBeUndefined(); // results are not shown before they are ordered
    const initial = start.mode_state as DiagnosticState;
    expect(initial.mode).toBe("diagnostic");
    expect(initial.catalogue.length).toBeGreaterThanOrEqual(75);
    expect(initial.results).toEqual([]);

    let orders = 0;
    for (const step of fixture011.excellent.steps) {
      if ("order" in step) {
        const response = await order(ctx, headers, id, { test_id: step.order });
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        orders++;
        expect(body.action).toMatchObject({ action: "order-test", params: { test_id: step.order } });
        expect(body.action.label).toMatch(/^Demande : /);
        expect(body.reply).toBeNull();
        const state = body.mode_state as DiagnosticState;
        expect(state.results).toHaveLength(orders);
        expect(state.results.at(-1)?.test_id).toBe(step.order);
      } else if ("patient" in step) {
        expect((await say(ctx, headers, id, step.patient)).statusCode).toBe(200);
      } else {
        expect((await say(ctx, headers, id, step.examiner, { channel: "examiner" })).statusCode).toBe(200);
      }
    }

    const live = (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}/mode-state`, headers })).json()
      .mode_state as DiagnosticState;
    const dimers = live.results.find((result) => result.test_id === "d-dimeres");
    expect(dimers?.text).toContain("1 480");
    expect(dimers?.image?.url).toBe(`/api/stations/${STATION}/images/d-dimeres.png`);
    const png = await ctx.app.server.inject({ url: dimers?.image?.url ?? "" });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const state = await thread(headers, id);
    expect(state.actions.map((action) => action.params.test_id)).toEqual(
      fixture011.excellent.steps.flatMap((step) => ("order" in step ? [step.order] : [])),
    );
    expect(
      state.actions.every(
        (action, index, all) => index === 0 || action.at_seconds >= (all[index - 1]?.at_seconds ?? 0),
      ),
    ).toBe(true);

    const graded = await grade(ctx, headers, id, fixture011.excellent.diagnosis);
    expect(graded.statusCode, graded.body).toBe(200);
    const result = graded.json();
    expect(result.digitized_grade).toBeGreaterThanOrEqual(18);
    const report = result.mode_report as DiagnosticReport;
    expect(report.mode).toBe("diagnostic");
    expect(report.ordered.map((entry) => entry.test_id)).toEqual(state.actions.map((a) => a.params.test_id));
    expect(report.missed).toEqual([]);
    expect(report.penalty).toBe(0);
    const criteria = result.Criterias as Array<{ id: string; point: number; evidence: Array<{ message_id: string }> }>;
    expect(criteria.find((c) => c.id === "angioscanner")?.point).toBe(1);
    expect(criteria.find((c) => c.id === "angioscanner")?.evidence[0]?.message_id).toMatch(/^action:/);
    expect(criteria.find((c) => c.id === "interprete-ddimeres")?.point).toBe(1);
    expect(criteria.find((c) => c.id === "diagnostic")?.point).toBe(1);
  });

  it("refuses an unknown action, an unknown test or a test ordered twice (400 on the field) and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    expect((await order(ctx, headers, id, { test_id: "d-dimeres" })).statusCode).toBe(201);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ test_id: "nfs" }, "give-drug", "action"],
      [{ test_id: "irm-du-genou" }, "order-test", "test_id"],
      [{}, "order-test", "test_id"],
      [{ test_id: "d-dimeres" }, "order-test", "test_id"],
    ];
    for (const [params, action, field] of cases) {
      const response = await order(ctx, headers, id, params, action);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [field] });
    }
    const state = await thread(headers, id);
    expect(state.actions).toHaveLength(1);
    expect((state.mode_state as DiagnosticState).results.map((r) => r.test_id)).toEqual(["d-dimeres"]);
  });

  it("costs points for irrelevant tests and lists them in the report", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    for (const test of ["thrombophilie", "scintigraphie-pulmonaire", "d-dimeres"]) {
      expect((await order(ctx, headers, id, { test_id: test })).statusCode).toBe(201);
    }
    const result = (await grade(ctx, headers, id, null)).json();
    const report = result.mode_report as DiagnosticReport;
    expect(report.penalty).toBe(1);
    expect(report.ordered.filter((entry) => entry.status === "irrelevant").map((entry) => entry.test_id)).toEqual([
      "thrombophilie",
      "scintigraphie-pulmonaire",
    ]);
    expect(report.missed.map((entry) => entry.test_id)).toContain("angioscanner-thoracique");
    expect(result.review).toMatch(/2 examens non pertinents/);
  });

  it("hides a student's station actions from another student (404)", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const id = await startedThread(ctx, owner.headers, STATION);
    const response = await order(ctx, other.headers, id, { test_id: "d-dimeres" });
    expect(response.statusCode).toBe(404);
    const peek = await ctx.app.server.inject({
      url: `/api/simulation/threads/${id}/mode-state`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    expect((await thread(owner.headers, id)).actions).toEqual([]);
  });
});
