import { caseById } from "@ecos/content";
import { type Db, threads } from "@ecos/db";
import { parisMonthKey } from "../src/simulation/statistics";

/**
 * A graded station stored as grading leaves it, for statistics, habits and circuit fixtures: the stored
 * grade is `{digitized_grade}` unless `stored` gives it (criteria…); `circuit` puts it in a circuit.
 */
export async function insertGradedStation(
  db: Db,
  userId: string,
  station: {
    scenarioId: string;
    grade: number;
    closedAt: Date;
    xp?: number;
    createdAt?: Date;
    stored?: Record<string, unknown>;
    circuit?: { id: string; position?: number };
  },
) {
  const item = caseById(station.scenarioId);
  if (!item) throw new Error(`unknown case ${station.scenarioId}`);
  const [row] = await db
    .insert(threads)
    .values({
      userId,
      scenarioId: item.id,
      modeId: item.modeId,
      categoryId: item.categoryId,
      status: "corrected",
      step: "grading",
      remainingMs: 0,
      timerAt: station.closedAt,
      digitizedGrade: station.grade,
      grade: { digitized_grade: station.grade, ...station.stored },
      xpAwarded: station.xp ?? 0,
      closedAt: station.closedAt,
      createdAt: station.createdAt ?? new Date(station.closedAt.getTime() - 8 * 60_000),
      circuitId: station.circuit?.id,
      circuitPosition: station.circuit?.position,
    })
    .returning({ id: threads.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

/** Noon UTC on the 15th of the month `monthsAgo` before the current Paris month (never near a boundary). */
export function midMonth(monthsAgo: number, now = new Date()): Date {
  const key = parisMonthKey(now) - monthsAgo;
  return new Date(Date.UTC(Math.floor(key / 12), key % 12, 15, 12));
}

/** The { year, month } of that same month. */
export function monthOf(monthsAgo: number, now = new Date()) {
  const key = parisMonthKey(now) - monthsAgo;
  return { year: Math.floor(key / 12), month: key % 12 };
}
