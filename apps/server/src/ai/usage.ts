import { type Db, llmUsage } from "@ecos/db";
import { and, eq, sql } from "drizzle-orm";
import { ACTIVITY_TIME_ZONE } from "../repositories/activity";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ACTIVITY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Paris day of an instant, YYYY-MM-DD: budgets reset at midnight in Paris. */
export const parisDayKey = (now: Date = new Date()) => dayFormat.format(now);

/** Tokens the user spent on the model today (Paris time). */
export async function tokensSpentToday(db: Db, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ tokens: llmUsage.tokens })
    .from(llmUsage)
    .where(and(eq(llmUsage.userId, userId), eq(llmUsage.day, parisDayKey(now))));
  return row?.tokens ?? 0;
}

/** Whether the user may still call the model today: under the daily budget (0 means no call at all). */
export async function withinBudget(db: Db, userId: string, budget: number, now = new Date()): Promise<boolean> {
  if (budget <= 0) return false;
  return (await tokensSpentToday(db, userId, now)) < budget;
}

/**
 * Adds one model call (or one fallback without a call) to the user's day: one statement, safe when
 * several replies are recorded at once.
 */
export async function recordUsage(
  db: Db,
  userId: string,
  entry: { tokens: number; called: boolean; fallback: boolean },
  now = new Date(),
): Promise<void> {
  const calls = entry.called ? 1 : 0;
  const fallbacks = entry.fallback ? 1 : 0;
  await db
    .insert(llmUsage)
    .values({ userId, day: parisDayKey(now), tokens: entry.tokens, calls, fallbacks })
    .onConflictDoUpdate({
      target: [llmUsage.userId, llmUsage.day],
      set: {
        tokens: sql`${llmUsage.tokens} + ${entry.tokens}`,
        calls: sql`${llmUsage.calls} + ${calls}`,
        fallbacks: sql`${llmUsage.fallbacks} + ${fallbacks}`,
      },
    });
}
