import type { InformationReport, InformationState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture015 } from "../../../packages/content/test/fixtures/modes/station-015.fixture";
import { fixture016 } from "../../../packages/content/test/fixtures/modes/station-016.fixture";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { grade, readThread, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;

const act = (ctx: TestContext, headers: Headers, threadId: string, action: string, params: Record<string, unknown>) =>
  stationAction(ctx, headers, threadId, { action, params });

describe.each(DB_KINDS)("an information station on %s", (kind) => {
  const ctx = useTestApp(kind);
  const thread = (headers: Headers, id: string) => readThread(ctx, headers, id);

  it("refuses invalid actions with their field and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-015");
    const start = await thread(headers, id);
    expect(start.base.actions).toBe(true);
    expect(start.mode_state).toMatchObject({
      mode: "information",
      emotion: { id: "inquiet", label: "Inquiet" },
      questions: [],
      silences: 0,
      silence_allowed: true,
    });
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["give", {}, "action"],
      ["silence", { seconds: -5 }, "seconds"],
      ["silence", { seconds: "vingt" }, "seconds"],
    ];
    for (const [action, params, field] of cases) {
      const response = await act(ctx, headers, id, action, params);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [field] });
    }
    const first = await act(ctx, headers, id, "silence", { seconds: 20 });
    expect(first.statusCode, first.body).toBe(201);
    const again = await act(ctx, headers, id, "silence", { seconds: 20 });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail.fields).toEqual(["action"]);
    const after = await thread(headers, id);
    expect(after.actions).toHaveLength(1);
    expect(after.messages.filter((m) => m.from === "bot")).toHaveLength(2); // the opening and one silence reply
  });

  it("plays the excellent announcement: emotions, questions, silence, then the grade and its report", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-015");
    for (const turn of fixture015.excellent.turns) {
      if ("say" in turn) {
        const response = await say(ctx, headers, id, turn.say);
        expect(response.statusCode, response.body).toBe(200);
        continue;
      }
      const response = await act(ctx, headers, id, "silence", { seconds: 20 });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.action).toMatchObject({
        action: "silence",
        params: { seconds: 20, afterStudentMessages: 6 },
        label: "Silence laissé au patient (20 s)",
      });
      expect(body.reply).toMatchObject({
        from: "bot",
        channel: "patient",
        message: "Docteur… est-ce que je vais mourir ?",
      });
      expect((body.mode_state as InformationState).silence_allowed).toBe(false);
    }
    const live = (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}/mode-state`, headers })).json()
      .mode_state as InformationState;
    expect(live.path.map((emotion) => emotion.id)).toEqual(["inquiet", "sidere", "apaise", "peur", "apaise"]);
    expect(live.questions.map((question) => question.id)).toEqual(["mourir", "poche", "enfants"]);
    expect(live).toMatchObject({ jargon: [], silences: 1, silence_allowed: true });

    const graded = await grade(ctx, headers, id, fixture015.excellent.diagnosis);
    expect(graded.statusCode, graded.body).toBe(200);
    const body = graded.json();
    expect(body.digitized_grade).toBeGreaterThanOrEqual(18);
    expect(body.Criterias).toHaveLength(19);
    const silence = body.Criterias.find((c: { id: string }) => c.id === "silence");
    expect(silence).toMatchObject({ point: 1, evidence: [{ message_id: expect.stringMatching(/^action:/) }] });
    const report = body.mode_report as InformationReport;
    expect(report.mode).toBe("information");
    expect(report.steps.every((step) => step.covered && !step.out_of_order)).toBe(true);
    expect(report.questions.every((question) => question.asked && question.answered)).toBe(true);
    expect(report.silences).toEqual({ count: 1, after_announcement: true });
    expect((await thread(headers, id)).grade?.mode_report).toEqual(report);
  });

  it("grades a jargon-laden adverse event announcement low, with the penalty and the words in the report", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-016");
    for (const turn of fixture016.poor.turns) {
      if ("say" in turn) expect((await say(ctx, headers, id, turn.say)).statusCode).toBe(200);
    }
    const state = (await thread(headers, id)).mode_state as InformationState;
    expect(state.jargon.length).toBeGreaterThanOrEqual(2);
    const body = (await grade(ctx, headers, id, fixture016.poor.diagnosis)).json();
    expect(body.digitized_grade).toBeLessThanOrEqual(6);
    expect(body.review).toMatch(/Jargon non expliqué/);
    const report = body.mode_report as InformationReport;
    expect(report.jargon.filter((use) => !use.explained).map((use) => use.term)).toEqual(
      expect.arrayContaining(["bêtalactamine", "RMM"]),
    );
  });

  it("answers 404 to another student on the station's actions and state", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const id = await startedThread(ctx, owner.headers, "station-015");
    const posted = await act(ctx, other.headers, id, "silence", { seconds: 20 });
    expect(posted.statusCode).toBe(404);
    const state = await ctx.app.server.inject({
      url: `/api/simulation/threads/${id}/mode-state`,
      headers: other.headers,
    });
    expect(state.statusCode).toBe(404);
    expect((await thread(owner.headers, id)).actions).toEqual([]);
  });
});
