import { challengeCompletions, type Db, threads } from "@ecos/db";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { ACTIVITY_TIME_ZONE } from "../repositories/activity";
import type { Period } from "./paris-calendar";
import { rowsOf } from "./sql-rows";

/** A scenario graded during a week: its best grade and when it was first graded (ms since epoch). */
export interface GradedInWeek {
  scenarioId: string;
  firstAt: number;
  best: number | null;
}

const epochMs = (column: unknown) => sql<number>`(extract(epoch from min(${column})) * 1000)::float8`;

/** The user's attempts at these scenarios graded in the period, one row per scenario (threads_user_closed_idx). */
export async function gradedInPeriod(
  db: Db,
  userId: string,
  scenarioIds: string[],
  period: Period,
): Promise<GradedInWeek[]> {
  if (scenarioIds.length === 0) return [];
  const rows = await db
    .select({
      scenarioId: threads.scenarioId,
      firstAt: epochMs(threads.closedAt),
      best: sql<number | null>`max(${threads.digitizedGrade})::float8`,
    })
    .from(threads)
    .where(
      and(
        eq(threads.userId, userId),
        eq(threads.status, "corrected"),
        gte(threads.closedAt, period.start),
        lt(threads.closedAt, period.end),
        inArray(threads.scenarioId, scenarioIds),
      ),
    )
    .groupBy(threads.scenarioId);
  return rows.map((row) => ({
    scenarioId: row.scenarioId,
    firstAt: Number(row.firstAt),
    best: row.best === null ? null : Number(row.best),
  }));
}

/** A week (Paris ISO week id) in which the user graded at least three different stations and has no badge yet. */
export interface CandidateWeek {
  week: string;
  graded: GradedInWeek[];
}

/**
 * The weeks that could hold a badge not recorded yet: at least three different stations graded in the
 * week (Europe/Paris), and no completion stored for it. Badges are computed on read, so a challenge
 * finished on Sunday night is recognised whenever the student comes back.
 */
export async function candidateWeeks(db: Db, userId: string): Promise<CandidateWeek[]> {
  // The zone is written into the statement (a constant): the week expression appears twice and two
  // bound parameters would make two different expressions.
  const week = sql.raw(`to_char(closed_at at time zone '${ACTIVITY_TIME_ZONE}', 'IYYY-"W"IW')`);
  const result = await db.execute(sql`
    select week, scenario_id, first_at
    from (
      select ${week} as week, scenario_id,
             (extract(epoch from min(closed_at)) * 1000)::float8 as first_at,
             count(*) over (partition by ${week}) as stations
      from threads
      where user_id = ${userId}::uuid and status = 'corrected' and closed_at is not null
      group by ${week}, scenario_id
    ) per_station
    where stations >= 3
      and not exists (
        select 1 from challenge_completions done where done.user_id = ${userId}::uuid and done.week = per_station.week
      )`);
  const byWeek = new Map<string, GradedInWeek[]>();
  for (const row of rowsOf<{ week: string; scenario_id: string; first_at: number | string }>(result)) {
    const list = byWeek.get(row.week) ?? [];
    list.push({ scenarioId: row.scenario_id, firstAt: Number(row.first_at), best: null });
    byWeek.set(row.week, list);
  }
  return [...byWeek].map(([id, graded]) => ({ week: id, graded }));
}

/** Records badges; a week already recorded is left as it is (unique per user and week). */
export async function recordCompletions(db: Db, userId: string, weeks: Array<{ week: string; completedAt: Date }>) {
  if (weeks.length === 0) return;
  await db
    .insert(challengeCompletions)
    .values(weeks.map((entry) => ({ userId, week: entry.week, completedAt: entry.completedAt })))
    .onConflictDoNothing({ target: [challengeCompletions.userId, challengeCompletions.week] });
}

/** The user's badges, newest week first. */
export function listCompletions(db: Db, userId: string) {
  return db
    .select({ week: challengeCompletions.week, completedAt: challengeCompletions.completedAt })
    .from(challengeCompletions)
    .where(eq(challengeCompletions.userId, userId))
    .orderBy(desc(challengeCompletions.week));
}
