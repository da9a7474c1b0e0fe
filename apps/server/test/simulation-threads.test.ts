import { caseById } from "@ecos/content";
import type { OpenThreadSummary, ThreadState } from "@ecos/contracts";
import { messages } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { DB_KINDS, signedInUser, testConfig, useTestApp } from "./helpers";
import { createThread, grade, rewindClock, say, startedThread } from "./simulation-helpers";

describe.each(DB_KINDS)("simulation threads on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.server.inject({ method: "POST", url, headers, payload });

  it("creates a station in its introduction with the case's base and the patient's opening", async () => {
    const { headers } = await signedInUser(ctx);
    const state = await createThread(ctx, headers, "station-001");
    const item = caseById("station-001");
    expect(state).toMatchObject({
      status: "start",
      step: "introduction",
      remaining_seconds: 60,
      diagnosis: null,
      grade: null,
      reviewed: false,
      base: { context: item?.context, asks_diagnosis: true, examiner: false },
      scenario: { id: "station-001", number: 1, content_type: "interrogation", user_stats: null },
    });
    expect(state.messages).toEqual([
      expect.objectContaining({ from: "bot", channel: "patient", message: item?.opening, reported: false }),
    ]);
    // Who speaks, for the voice mode's synthetic voice (Michel Garnier, a man of the case's age).
    expect(state.base.patient).toEqual({ sex: "M", age: item?.patient.age });
  });

  it("gives the static block on a clinical exam, images on paraclinical, the examiner's first question", async () => {
    const { headers } = await signedInUser(ctx);
    const exam = await createThread(ctx, headers, "station-005");
    expect(exam.base.static_block).toMatchObject({ first_name: caseById("station-005")?.patient.firstName });
    expect(Object.keys(exam.base.static_block ?? {})).toHaveLength(13);

    const labs = await createThread(ctx, headers, "station-007");
    expect(labs.base.images?.[0]).toMatchObject({
      name: "Annexe Examen paraclinique 1",
      url: expect.stringMatching(/^\/api\/stations\/station-007\/images\/[a-z0-9-]+\.png$/),
    });
    expect(labs.base.urls).toEqual(labs.base.images?.map((image) => image.url));

    const evaluator = await createThread(ctx, headers, "station-010");
    expect(evaluator.base.examiner).toBe(true);
    const examiner = evaluator.messages.filter((message) => message.channel === "examiner");
    expect(examiner[0]?.message).toContain(caseById("station-010")?.examinerQuestions[0]?.question);
  });

  it("refuses a bad creation with the fields named, and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const cases: Array<[object, string[]]> = [
      [{ sim_type: "interrogation" }, ["scenario_id"]],
      [{ sim_type: "nope", scenario_id: "station-001" }, ["sim_type"]],
      [{ sim_type: "clinical_exam", scenario_id: "station-001" }, ["sim_type"]],
      [{ sim_type: "interrogation", scenario_id: "station-999" }, ["scenario_id"]],
    ];
    for (const [payload, fields] of cases) {
      const response = await post("/api/simulation/threads", headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields });
    }
    const open = await ctx.app.server.inject({ url: "/api/simulation/threads", headers });
    expect(open.json()).toEqual([]);
  });

  it("runs the clock: start gives 7 minutes, pause freezes it, resume restarts it, repeats change nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const { thread_id: id } = await createThread(ctx, headers);
    const started = await post(`/api/simulation/threads/${id}/start`, headers);
    expect(started.json()).toEqual({ status: "running", step: "simulation", remaining_seconds: 420 });
    await rewindClock(ctx, id, 10_000);
    const paused = await post(`/api/simulation/threads/${id}/pause`, headers);
    expect(paused.json()).toEqual({ status: "paused", step: "simulation", remaining_seconds: 410 });
    await rewindClock(ctx, id, 60_000); // paused: time does not count
    expect((await post(`/api/simulation/threads/${id}/pause`, headers)).json().remaining_seconds).toBe(410);
    expect((await post(`/api/simulation/threads/${id}/start`, headers)).json()).toMatchObject({ status: "paused" });
    const resumed = await post(`/api/simulation/threads/${id}/resume`, headers);
    expect(resumed.json()).toEqual({ status: "running", step: "simulation", remaining_seconds: 410 });
    await rewindClock(ctx, id, 5_000);
    expect((await post(`/api/simulation/threads/${id}/heartbeat`, headers)).json().remaining_seconds).toBe(405);
  });

  it("counts at most 20 s for a client that went away, and ends a simulation that ran out", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers);
    await rewindClock(ctx, id, 3_600_000); // the tab was closed for an hour
    const state = (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}`, headers })).json();
    expect(state).toMatchObject({ status: "running", remaining_seconds: 400 });
    const open = (await ctx.app.server.inject({ url: "/api/simulation/threads", headers })).json();
    expect(open).toEqual([expect.objectContaining({ thread_id: id, remaining_seconds: 400, step: "simulation" })]);

    for (let i = 0; i < 21; i++) {
      await rewindClock(ctx, id, 20_000);
      await post(`/api/simulation/threads/${id}/heartbeat`, headers);
    }
    const ended = await post(`/api/simulation/threads/${id}/heartbeat`, headers);
    expect(ended.json()).toEqual({ status: "ended", step: "simulation", remaining_seconds: 0 });
    const late = await say(ctx, headers, id, "Vous fumez ?");
    expect(late.statusCode).toBe(409);
    expect(late.json().detail.error_code).toBe("ERR_THREAD_STATE");
  });

  it("lists unfinished stations newest first and resumes one with its transcript after a server restart", async () => {
    const { headers } = await signedInUser(ctx);
    const first = await startedThread(ctx, headers, "station-001");
    const second = await startedThread(ctx, headers, "station-002");
    await say(ctx, headers, first, "Bonjour, je suis l'interne. Qu'est-ce qui vous amène ?");
    await say(ctx, headers, first, "Vous fumez ?");
    await post(`/api/simulation/threads/${first}/pause`, headers);
    const before = (await ctx.app.server.inject({ url: `/api/simulation/threads/${first}`, headers })).json();

    const open = (
      await ctx.app.server.inject({ url: "/api/simulation/threads", headers })
    ).json() as OpenThreadSummary[];
    expect(open.map((thread) => thread.thread_id)).toEqual([first, second]);
    expect(open[0]).toMatchObject({ status: "paused", scenario_id: "station-001", content_type: "interrogation" });

    // A second app on the same database: what a restart of the server sees.
    const restarted = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await restarted.server.ready();
    const after = (
      await restarted.server.inject({ url: `/api/simulation/threads/${first}`, headers })
    ).json() as ThreadState;
    await restarted.server.close();
    expect(after.messages).toEqual(before.messages);
    expect(after.messages.map((message) => message.from)).toEqual(["bot", "user", "bot", "user", "bot"]);
    expect(after).toMatchObject({ status: "paused", remaining_seconds: before.remaining_seconds });
  });

  it("abandons an unfinished station with its transcript, but keeps a graded one", async () => {
    const { headers } = await signedInUser(ctx);
    const kept = await startedThread(ctx, headers, "station-001");
    const dropped = await startedThread(ctx, headers, "station-002");
    await say(ctx, headers, dropped, "Vous fumez ?");
    const del = (id: string) =>
      ctx.app.server.inject({ method: "DELETE", url: `/api/simulation/threads/${id}`, headers });
    expect((await del(dropped)).statusCode).toBe(204);
    expect((await ctx.app.server.inject({ url: `/api/simulation/threads/${dropped}`, headers })).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(messages).where(eq(messages.threadId, dropped));
    expect(rows).toEqual([]);
    const open = (
      await ctx.app.server.inject({ url: "/api/simulation/threads", headers })
    ).json() as OpenThreadSummary[];
    expect(open.map((thread) => thread.thread_id)).toEqual([kept]);
    expect((await del(dropped)).statusCode).toBe(404);
    await grade(ctx, headers, kept, null);
    const graded = await del(kept);
    expect(graded.statusCode).toBe(409);
    expect(graded.json().detail.error_code).toBe("ERR_THREAD_STATE");
    expect((await ctx.app.server.inject({ url: `/api/simulation/threads/${kept}`, headers })).json().status).toBe(
      "corrected",
    );
  });

  it("answers 404 for an unknown or malformed thread id", async () => {
    const { headers } = await signedInUser(ctx);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await ctx.app.server.inject({ url: `/api/simulation/threads/${id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail.error_code).toBe("ERR_NOT_FOUND");
    }
  });
});
