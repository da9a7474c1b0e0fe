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
