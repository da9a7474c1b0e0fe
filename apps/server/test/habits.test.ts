import { caseById } from "@ecos/content";
import type { HabitStatistic, HabitsResponse } from "@ecos/contracts";
import { circuits, type Db, threads } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { habitStatistics } from "../src/simulation/habits";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { insertGradedStation } from "./progress-helpers";

/** A graded station stored as grading leaves it: every criterion of the grid, with point 0 for `missed`. */
async function insertGraded(
  db: Db,
  userId: string,
  station: { scenarioId: string; day: number; missed: string[]; circuitId?: string },
) {
  const item = caseById(station.scenarioId);
  if (!item) throw new Error(`unknown case ${station.scenarioId}`);
  for (const id of station.missed) if (!item.grid.some((criterion) => criterion.id === id)) throw new Error(id);
  const criteria = item.grid.map((criterion) => ({
    id: criterion.id,
    name: criterion.name,
    point: station.missed.includes(criterion.id) ? 0 : 1,
    explanation: criterion.explanation,
    evidence: [],
  }));
  await insertGradedStation(db, userId, {
    scenarioId: item.id,
    grade: 10,
    stored: { review: "", Criterias: criteria },
    closedAt: new Date(Date.UTC(2026, 0, station.day, 10)),
    circuit: station.circuitId ? { id: station.circuitId } : undefined,
  });
}

const EMPTY = { stations: 0, covered: 0, coverage: null, trend: null };

describe.each(DB_KINDS)("GET /api/simulation/statistics/habits on %s", (kind) => {
  const ctx = useTestApp(kind);
  const habits = async (headers: Record<string, string>) => {
    const response = await ctx.app.server.inject({ url: "/api/simulation/statistics/habits", headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json() as HabitsResponse;
    return Object.fromEntries(body.habits.map((habit) => [habit.domain, habit])) as Record<string, HabitStatistic>;
  };

  it("counts, per domain, the graded stations where every criterion of it earned its point", async () => {
    const student = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const db = ctx.database.db;
    // Oldest first. station-001 asks for allergies, pain (three criteria), histories, treatments,
    // empathy, understanding and a presentation; 021 and 022 for the identity, anticoagulants,
    // allergies and understanding; 038 the same and empathy; 049 allergies and understanding.
    const graded: Array<[string, number, string[]]> = [
      ["station-001", 1, ["allergies", "facteurs-modifiants", "comprehension", "annonce-ecg"]],
      ["station-021", 2, ["allergies", "identite"]],
      ["station-022", 3, []],
      ["station-001", 4, ["allergies"]],
      ["station-038", 5, ["verifie-comprehension"]],
      ["station-049", 6, []],
    ];
    for (const [scenarioId, day, missed] of graded)
      await insertGraded(db, student.user.id, { scenarioId, day, missed });
    // Neither another student's grade, nor an unfinished station, nor a circuit still played counts.
    await insertGraded(db, other.user.id, { scenarioId: "station-028", day: 7, missed: ["allergies-terrain"] });
    await db.insert(threads).values({
      userId: student.user.id,
      scenarioId: "station-028",
      modeId: "interrogation",
      categoryId: "ophthalmology",
      status: "running",
      step: "simulation",
      remainingMs: 100_000,
    });
    const [circuit] = await db
      .insert(circuits)
      .values({ userId: student.user.id, scenarioIds: ["station-028"], status: "running" })
      .returning({ id: circuits.id });
    if (!circuit) throw new Error("no circuit");
    await insertGraded(db, student.user.id, {
      scenarioId: "station-028",
      day: 8,
      missed: ["allergies-terrain"],
      circuitId: circuit.id,
    });

    const mine = await habits(student.headers);
    // Allergies: missed, missed, covered, missed, covered, covered: 3 of 6. The last three (2 of 3,
    // 67 %) against the three before (1 of 3, 33 %): up.
    expect(mine.allergies).toEqual({
      domain: "allergies",
      stations: 6,
      covered: 3,
      coverage: 50,
      trend: { recent: 67, recent_stations: 3, earlier: 33, earlier_stations: 3, direction: "up" },
      // Every station asking for allergies but 028 has been played.
      practice: { scenario_id: "station-028", number: 28 },
    });
    // Presentation and identity: 001, 021 (identity missed), 022, 001, 038: 4 of 5; the last two
    // (100 %) against the three before (2 of 3).
    expect(mine.presentation).toMatchObject({
      stations: 5,
      covered: 4,
      coverage: 80,
      trend: { recent: 100, recent_stations: 2, earlier: 67, earlier_stations: 3, direction: "up" },
      // Never played, and two criteria of the domain (greeting and identity): 005 before 006.
      practice: { scenario_id: "station-005", number: 5 },
    });
    // Pain: one of its three criteria missed the first time only; too few stations for a trend.
    expect(mine.douleur).toMatchObject({ stations: 2, covered: 1, coverage: 50, trend: null });
    // Understanding: 001 missed, 021, 022, 001, 038 missed, 049: 4 of 6; 2 of 3 both before and after.
    expect(mine.comprehension).toMatchObject({
      stations: 6,
      covered: 4,
      coverage: 67,
      trend: { recent: 67, earlier: 67, direction: "stable" },
    });
    expect(mine.traitements).toMatchObject({
      stations: 5,
      covered: 5,
      coverage: 100,
      trend: { recent: 100, earlier: 100, direction: "stable" },
    });
    expect(mine.empathie).toMatchObject({ stations: 3, covered: 3, coverage: 100, trend: null });
    expect(mine["antecedents-familiaux"]).toMatchObject({ stations: 2, covered: 2, coverage: 100 });
    expect(mine["antecedents-familiaux"]?.practice).toEqual({ scenario_id: "station-003", number: 3 });
    for (const domain of ["vecu", "signes-gravite", "toxiques", "mode-de-vie", "gynecologie", "consignes"]) {
      expect(mine[domain], domain).toMatchObject(EMPTY);
      expect(mine[domain]?.practice, domain).not.toBeNull();
    }
    // station-003 asks for the patient's experience twice (impact, then ideas and concerns).
    expect(mine.vecu?.practice).toEqual({ scenario_id: "station-003", number: 3 });

    expect((await habits(other.headers)).allergies).toMatchObject({ stations: 1, covered: 0, coverage: null });

    // Once the circuit is over, its station counts: allergies missed a seventh time.
    await db.update(circuits).set({ status: "finished" }).where(eq(circuits.id, circuit.id));
    expect((await habits(student.headers)).allergies).toMatchObject({
      stations: 7,
      covered: 3,
      coverage: 43, // 3 / 7
      trend: { recent: 67, recent_stations: 3, earlier: 25, earlier_stations: 4, direction: "up" },
    });
  });

  it("answers every domain, empty, before the first graded station", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const body = await habits(admin.headers);
    expect(Object.keys(body)).toHaveLength(14);
    for (const habit of Object.values(body)) expect(habit).toMatchObject(EMPTY);
  });

  it("needs a signed-in user", async () => {
    const response = await ctx.app.server.inject({ url: "/api/simulation/statistics/habits" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.error_code).toBe("ERR_UNAUTHORIZED");
  });
});

describe("habit statistics", () => {
  const at = (scenarioId: string, earned: string[], missed: string[], day: number) => ({
    scenarioId,
    closedAt: new Date(Date.UTC(2026, 0, day)),
    earned,
    missed,
  });

  it("suggests the least recently played station when all have been played", () => {
    const playable = ["station-001", "station-021", "station-022"].map((id) => caseById(id) ?? assertNever(id));
    const result = habitStatistics(
      [
        at("station-021", ["allergies"], [], 1),
        at("station-001", [], ["allergies"], 2),
        at("station-022", ["allergies"], [], 3),
        at("station-021", ["allergies"], [], 4),
      ],
      playable,
    );
    const allergies = result.habits.find((habit) => habit.domain === "allergies");
    expect(allergies).toMatchObject({
      stations: 4,
      covered: 3,
      coverage: 75,
      practice: { scenario_id: "station-001" },
    });
  });

  it("ignores criteria and stations the content no longer has", () => {
    const result = habitStatistics([
      at("station-999", ["allergies"], [], 1),
      at("station-001", ["allergies", "removed-criterion"], ["old-one"], 2),
    ]);
    expect(result.habits.find((habit) => habit.domain === "allergies")).toMatchObject({ stations: 1, covered: 1 });
    expect(result.habits.filter((habit) => habit.stations > 0)).toHaveLength(1);
  });
});

function assertNever(id: string): never {
  throw new Error(`unknown case ${id}`);
}
