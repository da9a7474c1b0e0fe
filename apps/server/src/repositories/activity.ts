import { WEEKDAYS } from "@ecos/contracts";
import { type Db, threads, userStats, users } from "@ecos/db";
import { eq, sql } from "drizzle-orm";
import type { UserActivity } from "../services/user-view";

/** Days are counted in the students' time zone (the national exam is in France). */
export const ACTIVITY_TIME_ZONE = "Europe/Paris";

/**
 * Average grade and count of the user's graded stations (the per-user aggregates, user_stats: only
 * grades that may be shown), and the days of this week with one (any graded station, from the index
 * threads_user_closed_idx: the last eight days bound the range, the week's start in Paris filters it).
 */
export async function userActivity(db: Db, userId: string): Promise<UserActivity> {
  const localClosed = sql`(${threads.closedAt} at time zone ${ACTIVITY_TIME_ZONE})`;
  const days = sql<number[] | null>`(select array_agg(distinct extract(isodow from ${localClosed})::int)
    from ${threads}
    where ${threads.userId} = ${users.id} and ${threads.status} = 'corrected'
      and ${threads.closedAt} > now() - interval '8 days'
      and ${localClosed} >= date_trunc('week', now() at time zone ${ACTIVITY_TIME_ZONE}))`;
  const [row] = await db
    .select({
      average: userStats.average,
      count: userStats.corrected,
      days,
    })
    .from(users)
    .leftJoin(userStats, eq(userStats.userId, users.id))
    .where(eq(users.id, userId));
  const average = row?.average ?? null;
  return {
    avgGrade: average === null ? null : Math.round(Number(average) * 10) / 10,
    count: Number(row?.count ?? 0),
    activeDays: new Set((row?.days ?? []).flatMap((day) => WEEKDAYS[Number(day) - 1] ?? [])),
  };
}
