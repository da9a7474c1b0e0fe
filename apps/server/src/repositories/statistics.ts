import { type Db, threads } from "@ecos/db";
import { and, avg, count, eq, isNotNull, sql } from "drizzle-orm";
import { ACTIVITY_TIME_ZONE } from "./activity";
import { gradeIsVisible } from "./circuit-visibility";

/** One group of the user's graded stations: the whole, a category, a mode, a scenario or a month. */
export interface GradeGroup {
  dimension: "all" | "category" | "mode" | "scenario" | "month";
  /** The category, mode or scenario id, or the month as year * 12 + month index; null for "all". */
  key: string | number | null;
  average: number;
  count: number;
}

/**
 * Every aggregate the progression screen needs, in one statement over the user's graded stations
 * (GROUPING SETS: the whole, per category, per mode, per scenario, per month in Europe/Paris).
 * It reads the partial index threads_user_closed_idx (status = 'corrected'). The endpoint reads the same
 * groups kept per user (user_stats, `storedGradeGroups`, computed by the migration's
 * user_stats_refresh with these very filters); this is their definition from the stations, which the
 * tests compare with what is kept.
 */
export async function gradeGroups(db: Db, userId: string): Promise<GradeGroup[]> {
  // The zone is a constant written into the statement: GROUPING needs the very same expression twice,
  // and two bound parameters ($1, $7) would make them different expressions.
  const local = sql`(${threads.closedAt} at time zone ${sql.raw(`'${ACTIVITY_TIME_ZONE}'`)})`;
  const monthKey = sql<number>`(extract(year from ${local})::int * 12 + extract(month from ${local})::int - 1)`;
  const rows = await db
    .select({
      groupedBy: sql<number>`grouping(${threads.categoryId}, ${threads.modeId}, ${threads.scenarioId}, ${monthKey})`,
      categoryId: threads.categoryId,
      modeId: threads.modeId,
      scenarioId: threads.scenarioId,
      month: monthKey,
      average: avg(threads.digitizedGrade),
      count: count(),
    })
    .from(threads)
    .where(
      and(
        eq(threads.userId, userId),
        eq(threads.status, "corrected"),
        isNotNull(threads.digitizedGrade),
        gradeIsVisible,
      ),
    )
    .groupBy(
      sql`grouping sets ((), (${threads.categoryId}), (${threads.modeId}), (${threads.scenarioId}), (${monthKey}))`,
    );
  // grouping(a, b, c, d) has a bit set for each column NOT grouped on (a is the highest bit).
  const DIMENSIONS: Record<number, GradeGroup["dimension"]> = {
    15: "all",
    7: "category",
    11: "mode",
    13: "scenario",
    14: "month",
  };
  return rows.flatMap((row) => {
    const dimension = DIMENSIONS[Number(row.groupedBy)];
    if (!dimension || row.average === null) return [];
    const key =
      dimension === "category"
        ? row.categoryId
        : dimension === "mode"
          ? row.modeId
          : dimension === "scenario"
            ? row.scenarioId
            : dimension === "month"
              ? Number(row.month)
              : null;
    return [{ dimension, key, average: Number(row.average), count: Number(row.count) }];
  });
}
