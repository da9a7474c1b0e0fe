import { type Db, examRequests, messages, observations, stationActions, threads } from "@ecos/db";
import { and, asc, desc, eq, isNotNull, isNull, ne, sql, sum } from "drizzle-orm";
import { gradeIsVisible } from "./circuit-visibility";

export type ThreadRow = typeof threads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ObservationRow = typeof observations.$inferSelect;
export type ActionRow = typeof stationActions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from the URL are checked before they reach a uuid column (a bad one is simply not found). */
export const isUuid = (value: string) => UUID.test(value);

export async function insertThread(db: Db, values: typeof threads.$inferInsert): Promise<ThreadRow> {
  const [row] = await db.insert(threads).values(values).returning();
  if (!row) throw new Error("insert into threads returned nothing");
  return row;
}

/**
 * The user's stations not graded yet, and those opened in the last hour (with the seconds until the
 * oldest of them leaves that hour). Abandoned stations are deleted, so they no longer count.
 */
export async function stationCounts(db: Db, userId: string) {
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${threads.status} <> 'corrected'))::int`,
      lastHour: sql<number>`(count(*) filter (where ${threads.createdAt} > now() - interval '1 hour'))::int`,
      retryAfter: sql<
        number | null
      >`ceil(extract(epoch from (min(${threads.createdAt}) filter (where ${threads.createdAt} > now() - interval '1 hour') + interval '1 hour' - now())))::int`,
    })
    .from(threads)
    .where(eq(threads.userId, userId));
  return { open: Number(row?.open ?? 0), lastHour: Number(row?.lastHour ?? 0), retryAfter: row?.retryAfter ?? null };
}

/** The user's thread, locked for the rest of the transaction (one change at a time per station). */
export async function lockThread(db: Db, userId: string, threadId: string): Promise<ThreadRow | undefined> {
  if (!isUuid(threadId)) return undefined;
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.userId, userId)))
    .for("update");
  return row;
}

/** What a reply needs of each earlier message (not its meta, tokens or dates). */
export type HistoryMessage = Pick<MessageRow, "id" | "seq" | "from" | "channel" | "content" | "clientId" | "replyTo">;

/**
 * The user's thread and its messages in order, in one query (the hot path of a conversation): the
 * thread's columns once and, in one JSON value, only what a reply reads of each message (issue 17: a
 * join repeated the thread's twenty columns on every message, and the embedded database spent its
 * time decoding them).
 */
export async function findThreadWithMessages(db: Db, userId: string, threadId: string) {
  if (!isUuid(threadId)) return undefined;
  const [row] = await db
    .select({
      thread: threads,
      history: sql<HistoryMessage[] | string>`coalesce((
        select json_agg(json_build_object('id', m.id, 'seq', m.seq, 'from', m."from", 'channel', m.channel,
          'content', m.content, 'clientId', m.client_id, 'replyTo', m.reply_to) order by m.seq)
        from ${messages} m where m.thread_id = threads.id), '[]')`,
    })
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.userId, userId)));
  if (!row) return undefined;
  // (Drizzle writes a one-table query's columns unqualified: hence `threads.id` spelt out above.)
  // Both drivers decode json; a driver handing back text is read too.
  const history = typeof row.history === "string" ? (JSON.parse(row.history) as HistoryMessage[]) : row.history;
  return { thread: row.thread, messages: history };
}

export async function findThread(db: Db, userId: string, threadId: string): Promise<ThreadRow | undefined> {
  if (!isUuid(threadId)) return undefined;
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), eq(threads.userId, userId)));
  return row;
}

export async function updateThread(db: Db, threadId: string, values: Partial<typeof threads.$inferInsert>) {
  const [row] = await db
    .update(threads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(threads.id, threadId))
    .returning();
  if (!row) throw new Error("thread vanished during update");
  return row;
}

export async function deleteThread(db: Db, threadId: string) {
  await db.delete(threads).where(eq(threads.id, threadId));
}

/** Stations not graded yet, newest first (a circuit's station is resumed from its circuit, in order). */
export function listOpenThreads(db: Db, userId: string) {
  return db
    .select()
    .from(threads)
    .where(and(eq(threads.userId, userId), ne(threads.status, "corrected"), isNull(threads.circuitId)))
    .orderBy(desc(threads.updatedAt))
    .limit(50);
}

/** The last graded attempt of each scenario the user has graded (or of one scenario). */
export async function lastGradedByScenario(db: Db, userId: string, scenarioId?: string) {
  const rows = await db
    .selectDistinctOn([threads.scenarioId], {
      scenarioId: threads.scenarioId,
      closedAt: threads.closedAt,
      grade: threads.digitizedGrade,
    })
    .from(threads)
    .where(
      and(
        eq(threads.userId, userId),
        eq(threads.status, "corrected"),
        gradeIsVisible,
        scenarioId ? eq(threads.scenarioId, scenarioId) : undefined,
      ),
    )
    .orderBy(threads.scenarioId, desc(threads.closedAt));
  return new Map(rows.map((row) => [row.scenarioId, row]));
}

/** XP already earned on a scenario by the user's graded attempts. */
export async function xpEarnedOnScenario(db: Db, userId: string, scenarioId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(threads.xpAwarded) })
    .from(threads)
    .where(and(eq(threads.userId, userId), eq(threads.scenarioId, scenarioId), isNotNull(threads.xpAwarded)));
  return Number(row?.total ?? 0);
}

export function threadMessages(db: Db, threadId: string) {
  return db.select().from(messages).where(eq(messages.threadId, threadId)).orderBy(asc(messages.seq));
}

/**
 * Appends a student message and its reply in one statement, only while the station is being played
 * (running: not paused, not ended),
 * and moves its clock. Positions are unique per thread: if another write took them meanwhile the
 * statement fails with a unique violation and nothing is stored. Returns false when the station is
 * no longer being played.
 */
export async function appendExchange(
  db: Db,
  thread: { id: string; userId: string; clock: { remainingMs: number; timerAt: Date } | null },
  rows: [typeof messages.$inferInsert, typeof messages.$inferInsert],
): Promise<boolean> {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.seq}::int, ${row.from}, ${row.channel}, ${row.content}, ${row.clientId ?? null}::uuid, ${row.replyTo ?? null}::uuid, ${row.meta ? JSON.stringify(row.meta) : null}::jsonb, ${row.llmTokens ?? null}::int)`,
    ),
    sql`, `,
  );
  const clock = thread.clock
    ? sql`remaining_ms = ${thread.clock.remainingMs}, timer_at = ${thread.clock.timerAt.toISOString()}::timestamptz,`
    : sql``;
  const result = await db.execute(sql`
    with playing as (
      update threads set ${clock} updated_at = now()
      where id = ${thread.id}::uuid and user_id = ${thread.userId}::uuid
        and step = 'simulation' and status = 'running'
      returning id
    )
    insert into messages (id, thread_id, seq, "from", channel, content, client_id, reply_to, meta, llm_tokens)
    select v.id, playing.id, v.seq, v.from_, v.channel, v.content, v.client_id, v.reply_to, v.meta, v.llm_tokens
    from (values ${values}) as v(id, seq, from_, channel, content, client_id, reply_to, meta, llm_tokens)
    cross join playing
    returning messages.id`);
  const count = Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);
  return count === rows.length;
}

export async function insertMessages(db: Db, rows: Array<typeof messages.$inferInsert>): Promise<MessageRow[]> {
  return db.insert(messages).values(rows).returning();
}

/** A message with its thread's owner, for reporting. */
export async function findMessageForUser(db: Db, userId: string, messageId: string) {
  if (!isUuid(messageId)) return undefined;
  const [row] = await db
    .select({ message: messages })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(and(eq(messages.id, messageId), eq(threads.userId, userId)));
  return row?.message;
}

export async function findMessage(db: Db, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row;
}

export async function markReported(db: Db, messageId: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ reported: true })
    .where(and(eq(messages.id, messageId), eq(messages.reported, false)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export function threadExamIds(db: Db, threadId: string) {
  return db
    .select({ examId: examRequests.examId })
    .from(examRequests)
    .where(eq(examRequests.threadId, threadId))
    .orderBy(asc(examRequests.createdAt), asc(examRequests.id));
}

export async function recordExam(db: Db, threadId: string, examId: string) {
  await db.insert(examRequests).values({ threadId, examId }).onConflictDoNothing();
}

export function threadObservations(db: Db, threadId: string) {
  return db
    .select()
    .from(observations)
    .where(eq(observations.threadId, threadId))
    .orderBy(asc(observations.createdAt), asc(observations.id));
}

export async function insertObservation(db: Db, threadId: string, content: string, clientId: string | undefined) {
  if (clientId) {
    const [existing] = await db
      .select()
      .from(observations)
      .where(and(eq(observations.threadId, threadId), eq(observations.clientId, clientId)));
    if (existing) return existing;
  }
  const [row] = await db.insert(observations).values({ threadId, content, clientId }).returning();
  if (!row) throw new Error("insert into observations returned nothing");
  return row;
}

export function threadActions(db: Db, threadId: string): Promise<ActionRow[]> {
  return db.select().from(stationActions).where(eq(stationActions.threadId, threadId)).orderBy(asc(stationActions.seq));
}

export async function insertAction(db: Db, values: typeof stationActions.$inferInsert): Promise<ActionRow> {
  const [row] = await db.insert(stationActions).values(values).returning();
  if (!row) throw new Error("insert into station_actions returned nothing");
  return row;
}
