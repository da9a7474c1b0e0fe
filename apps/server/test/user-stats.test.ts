import type { StatisticsResponse, User } from "@ecos/contracts";
import { circuits, threads, userStats, users } from "@ecos/db";
import { and, avg, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gradeIsVisible } from "../src/repositories/circuit-visibility";
import { type GradeGroup, gradeGroups } from "../src/repositories/statistics";
import { lastGradedByScenario } from "../src/repositories/threads";
import { storedGradeGroups, storedLastGraded } from "../src/repositories/user-stats";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { insertGradedStation, midMonth } from "./progress-helpers";
import { grade, startedThread } from "./simulation-helpers";

type Headers = Record<string, string>;

const sorted = (groups: GradeGroup[]) =>
  [...groups].sort((a, b) => `${a.dimension}/${a.key}`.localeCompare(`${b.dimension}/${b.key}`));

/**
 * What is kept for the user (user_stats) equals what the stations give when computed again from the
 * raw rows: every group with its exact average, the last attempt of each scenario, and the count and
 * average of GET /users/me.
 */
async function expectKeptEqualsRecomputed(ctx: TestContext, userId: string) {
  const db = ctx.database.db;
  expect(sorted(await storedGradeGroups(db, userId))).toEqual(sorted(await gradeGroups(db, userId)));
  const kept = [...(await storedLastGraded(db, userId))].map(([id, last]) => [
    id,
    last.closedAt?.getTime(),
    last.grade,
  ]);
  const raw = [...(await lastGradedByScenario(db, userId))].map(([id, last]) => [
    id,
    last.closedAt?.getTime(),
    last.grade,
  ]);
  expect(kept.sort()).toEqual(raw.sort());
  const [summary] = await db
    .select({ average: avg(threads.digitizedGrade), count: count() })
    .from(threads)
    .where(and(eq(threads.userId, userId), eq(threads.status, "corrected"), gradeIsVisible));
  const [row] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  expect(row?.corrected ?? 0).toBe(Number(summary?.count ?? 0));
  expect(row?.average ?? null).toBe(summary?.average == null ? null : Number(summary.average));
}

describe.each(DB_KINDS)("per-user aggregates (user_stats) on %s", (kind) => {
  const ctx = useTestApp(kind);
  const call = (method: "GET" | "POST", url: string, headers: Headers) =>
    ctx.app.server.inject({ method, url, headers });
  const statistics = async (headers: Headers) =>
    (await call("GET", "/api/simulation/statistics", headers)).json() as StatisticsResponse;
  const me = async (headers: Headers) => (await call("GET", "/api/users/me", headers)).json() as User;

  async function gradeStation(headers: Headers, scenarioId: string) {
    const threadId = await startedThread(ctx, headers, scenarioId);
    const response = await grade(ctx, headers, threadId, null);
    expect(response.statusCode, response.body).toBe(200);
    return threadId;
  }

  it("follows each grading, fixtures written straight into the table and a grade changed by hand", async () => {
    const student = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const db = ctx.database.db;
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    expect(await statistics(student.headers)).toMatchObject({ avg_grade: null, total_simulations: 0 });

    for (const scenarioId of ["station-001", "station-002", "station-001"]) {
      await gradeStation(student.headers, scenarioId);
      await expectKeptEqualsRecomputed(ctx, student.user.id);
    }
    expect((await statistics(student.headers)).total_simulations).toBe(3);
    expect((await me(student.headers)).statistics.Simulations.count).toBe(3);

    // Stations of past months, written as grading leaves them; another student's grade stays theirs.
    const changed = await insertGradedStation(db, student.user.id, {
      scenarioId: "station-005",
      grade: 13.7,
      closedAt: midMonth(3),
    });
    await insertGradedStation(db, student.user.id, { scenarioId: "station-010", grade: 8.3, closedAt: midMonth(14) });
    await insertGradedStation(db, other.user.id, { scenarioId: "station-005", grade: 19.9, closedAt: midMonth(0) });
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    await expectKeptEqualsRecomputed(ctx, other.user.id);
    const stats = await statistics(student.headers);
    expect(stats.total_simulations).toBe(5);
    expect(stats.categories.map((entry) => entry.category)).toContain("cardiology");

    // A grade corrected by hand (or any update of a graded station) is followed too.
    await db.update(threads).set({ digitizedGrade: 4.1 }).where(eq(threads.id, changed));
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    // The station list reads the kept last attempts.
    const scenarios = (await call("GET", "/api/stations/scenarios", student.headers)).json() as Array<{
      id: string;
      user_stats: { grade: number } | null;
    }>;
    expect(scenarios.find((item) => item.id === "station-005")?.user_stats?.grade).toBe(4.1);
  });

  it("hides the grades of a circuit being played, and shows them once it is abandoned", async () => {
    const student = await signedInUser(ctx);
    const db = ctx.database.db;
    const [circuit] = await db
      .insert(circuits)
      .values({ userId: student.user.id, scenarioIds: ["station-001", "station-002"], position: 1 })
      .returning();
    if (!circuit) throw new Error("no circuit");
    await insertGradedStation(db, student.user.id, {
      scenarioId: "station-001",
      grade: 18,
      closedAt: new Date(),
      circuit: { id: circuit.id, position: 0 },
    });
    // Its only grade hidden, the student has no average yet.
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    expect(await statistics(student.headers)).toMatchObject({ avg_grade: null, total_simulations: 0 });
    expect((await me(student.headers)).statistics.Simulations).toEqual({ avg_grade: null, count: 0 });
    await gradeStation(student.headers, "station-003");
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    expect((await statistics(student.headers)).total_simulations).toBe(1);
    expect((await me(student.headers)).statistics.Simulations.count).toBe(1);

    const abandoned = await call("POST", `/api/circuits/${circuit.id}/abandon`, student.headers);
    expect(abandoned.statusCode, abandoned.body).toBeLessThan(300);
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    expect((await statistics(student.headers)).total_simulations).toBe(2);
    expect((await me(student.headers)).statistics.Simulations.count).toBe(2);
  });

  it("stays right when one student's stations are graded at the same moment", async () => {
    const student = await signedInUser(ctx);
    const scenarios = ["station-001", "station-002", "station-003", "station-004", "station-005", "station-001"];
    const opened = await Promise.all(scenarios.map((scenarioId) => startedThread(ctx, student.headers, scenarioId)));
    const responses = await Promise.all(opened.map((threadId) => grade(ctx, student.headers, threadId, null)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    await expectKeptEqualsRecomputed(ctx, student.user.id);
    expect((await statistics(student.headers)).total_simulations).toBe(scenarios.length);
  });

  it("goes with a deleted account, and leaves the other students' figures alone", async () => {
    const leaving = await signedInUser(ctx);
    const staying = await signedInUser(ctx);
    const db = ctx.database.db;
    await gradeStation(leaving.headers, "station-002");
    await gradeStation(staying.headers, "station-002");
    expect(await db.select().from(userStats).where(eq(userStats.userId, leaving.user.id))).toHaveLength(1);
    await db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await db.select().from(userStats).where(eq(userStats.userId, leaving.user.id))).toHaveLength(0);
    await expectKeptEqualsRecomputed(ctx, staying.user.id);
    expect((await statistics(staying.headers)).total_simulations).toBe(1);
  });
});
