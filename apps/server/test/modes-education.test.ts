import type { EducationReport, EducationState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture017 } from "../../../packages/content/test/fixtures/modes/station-017.fixture";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { grade, readThread, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;
const STATION = "station-017";

const give = (
  ctx: TestContext,
  headers: Headers,
  threadId: string,
  params: Record<string, unknown>,
  action = "give-document",
) => stationAction(ctx, headers, threadId, { action, params });

describe.each(DB_KINDS)("an education station on %s", (kind) => {
  const ctx = useTestApp(kind);
  const thread = (headers: Headers, id: string) => readThread(ctx, headers, id);

  it("reveals beliefs as the student explores them, hands a document over, and grades the excellent attempt", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    const start = await thread(headers, id);
    expect(start.base.actions).toBe(true);
    const initial = start.mode_state as EducationState;
    expect(initial).toMatchObject({ mode: "education", discovered: [], open_questions: 0 });
    expect(initial.documents.map((d) => d.id)).toContain("plan-action");

    for (const step of fixture017.excellent) {
      if (typeof step === "string") {
        const response = await say(ctx, headers, id, step);
        expect(response.statusCode, response.body).toBe(200);
        continue;
      }
      const response = await give(ctx, headers, id, step);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.action).toMatchObject({ action: "give-document", params: { document: step.document } });
      expect(body.action.label).toMatch(/^Document remis : /);
      expect(body.reply?.message).toContain("Merci");
      expect((body.mode_state as EducationState).documents.find((d) => d.id === step.document)?.given).toBe(true);
    }

    const live = (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}/mode-state`, headers })).json()
      .mode_state as EducationState;
    expect(live.discovered.map((d) => d.id).sort()).toEqual(
      ["asthme-crises", "ne-sent-rien", "oubli-soir", "peur-cortisone", "sport-interdit"].sort(),
    );
    expect(live.discovered.every((d) => d.addressed)).toBe(true);
    expect(live.teach_back).toEqual({ requested: true, complete: true });
    expect(live.warnings).toEqual({ jargon: [], lectures: 0 });

    const state = await thread(headers, id);
    const patient = state.messages.filter((m) => m.channel === "patient" && m.from === "bot").map((m) => m.message);
    expect(patient.some((m) => m.includes("la cortisone me fait peur"))).toBe(true);
    expect(patient.some((m) => m.startsWith("Alors, si j'ai bien suivi"))).toBe(true);

    const graded = await grade(
      ctx,
      headers,
      id,
      "Asthme non contrôlé par défaut d'observance et de technique d'inhalation",
    );
    expect(graded.statusCode, graded.body).toBe(200);
    const result = graded.json();
    expect(result.digitized_grade).toBeGreaterThanOrEqual(18);
    const report = result.mode_report as EducationReport;
    expect(report.mode).toBe("education");
    expect(report.items.every((item) => item.uncovered_by !== null && item.addressed_by !== null)).toBe(true);
    expect(report.teach_back.complete).toBe(true);
    expect(report.documents).toEqual([{ title: "Plan d'action écrit personnalisé en cas de crise", relevant: true }]);
    const criteria = result.Criterias as Array<{ id: string; point: number; evidence: Array<{ message_id: string }> }>;
    expect(criteria.find((c) => c.id === "plan-action")?.evidence[0]?.message_id).toMatch(/^action:/);
    expect(criteria.find((c) => c.id === "teach-back")?.point).toBe(1);
  });

  it("refuses an unknown action, an unknown document or one given twice (400 on the field) and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    expect((await give(ctx, headers, id, { document: "plan-action" })).statusCode).toBe(201);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ document: "plan-action" }, "order-test", "action"],
      [{ document: "ordonnance" }, "give-document", "document"],
      [{}, "give-document", "document"],
      [{ document: "plan-action" }, "give-document", "document"],
    ];
    for (const [params, action, field] of cases) {
      const response = await give(ctx, headers, id, params, action);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [field] });
    }
    const state = await thread(headers, id);
    expect(state.actions).toHaveLength(1);
    expect((state.mode_state as EducationState).documents.filter((d) => d.given).map((d) => d.id)).toEqual([
      "plan-action",
    ]);
  });

  it("takes points off for jargon, a monologue and irrelevant documents, and reports them", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    for (const step of fixture017.poor) {
      if (typeof step === "string") expect((await say(ctx, headers, id, step)).statusCode).toBe(200);
    }
    expect((await give(ctx, headers, id, { document: "carnet-avk" })).statusCode).toBe(201);
    const live = (await thread(headers, id)).mode_state as EducationState;
    expect(live.warnings.lectures).toBe(1);
    expect(live.warnings.jargon.length).toBeGreaterThanOrEqual(3);
    const result = (await grade(ctx, headers, id, null)).json();
    expect(result.digitized_grade).toBeLessThanOrEqual(6);
    expect(result.review).toMatch(/Jargon non expliqué à la patiente/);
    expect(result.review).toMatch(/Un monologue/);
    expect(result.review).toMatch(/Document sans rapport/);
    const report = result.mode_report as EducationReport;
    expect(report.lectures).toHaveLength(1);
    expect(report.jargon.some((j) => j.term === "DEP" && !j.explained)).toBe(true);
    expect(report.teach_back.requested).toBe(false);
    expect(report.documents).toEqual([{ title: "Carnet de suivi d'un traitement par AVK", relevant: false }]);
    expect(
      (result.Criterias as Array<{ id: string; point: number }>).find((c) => c.id === "pas-de-monologue")?.point,
    ).toBe(0);
  });

  it("hides a student's station actions from another student (404)", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const id = await startedThread(ctx, owner.headers, STATION);
    const response = await give(ctx, other.headers, id, { document: "plan-action" });
    expect(response.statusCode).toBe(404);
    const peek = await ctx.app.server.inject({
      url: `/api/simulation/threads/${id}/mode-state`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    expect((await thread(owner.headers, id)).actions).toEqual([]);
  });
});
