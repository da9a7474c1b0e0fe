import { CLINICAL_CASES } from "@ecos/content";
import type { StatisticsResponse } from "@ecos/contracts";
import { threads } from "@ecos/db";
import { describe, expect, it } from "vitest";
import { userStatistics } from "../src/simulation/statistics";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { insertGradedStation, midMonth, monthOf } from "./progress-helpers";

/** Every playable station and the distinct starting situations they cover. */
const AVAILABLE = {
  scenarios: CLINICAL_CASES.filter((c) => c.beta).length,
  sdd: new Set(CLINICAL_CASES.filter((c) => c.beta).map((c) => c.sdd.number)).size,
};

/** The twelve months ending now, with the given (monthsAgo -> average, count) filled in. */
function expectedMonths(filled: Record<number, [number, number]>) {
  return Array.from({ length: 12 }, (_, index) => {
    const monthsAgo = 11 - index;
    const [avg_grade, count] = filled[monthsAgo] ?? [null, 0];
    return { ...monthOf(monthsAgo), avg_grade, count };
  });
}

describe.each(DB_KINDS)("GET /api/simulation/statistics on %s", (kind) => {
  const ctx = useTestApp(kind);
  const statistics = async (headers: Record<string, string>) => {
    const response = await ctx.app.server.inject({ url: "/api/simulation/statistics", headers });
    expect(response.statusCode).toBe(200);
    return response.json() as StatisticsResponse;
  };

  it("aggregates the student's graded stations exactly as computed by hand", async () => {
    const student = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const db = ctx.database.db;
    const graded: Array<[string, number, number]> = [
      // scenario, grade, months ago. station-001/005: cardiology; 002/010: pneumology; 007: emergency.
      ["station-001", 12, 2],
      ["station-001", 16, 0],
      ["station-005", 9, 1],
      ["station-002", 14, 0],
      ["station-010", 11, 1],
      ["station-007", 7.5, 0],
    ];
    for (const [scenarioId, grade, monthsAgo] of graded) {
      await insertGradedStation(db, student.user.id, { scenarioId, grade, closedAt: midMonth(monthsAgo) });
    }
    // Neither an unfinished station nor another student's grade counts.
    await db.insert(threads).values({
      userId: student.user.id,
      scenarioId: "station-003",
      modeId: "interrogation",
      categoryId: "endocrinology",
      status: "running",
      step: "simulation",
      remainingMs: 100_000,
    });
    await insertGradedStation(db, other.user.id, { scenarioId: "station-003", grade: 20, closedAt: midMonth(0) });

    const stats = await statistics(student.headers);
    // (12 + 16 + 9 + 14 + 11 + 7.5) / 6 = 11.58…
    expect(stats).toEqual({
      avg_grade: 11.6,
      total_scenarios: 5,
      sdd: 4, // 161, 54, 162 (002 and 010 share it), 192
      total_simulations: 6,
      available: AVAILABLE,
      categories: [
        { category: "pneumology", avg_grade: 12.5, count: 2 },
        { category: "cardiology", avg_grade: 12.3, count: 3 }, // 37 / 3
        { category: "emergency", avg_grade: 7.5, count: 1 },
      ],
      evaluation_mode: [
        { mode: "interrogation", avg_grade: 14, count: 3 },
        { mode: "prise-en-charge", avg_grade: 11, count: 1 },
        { mode: "clinical_exam", avg_grade: 9, count: 1 },
        { mode: "paraclinical", avg_grade: 7.5, count: 1 },
      ],
      monthly_ts: expectedMonths({ 0: [12.5, 3], 1: [10, 2], 2: [12, 1] }),
    });

    const theirs = await statistics(other.headers);
    expect(theirs).toMatchObject({ avg_grade: 20, total_scenarios: 1, sdd: 1, total_simulations: 1 });
  });

  it("answers zeros and twelve empty months before the first graded station", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    expect(await statistics(admin.headers)).toEqual({
      avg_grade: null,
      total_scenarios: 0,
      sdd: 0,
      total_simulations: 0,
      available: AVAILABLE,
      categories: [],
      evaluation_mode: [],
      monthly_ts: expectedMonths({}),
    });
  });

  it("counts months in Paris time and drops the months older than a year", async () => {
    const student = await signedInUser(ctx);
    const db = ctx.database.db;
    // 31 March 22:30 UTC is already 1 April in Paris (UTC+2).
    await insertGradedStation(db, student.user.id, {
      scenarioId: "station-004",
      grade: 13,
      closedAt: new Date("2026-03-31T22:30:00Z"),
    });
    await insertGradedStation(db, student.user.id, {
      scenarioId: "station-004",
      grade: 5,
      closedAt: new Date("2025-06-10T10:00:00Z"),
    });
    const stats = await userStatistics(db, student.user.id, new Date("2026-06-15T10:00:00Z"));
    expect(stats.monthly_ts[0]).toEqual({ year: 2025, month: 6, avg_grade: null, count: 0 }); // July 2025
    expect(stats.monthly_ts.at(-1)).toEqual({ year: 2026, month: 5, avg_grade: null, count: 0 }); // June 2026
    expect(stats.monthly_ts.filter((month) => month.count > 0)).toEqual([
      { year: 2026, month: 3, avg_grade: 13, count: 1 },
    ]);
    // The old station still counts in the overall average.
    expect(stats).toMatchObject({ avg_grade: 9, total_simulations: 2, total_scenarios: 1 });
  });

  it("needs a signed-in user", async () => {
    const response = await ctx.app.server.inject({ url: "/api/simulation/statistics" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.error_code).toBe("ERR_UNAUTHORIZED");
  });
});
