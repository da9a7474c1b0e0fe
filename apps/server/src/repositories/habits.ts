import { type Db, threads } from "@ecos/db";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { gradeIsVisible } from "./circuit-visibility";

/** One graded station, reduced to what the habits need: which criteria earned their point. */
export interface GradedCriteria {
  scenarioId: string;
  closedAt: Date;
  /** Ids of the stored grade's criteria with point 1, and with point 0. */
  earned: string[];
  missed: string[];
}

const idsWithPoint = (point: 0 | 1) =>
  sql<string[]>`coalesce(jsonb_path_query_array(${threads.grade}, ${sql.raw(
    `'$.Criterias[*] ? (@.point == ${point}).id'`,
  )}), '[]'::jsonb)`;

/**
 * The user's graded stations, oldest first, with only the criterion ids of their grades (the database
 * reads the jsonb, not the quotes and explanations). One statement on threads_user_closed_idx; the
 * stations of a circuit still being played are left out (no feedback before its end).
 */
export async function gradedCriteria(db: Db, userId: string): Promise<GradedCriteria[]> {
  const rows = await db
    .select({
      scenarioId: threads.scenarioId,
      closedAt: threads.closedAt,
      earned: idsWithPoint(1),
      missed: idsWithPoint(0),
    })
    .from(threads)
    .where(
      and(
        eq(threads.userId, userId),
        eq(threads.status, "corrected"),
        isNotNull(threads.closedAt),
        isNotNull(threads.grade),
        gradeIsVisible,
      ),
    )
    .orderBy(asc(threads.closedAt), asc(threads.id));
  return rows.map((row) => ({
    scenarioId: row.scenarioId,
    closedAt: row.closedAt as Date,
    earned: asStrings(row.earned),
    missed: asStrings(row.missed),
  }));
}

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
