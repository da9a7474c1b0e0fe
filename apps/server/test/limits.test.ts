import { caseById } from "@ecos/content";
import { messages, threads, tickets } from "@ecos/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { USER_LIMITS } from "../src/lib/user-limits";
import { insertTicket } from "../src/repositories/tickets";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { say, startedThread } from "./simulation-helpers";

type Headers = Record<string, string>;

const tooMany = (message: string) => ({ detail: { error_code: "ERR_TOO_MANY_REQUESTS", fields: [], message } });

/** Moves a user's rows of a table back in time, as if they had been created that long ago. */
async function age(ctx: TestContext, table: typeof tickets | typeof threads, userId: string, minutes: number) {
  await ctx.database.db
    .update(table)
    .set({ createdAt: sql`${table.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(table.userId, userId));
}

/** Stations stored for the user without the API (status and age chosen), to reach a limit quickly. */
async function storeStations(ctx: TestContext, userId: string, count: number, status: "running" | "corrected") {
  const item = caseById("station-001");
  if (!item) throw new Error("no station-001");
  await ctx.database.db.insert(threads).values(
    Array.from({ length: count }, () => ({
      userId,
      scenarioId: item.id,
      modeId: item.modeId,
      categoryId: item.categoryId,
      status,
      step: status === "corrected" ? ("grading" as const) : ("simulation" as const),
      remainingMs: 0,
    })),
  );
}

describe.each(DB_KINDS)("per-user limits on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, headers: Headers, payload: object = {}) =>
    ctx.app.server.inject({ method: "POST", url, headers, payload });
  const contact = (headers: Headers, n: number) =>
    post("/api/forms/contact-us", headers, {
      first_name: "Léa",
      last_name: "Durand",
      email: "lea@exemple.fr",
      message: `Message ${n}`,
    });
  const bug = (headers: Headers) =>
    post("/api/forms/bug-report", headers, { bug_type: "app", message: "Le chrono saute." });
  const open = (headers: Headers) =>
    post("/api/simulation/threads", headers, { sim_type: "interrogation", scenario_id: "station-001" });
  const ticketsOf = async (userId: string) =>
    (await ctx.database.db.select().from(tickets).where(eq(tickets.userId, userId))).length;

  it(`a signed-in user sends at most ${USER_LIMITS.formsPerHour} forms and bug reports an hour; others are not affected`, async () => {
    const student = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    for (let n = 0; n < USER_LIMITS.formsPerHour - 1; n++)
      expect((await contact(student.headers, n)).statusCode).toBe(201);
    expect((await bug(student.headers)).statusCode).toBe(201); // the 20th: bug reports count with the forms
    const refused = [await contact(student.headers, 99), await bug(student.headers)];
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(tooMany("Tu as envoyé 20 formulaires en une heure : réessaie un peu plus tard."));
      const retryAfter = Number(response.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect(await ticketsOf(student.user.id)).toBe(USER_LIMITS.formsPerHour);
    // Another account, and anonymous visitors (held by the per-IP limit only), still send.
    expect((await bug(other.headers)).statusCode).toBe(201);
    expect((await contact({}, 1)).statusCode).toBe(201);
    // Reports and questionnaires are not forms: a report still goes through.
    const threadId = await startedThread(ctx, student.headers);
    const answer = (await say(ctx, student.headers, threadId, "Vous fumez ?")).json();
    expect((await post(`/api/simulation/messages/${answer.id}/report`, student.headers)).statusCode).toBe(200);
    // An hour later the oldest no longer count.
    await age(ctx, tickets, student.user.id, 61);
    expect((await contact(student.headers, 100)).statusCode).toBe(201);
  });

  it("counts forms sent at the same moment one after the other: never beyond the limit", async () => {
    const student = await signedInUser(ctx);
    for (let n = 0; n < USER_LIMITS.formsPerHour - 2; n++) {
      await insertTicket(ctx.database.db, { kind: "contact", payload: {}, userId: student.user.id });
    }
    const responses = await Promise.all(Array.from({ length: 6 }, (_, n) => contact(student.headers, n)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await ticketsOf(student.user.id)).toBe(USER_LIMITS.formsPerHour);
  });

  it(`reports at most ${USER_LIMITS.messageReportsPerHour} AI messages an hour; a refused message stays unreported`, async () => {
    const student = await signedInUser(ctx);
    for (let n = 0; n < USER_LIMITS.messageReportsPerHour; n++) {
      await insertTicket(ctx.database.db, { kind: "message_report", payload: {}, userId: student.user.id });
    }
    const threadId = await startedThread(ctx, student.headers);
    const answer = (await say(ctx, student.headers, threadId, "Vous buvez de l'alcool ?")).json();
    const url = `/api/simulation/messages/${answer.id}/report`;
    const refused = await post(url, student.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany("Tu as signalé 60 messages en une heure : réessaie un peu plus tard."));
    const [stored] = await ctx.database.db.select().from(messages).where(eq(messages.id, answer.id));
    expect(stored?.reported).toBe(false);
    expect(await ticketsOf(student.user.id)).toBe(USER_LIMITS.messageReportsPerHour);
    // Forms are counted apart from reports.
    expect((await bug(student.headers)).statusCode).toBe(201);
    await age(ctx, tickets, student.user.id, 61);
    expect((await post(url, student.headers)).json()).toEqual({ id: answer.id, reported: true });
  });

  it(`keeps at most ${USER_LIMITS.openStations} unfinished stations; abandoning one frees a place`, async () => {
    const student = await signedInUser(ctx);
    await storeStations(ctx, student.user.id, USER_LIMITS.openStations - 1, "running");
    await age(ctx, threads, student.user.id, 120); // opened long ago: only the open count matters
    expect((await open(student.headers)).statusCode).toBe(201);
    const refused = await open(student.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(
      tooMany(
        "Tu as déjà 30 stations en cours : termine ou abandonne l'une d'elles depuis l'accueil avant d'en ouvrir une nouvelle.",
      ),
    );
    expect(refused.headers["retry-after"]).toBeUndefined();
    const openRows = await ctx.database.db
      .select()
      .from(threads)
      .where(and(eq(threads.userId, student.user.id)));
    expect(openRows).toHaveLength(USER_LIMITS.openStations);
    const abandon = await ctx.app.server.inject({
      method: "DELETE",
      url: `/api/simulation/threads/${openRows[0]?.id}`,
      headers: student.headers,
    });
    expect(abandon.statusCode).toBe(204);
    expect((await open(student.headers)).statusCode).toBe(201);
    // Another student opens as usual.
    expect((await open((await signedInUser(ctx)).headers)).statusCode).toBe(201);
  });

  it(`opens at most ${USER_LIMITS.stationOpeningsPerHour} stations an hour, graded or not`, async () => {
    const student = await signedInUser(ctx);
    await storeStations(ctx, student.user.id, USER_LIMITS.stationOpeningsPerHour - 1, "corrected");
    expect((await open(student.headers)).statusCode).toBe(201);
    const refused = await open(student.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany("Tu as ouvert 30 stations en une heure : réessaie un peu plus tard."));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    await age(ctx, threads, student.user.id, 61);
    expect((await open(student.headers)).statusCode).toBe(201);
  });

  it("counts stations opened at the same moment one after the other: never beyond the limit", async () => {
    const student = await signedInUser(ctx);
    await storeStations(ctx, student.user.id, USER_LIMITS.openStations - 2, "running");
    await age(ctx, threads, student.user.id, 120);
    const responses = await Promise.all(Array.from({ length: 5 }, () => open(student.headers)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    const rows = await ctx.database.db.select().from(threads).where(eq(threads.userId, student.user.id));
    expect(rows).toHaveLength(USER_LIMITS.openStations);
  });
});
