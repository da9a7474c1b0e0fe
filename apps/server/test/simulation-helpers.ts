import { caseById } from "@ecos/content";
import { threads } from "@ecos/db";
import { eq } from "drizzle-orm";
import type { TestContext } from "./helpers";

type Headers = Record<string, string>;

export async function createThread(ctx: TestContext, headers: Headers, scenarioId = "station-001") {
  const response = await ctx.app.server.inject({
    method: "POST",
    url: "/api/simulation/threads",
    headers,
    payload: { sim_type: caseById(scenarioId)?.modeId, scenario_id: scenarioId },
  });
  if (response.statusCode !== 201) throw new Error(`create failed ${response.statusCode} ${response.body}`);
  return response.json() as import("@ecos/contracts").ThreadState;
}

/** A thread in the simulation step (introduction skipped). */
export async function startedThread(ctx: TestContext, headers: Headers, scenarioId = "station-001") {
  const state = await createThread(ctx, headers, scenarioId);
  const started = await ctx.app.server.inject({
    method: "POST",
    url: `/api/simulation/threads/${state.thread_id}/start`,
    headers,
  });
  if (started.statusCode !== 200) throw new Error(`start failed ${started.body}`);
  return state.thread_id;
}

export async function say(ctx: TestContext, headers: Headers, threadId: string, message: string, extra = {}) {
  return ctx.app.server.inject({
    method: "POST",
    url: `/api/simulation/messages/${threadId}`,
    headers,
    payload: { message, ...extra },
  });
}

export async function grade(ctx: TestContext, headers: Headers, threadId: string, diagnostic: string | null) {
  return ctx.app.server.inject({
    method: "POST",
    url: `/api/simulation/threads/${threadId}/grade`,
    headers,
    payload: { thread_id: threadId, diagnostic },
  });
}

/** Moves the thread's clock as if `ms` had passed since the last call. */
export async function rewindClock(ctx: TestContext, threadId: string, ms: number) {
  const [row] = await ctx.database.db.select().from(threads).where(eq(threads.id, threadId));
  if (!row) throw new Error("no such thread");
  await ctx.database.db
    .update(threads)
    .set({ timerAt: new Date(row.timerAt.getTime() - ms) })
    .where(eq(threads.id, threadId));
}

export interface Attempt {
  messages: readonly string[];
  exams: readonly string[];
  observations: readonly string[];
  answers: readonly string[];
  diagnosis: string | null;
}

/** Plays a scripted attempt through the API as the browser would, up to (not including) grading. */
export async function playThroughApi(ctx: TestContext, headers: Headers, scenarioId: string, attempt: Attempt) {
  const threadId = await startedThread(ctx, headers, scenarioId);
  const mode = caseById(scenarioId)?.modeId;
  for (const message of attempt.messages) {
    const response = await say(ctx, headers, threadId, message);
    if (response.statusCode !== 200) throw new Error(`message failed ${response.body}`);
  }
  for (const examId of attempt.exams) {
    const response = await ctx.app.server.inject({ url: `/api/simulation/clinical/${threadId}/${examId}`, headers });
    if (response.statusCode !== 200) throw new Error(`exam ${examId} failed ${response.body}`);
  }
  for (const observation of attempt.observations) {
    const response = await ctx.app.server.inject({
      method: "POST",
      url: `/api/simulation/${mode}/${threadId}`,
      headers,
      payload: { observation },
    });
    if (response.statusCode !== 201) throw new Error(`note failed ${response.body}`);
  }
  for (const answer of attempt.answers) {
    const response = await say(ctx, headers, threadId, answer, { channel: "examiner" });
    if (response.statusCode !== 200) throw new Error(`answer failed ${response.body}`);
  }
  return threadId;
}

/** POST /simulation/threads/{id}/actions: an action of the station's mode (a test, a drug, a material…). */
export function stationAction(
  ctx: TestContext,
  headers: Headers,
  threadId: string,
  payload: { action: string; params?: Record<string, unknown>; client_id?: string },
) {
  return ctx.app.server.inject({
    method: "POST",
    url: `/api/simulation/threads/${threadId}/actions`,
    headers,
    payload,
  });
}

/** GET /simulation/threads/{id}: the whole state of a station. */
export async function readThread(ctx: TestContext, headers: Headers, threadId: string) {
  const response = await ctx.app.server.inject({ url: `/api/simulation/threads/${threadId}`, headers });
  return response.json() as import("@ecos/contracts").ThreadState;
}
