import { randomUUID } from "node:crypto";
import type { StationActionResponse } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { createThread, grade, readThread, rewindClock, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;
/** A diagnostic station: its one action orders a test of the catalogue. */
const STATION = "station-011";

const act = (ctx: TestContext, headers: Headers, threadId: string, payload: object) =>
  stationAction(ctx, headers, threadId, payload as { action: string });
const read = readThread;

/** The generic action route every mode with mechanics of its own goes through (issue 13). */
describe.each(DB_KINDS)("station actions on %s", (kind) => {
  const ctx = useTestApp(kind);

  it("stores an action once per client id, on the station clock, and answers the stored one to a retry", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    await rewindClock(ctx, id, 15_000);
    const clientId = randomUUID();
    const payload = { action: "order-test", params: { test_id: "d-dimeres" }, client_id: clientId };
    const first = await act(ctx, headers, id, payload);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json() as StationActionResponse;
    expect(body.action.at_seconds).toBeGreaterThanOrEqual(15);
    expect(body.action.at_seconds).toBeLessThan(30);
    const retried = await act(ctx, headers, id, payload);
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as StationActionResponse).action.id).toBe(body.action.id);
    const state = await read(ctx, headers, id);
    expect(state.actions.map((a) => a.params.test_id)).toEqual(["d-dimeres"]);
    expect(state.actions[0]?.label).toBe(body.action.label);
  });

  it("refuses actions before the simulation, while paused and after grading, storing nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const created = await createThread(ctx, headers, STATION);
    const payload = { action: "order-test", params: { test_id: "nfs" } };
    const early = await act(ctx, headers, created.thread_id, payload);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail.error_code).toBe("ERR_THREAD_STATE");

    const id = await startedThread(ctx, headers, STATION);
    await ctx.app.server.inject({ method: "POST", url: `/api/simulation/threads/${id}/pause`, headers });
    const paused = await act(ctx, headers, id, payload);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().detail.message).toContain("pause");
    await ctx.app.server.inject({ method: "POST", url: `/api/simulation/threads/${id}/resume`, headers });
    expect((await grade(ctx, headers, id, null)).statusCode).toBe(200);
    expect((await act(ctx, headers, id, payload)).statusCode).toBe(409);
    expect((await read(ctx, headers, id)).actions).toEqual([]);
  });

  it("validates the action's shape before the mode sees it", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, STATION);
    for (const payload of [
      {},
      { action: "Order Test" },
      { action: "order-test", params: { "test-id": "nfs" } },
      { action: "order-test", params: { test_id: "x".repeat(1001) } },
      { action: "order-test", params: { test_id: { nested: true } } },
    ]) {
      const response = await act(ctx, headers, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    }
    expect((await read(ctx, headers, id)).actions).toEqual([]);
  });

  it("answers the mode's state with each chat reply on a station whose state follows the conversation", async () => {
    const { headers } = await signedInUser(ctx);
    const education = await startedThread(ctx, headers, "station-017");
    const reply = (
      await say(ctx, headers, education, "Bonjour, qu'est-ce que vous savez de votre traitement ?")
    ).json();
    expect(reply.mode_state?.mode).toBe("education");
    const interrogation = await startedThread(ctx, headers, "station-001");
    const plain = (await say(ctx, headers, interrogation, "Bonjour, qu'est-ce qui vous amène ?")).json();
    expect(plain).not.toHaveProperty("mode_state");
  });
});
