import { WEEKDAYS } from "@ecos/contracts";
import { type Db, threads } from "@ecos/db";
import { and, avg, count, eq, sql } from "drizzle-orm";
import type { UserActivity } from "../services/user-view";
import { gradeIsVisible } from "./circuit-visibility";

/** Days are counted in the students' time zone (the national exam is in France). */
export const ACTIVITY_TIME_ZONE = "Europe/Paris";

/** Average grade and count of the user's graded stations, and the days of this week with one. */
export async function userActivity(db: Db, userId: string): Promise<UserActivity> {
  const mine = and(eq(threads.userId, userId), eq(threads.status, "corrected"));
  const [summary] = await db
    .select({ avg: avg(threads.digitizedGrade), count: count() })
    .from(threads)
    .where(and(mine, gradeIsVisible)); // not the grades of a circuit still being played
  const localClosed = sql`(${threads.closedAt} at time zone ${ACTIVITY_TIME_ZONE})`;
  const days = await db
    .selectDistinct({ day: sql<number>`extract(isodow from ${localClosed})::int` })
    .from(threads)
    .where(and(mine, sql`${localClosed} >= date_trunc('week', now() at time zone ${ACTIVITY_TIME_ZONE})`));
  const average = summary?.avg === null || summary?.avg === undefined ? null : Number(summary.avg);
  return {
    avgGrade: average === null ? null : Math.round(average * 10) / 10,
    count: Number(summary?.count ?? 0),
    activeDays: new Set(days.flatMap((row) => WEEKDAYS[Number(row.day) - 1] ?? [])),
  };
}
