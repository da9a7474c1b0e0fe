import type { WeeklyChallengeResponse } from "@ecos/contracts";
import { challengeCompletions, threads } from "@ecos/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoWeekOf, parisMonth, parisWeek, weekStart } from "../src/challenges/paris-calendar";
import { weeklyChallenge } from "../src/challenges/weekly-challenge";
import { weeklyStations } from "../src/challenges/weekly-draw";
import { PLAYABLE_CASES } from "../src/simulation/scenarios";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { insertGradedStation } from "./progress-helpers";

const at = (iso: string) => new Date(iso);

describe("the students' calendar (Europe/Paris)", () => {
  it("runs a week from Monday 00:00 in Paris to the next Monday, with its ISO id", () => {
    // Wednesday 14 January 2026 (CET, UTC+1).
    expect(parisWeek(at("2026-01-14T12:00:00Z"))).toEqual({
      id: "2026-W03",
      start: at("2026-01-11T23:00:00Z"),
      end: at("2026-01-18T23:00:00Z"),
    });
    // Sunday 23:59:59 in Paris is still the week before; Monday 00:00 starts the next one.
    expect(parisWeek(at("2026-01-11T22:59:59Z")).id).toBe("2026-W02");
    expect(parisWeek(at("2026-01-11T23:00:00Z")).id).toBe("2026-W03");
    // Monday 00:30 in Paris is still Sunday in UTC.
    expect(parisWeek(at("2026-01-18T23:30:00Z")).id).toBe("2026-W04");
  });

  it("follows the clock change: the week of 29 March 2026 lasts 167 hours", () => {
    const week = parisWeek(at("2026-03-29T12:00:00Z"));
    expect(week).toEqual({ id: "2026-W13", start: at("2026-03-22T23:00:00Z"), end: at("2026-03-29T22:00:00Z") });
    expect((week.end.getTime() - week.start.getTime()) / 3_600_000).toBe(167);
    expect(parisWeek(at("2026-10-26T10:00:00Z")).start).toEqual(at("2026-10-25T23:00:00Z"));
    expect(parisWeek(at("2026-10-24T10:00:00Z")).start).toEqual(at("2026-10-18T22:00:00Z"));
  });

  it("numbers weeks like ISO 8601 across the year's end", () => {
    expect(isoWeekOf(2026, 0, 1)).toEqual({ year: 2026, week: 1 }); // a Thursday
    expect(isoWeekOf(2026, 11, 31)).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(2027, 0, 3)).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(2027, 0, 4)).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf(2024, 11, 30)).toEqual({ year: 2025, week: 1 });
    expect(weekStart("2026-W03")).toEqual(at("2026-01-11T23:00:00Z"));
    expect(weekStart("2026-W53")).toEqual(at("2026-12-27T23:00:00Z"));
    expect(weekStart("2025-W01")).toEqual(at("2024-12-29T23:00:00Z"));
    expect(weekStart("nope")).toBeNull();
  });

  it("runs a month from the 1st 00:00 in Paris", () => {
    // 1 April 00:30 in Paris (CEST) is still 31 March in UTC.
    expect(parisMonth(at("2026-03-31T22:30:00Z"))).toEqual({
      start: at("2026-03-31T22:00:00Z"),
      end: at("2026-04-30T22:00:00Z"),
    });
    expect(parisMonth(at("2025-12-31T23:30:00Z"))).toEqual({
      start: at("2025-12-31T23:00:00Z"),
      end: at("2026-01-31T23:00:00Z"),
    });
  });
});

describe("the weekly draw", () => {
  const weeks = Array.from(
    { length: 60 },
    (_, index) => `${2026 + Math.floor(index / 52)}-W${String((index % 52) + 1).padStart(2, "0")}`,
  );

  it("is the same for everyone, every time: a pure function of the week id", () => {
    const ids = weeklyStations("2026-W03").map((item) => item.id);
    expect(ids).toHaveLength(3);
    expect(weeklyStations("2026-W03").map((item) => item.id)).toEqual(ids);
    // The library's order does not matter, only its content.
    expect(weeklyStations("2026-W03", [...PLAYABLE_CASES].reverse()).map((item) => item.id)).toEqual(ids);
  });

  it("mixes three modes and three categories of playable stations, and changes from week to week", () => {
    const playable = new Set(PLAYABLE_CASES.map((item) => item.id));
    const draws = new Set<string>();
    for (const week of weeks) {
      const drawn = weeklyStations(week);
      expect(
        drawn.every((item) => playable.has(item.id)),
        week,
      ).toBe(true);
      expect(new Set(drawn.map((item) => item.modeId)).size, week).toBe(3);
      expect(new Set(drawn.map((item) => item.categoryId)).size, week).toBe(3);
      draws.add(
        drawn
          .map((item) => item.id)
          .sort()
          .join(","),
      );
    }
    expect(draws.size).toBeGreaterThanOrEqual(58);
    const everDrawn = new Set(weeks.flatMap((week) => weeklyStations(week).map((item) => item.id)));
    expect(everDrawn.size).toBeGreaterThan(PLAYABLE_CASES.length / 2);
  });
});

describe.each(DB_KINDS)("weekly challenge and badges on %s", (kind) => {
  const ctx = useTestApp(kind);
  // Wednesday 14 January 2026, 13:00 in Paris.
  const NOW = at("2026-01-14T12:00:00Z");
  const WEEK = "2026-W03";
  const drawn = weeklyStations(WEEK).map((item) => item.id);
  const [first, second, third] = drawn as [string, string, string];

  const badgeRows = async (userId: string) =>
    ctx.database.db.select().from(challengeCompletions).where(eq(challengeCompletions.userId, userId));

  it("agrees with PostgreSQL on week ids (the badges are computed in SQL, the challenge in JavaScript)", async () => {
    const instants = [
      "2026-01-11T22:59:59Z",
      "2026-01-11T23:00:00Z",
      "2026-03-29T21:59:00Z",
      "2026-03-29T22:00:00Z",
      "2026-12-31T22:59:00Z",
      "2027-01-03T22:59:00Z",
      "2027-01-03T23:00:00Z",
      "2024-12-29T23:00:00Z",
    ];
    for (const instant of instants) {
      const result = await ctx.database.db.execute(
        sql`select to_char(${instant}::timestamptz at time zone 'Europe/Paris', 'IYYY-"W"IW') as week`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ week: string }> }).rows) as Array<{
        week: string;
      }>;
      expect({ instant, week: rows[0]?.week }).toEqual({ instant, week: parisWeek(at(instant)).id });
    }
  });

  it("shows the week's three stations, which ones were graded this week, and the badge once all three are", async () => {
    const student = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const db = ctx.database.db;
    const id = student.user.id;
    // Two of them graded this week (one twice: its best grade counts), the third only last Sunday
    // night (23:30 in Paris), and by another student this week; a fourth station this week is not in it.
    await insertGradedStation(db, id, { scenarioId: first, grade: 9.5, closedAt: at("2026-01-12T08:00:00Z") });
    await insertGradedStation(db, id, { scenarioId: first, grade: 14.25, closedAt: at("2026-01-13T08:00:00Z") });
    await insertGradedStation(db, id, { scenarioId: second, grade: 11, closedAt: at("2026-01-12T23:10:00Z") });
    await insertGradedStation(db, id, { scenarioId: third, grade: 16, closedAt: at("2026-01-11T22:30:00Z") });
    await insertGradedStation(db, other.user.id, {
      scenarioId: third,
      grade: 12,
      closedAt: at("2026-01-13T10:00:00Z"),
    });
    const outsider = PLAYABLE_CASES.find((item) => !drawn.includes(item.id))?.id as string;
    await insertGradedStation(db, id, { scenarioId: outsider, grade: 15, closedAt: at("2026-01-13T09:00:00Z") });
    // Started this week, not graded: does not count.
    await db.insert(threads).values({
      userId: id,
      scenarioId: third,
      modeId: "interrogation",
      categoryId: "cardiology",
      status: "running",
      step: "simulation",
      remainingMs: 100_000,
    });

    const pending = await weeklyChallenge(db, id, NOW);
    expect(pending).toMatchObject({
      week: WEEK,
      starts_at: "2026-01-11T23:00:00.000Z",
      ends_at: "2026-01-18T23:00:00.000Z",
      completed_at: null,
      badges: [],
    });
    expect(
      pending.stations.map((station) => [station.scenario.id, station.done, station.grade, station.graded_at]),
    ).toEqual([
      [first, true, 14.3, "2026-01-12T08:00:00.000Z"],
      [second, true, 11, "2026-01-12T23:10:00.000Z"],
      [third, false, null, null],
    ]);
    // The launcher gets the whole case, with the student's last grade on it.
    expect(pending.stations[2]?.scenario.user_stats).toEqual({ closed_at: "2026-01-11T22:30:00.000Z", grade: 16 });
    expect(await badgeRows(id)).toEqual([]);

    // The third one graded on Sunday 18 at 23:00 in Paris: the challenge is done, the badge earned.
    await insertGradedStation(db, id, { scenarioId: third, grade: 12.5, closedAt: at("2026-01-18T22:00:00Z") });
    const done = await weeklyChallenge(db, id, NOW);
    expect(done.stations.every((station) => station.done)).toBe(true);
    expect(done.completed_at).toBe("2026-01-18T22:00:00.000Z");
    expect(done.badges).toEqual([
      { week: WEEK, starts_at: "2026-01-11T23:00:00.000Z", completed_at: "2026-01-18T22:00:00.000Z" },
    ]);
    // Read again (and again at once): still one badge.
    await Promise.all([weeklyChallenge(db, id, NOW), weeklyChallenge(db, id, NOW)]);
    expect(await badgeRows(id)).toHaveLength(1);
    // The other student has no badge.
    expect((await weeklyChallenge(db, other.user.id, NOW)).badges).toEqual([]);
  });

  it("records a past week's badge when the student comes back later, but not for a challenge split over two weeks", async () => {
    const student = await signedInUser(ctx);
    const db = ctx.database.db;
    const id = student.user.id;
    // Week 2025-W50 (8–14 December 2025): its three stations, the last on Sunday 14 at 23:59 in Paris.
    const december = weeklyStations("2025-W50").map((item) => item.id);
    await insertGradedStation(db, id, {
      scenarioId: december[0] as string,
      grade: 10,
      closedAt: at("2025-12-08T09:00:00Z"),
    });
    await insertGradedStation(db, id, {
      scenarioId: december[1] as string,
      grade: 12,
      closedAt: at("2025-12-10T09:00:00Z"),
    });
    await insertGradedStation(db, id, {
      scenarioId: december[2] as string,
      grade: 13,
      closedAt: at("2025-12-14T22:59:00Z"),
    });
    // Week 2025-W51: two of its stations that week, the third on Monday 00:01 of the week after.
    const next = weeklyStations("2025-W51").map((item) => item.id);
    await insertGradedStation(db, id, {
      scenarioId: next[0] as string,
      grade: 10,
      closedAt: at("2025-12-15T09:00:00Z"),
    });
    await insertGradedStation(db, id, {
      scenarioId: next[1] as string,
      grade: 10,
      closedAt: at("2025-12-16T09:00:00Z"),
    });
    await insertGradedStation(db, id, {
      scenarioId: next[2] as string,
      grade: 10,
      closedAt: at("2025-12-21T23:01:00Z"),
    });

    const challenge = await weeklyChallenge(db, id, NOW);
    expect(challenge.completed_at).toBeNull();
    expect(challenge.badges).toEqual([
      { week: "2025-W50", starts_at: "2025-12-07T23:00:00.000Z", completed_at: "2025-12-14T22:59:00.000Z" },
    ]);
  });

  it("GET /api/challenges/weekly answers this week's challenge to the signed-in student only", async () => {
    const student = await signedInUser(ctx);
    const response = await ctx.app.server.inject({ url: "/api/challenges/weekly", headers: student.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json() as WeeklyChallengeResponse;
    expect(body.week).toBe(parisWeek(new Date()).id);
    expect(body.stations.map((station) => station.scenario.id)).toEqual(
      weeklyStations(body.week).map((item) => item.id),
    );
    expect(body.stations.every((station) => !station.done)).toBe(true);
    expect(new Date(body.ends_at).getTime()).toBeGreaterThan(Date.now());
    expect((await ctx.app.server.inject({ url: "/api/challenges/weekly" })).statusCode).toBe(401);
  });
});
