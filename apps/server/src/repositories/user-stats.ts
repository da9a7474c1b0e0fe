import { type Db, userStats } from "@ecos/db";
import { eq } from "drizzle-orm";
import type { LastGraded } from "../simulation/scenarios";
import type { GradeGroup } from "./statistics";

/**
 * Reads of the per-user aggregates (table user_stats, issue 17): one row by its primary key instead of
 * a scan of the user's stations. The database keeps the row (migration 0007_user_stats: triggers on
 * threads and circuits recompute it in the transaction that changes a station or a circuit), with the
 * same filters and the same averages as `gradeGroups` and `lastGradedByScenario` compute from the
 * stations; a user without a graded station has no row.
 */

/** The statistics' groups (all, per category, mode, scenario, month), as `gradeGroups` computes them. */
export async function storedGradeGroups(db: Db, userId: string): Promise<GradeGroup[]> {
  const [row] = await db.select({ groups: userStats.groups }).from(userStats).where(eq(userStats.userId, userId));
  return (row?.groups ?? []).flatMap((group) =>
    group.avg === null
      ? []
      : [
          {
            dimension: group.d,
            key: group.d === "month" ? Number(group.k) : group.k,
            average: Number(group.avg),
            count: Number(group.n),
          },
        ],
  );
}

/** The last graded attempt of each scenario the user played, as `lastGradedByScenario` finds it. */
export async function storedLastGraded(db: Db, userId: string): Promise<Map<string, LastGraded>> {
  const [row] = await db
    .select({ lastGraded: userStats.lastGraded })
    .from(userStats)
    .where(eq(userStats.userId, userId));
  return new Map(
    Object.entries(row?.lastGraded ?? {}).map(([scenarioId, [closedAt, grade]]) => [
      scenarioId,
      { closedAt: closedAt === null ? null : new Date(Number(closedAt)), grade: grade === null ? null : Number(grade) },
    ]),
  );
}
