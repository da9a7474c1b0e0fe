import { type Db, rateCounters } from "@ecos/db";
import { and, eq, gt, inArray, isNull, lt, max, or, type SQL, sql } from "drizzle-orm";
import {
  advance,
  THROTTLE_PRUNE_INTERVAL_MS,
  THROTTLE_RETENTION_MS,
  type ThrottlePolicy,
  type ThrottleState,
  type ThrottleStore,
} from "./throttle";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const plusMs = (time: SQL, ms: SQL | number) => sql`(${time} + (${ms})::double precision * interval '1 millisecond')`;

/**
 * Counters in the `rate_counters` table, shared by every instance on the same PostgreSQL database.
 * `consume` is one `INSERT … ON CONFLICT … DO UPDATE … WHERE not blocked … RETURNING`: the row lock
 * orders concurrent attempts, so N parallel requests cannot all pass a limit of 5. The SQL mirrors
 * `advance` in throttle.ts (the tests run both stores through the same cases).
 */
export class DatabaseThrottleStore implements ThrottleStore {
  private lastPrune = 0;

  constructor(private readonly db: Db) {}

  async blockedUntil(keys: readonly string[], now: Date): Promise<Date | null> {
    if (keys.length === 0) return null;
    const [row] = await this.db
      .select({ until: max(rateCounters.blockedUntil) })
      .from(rateCounters)
      .where(and(inArray(rateCounters.key, [...keys]), gt(rateCounters.blockedUntil, now)));
    return row?.until ?? null;
  }

  async consume(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleState | null> {
    await this.prune(now);
    const old = {
      count: sql`${rateCounters.count}`,
      windowStart: sql`${rateCounters.windowStart}`,
      blockedUntil: sql`${rateCounters.blockedUntil}`,
    };
    const stale =
      policy.kind === "window"
        ? sql`${at(now)} >= ${plusMs(old.windowStart, policy.windowMs)}`
        : sql`${at(now)} >= ${plusMs(sql`coalesce(${old.blockedUntil}, ${old.windowStart})`, policy.forgetAfterMs)}`;
    const count = sql`(case when ${stale} then 1 else ${old.count} + 1 end)`;
    const windowStart = sql`(case when ${stale} then ${at(now)} else ${old.windowStart} end)`;
    const blockEnd =
      policy.kind === "window"
        ? plusMs(windowStart, policy.windowMs)
        : plusMs(
            at(now),
            sql`least(${policy.firstBlockMs}::double precision * power(2, least(${count} - ${policy.limit}, 30)), ${policy.maxBlockMs}::double precision)`,
          );
    const first = advance(undefined, policy, now);
    const rows = await this.db
      .insert(rateCounters)
      .values({ key, count: first.count, windowStart: first.windowStart, blockedUntil: first.blockedUntil })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`${count}`,
          windowStart: sql`${windowStart}`,
          blockedUntil: sql`(case when ${count} >= ${policy.limit} then ${blockEnd} else null end)`,
        },
        setWhere: or(isNull(rateCounters.blockedUntil), sql`${rateCounters.blockedUntil} <= ${at(now)}`),
      })
      .returning({
        count: rateCounters.count,
        windowStart: rateCounters.windowStart,
        blockedUntil: rateCounters.blockedUntil,
      });
    return rows[0] ?? null;
  }

  async release(key: string, policy: ThrottlePolicy): Promise<void> {
    await this.db
      .update(rateCounters)
      .set({
        count: sql`greatest(${rateCounters.count} - 1, 0)`,
        blockedUntil: sql`(case when ${rateCounters.count} - 1 < ${policy.limit} then null else ${rateCounters.blockedUntil} end)`,
      })
      .where(eq(rateCounters.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key));
  }

  /** Every few minutes (per instance), drops counters untouched for THROTTLE_RETENTION_MS. */
  private async prune(now: Date) {
    if (now.getTime() - this.lastPrune < THROTTLE_PRUNE_INTERVAL_MS) return;
    this.lastPrune = now.getTime();
    const cutoff = new Date(now.getTime() - THROTTLE_RETENTION_MS);
    await this.db
      .delete(rateCounters)
      .where(
        and(
          lt(rateCounters.windowStart, cutoff),
          or(isNull(rateCounters.blockedUntil), lt(rateCounters.blockedUntil, cutoff)),
        ),
      );
  }
}
