import { circuits, type Db, threads } from "@ecos/db";
import { and, asc, avg, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isUuid } from "./threads";

export type CircuitRow = typeof circuits.$inferSelect;

/** The statuses of a circuit still being played (one at most per student). */
export const ACTIVE_CIRCUIT_STATUSES = ["running", "paused"] as const;

export async function insertCircuit(db: Db, values: typeof circuits.$inferInsert): Promise<CircuitRow> {
  const [row] = await db.insert(circuits).values(values).returning();
  if (!row) throw new Error("insert into circuits returned nothing");
  return row;
}

export async function findCircuit(db: Db, userId: string, circuitId: string): Promise<CircuitRow | undefined> {
  if (!isUuid(circuitId)) return undefined;
  const [row] = await db
    .select()
    .from(circuits)
    .where(and(eq(circuits.id, circuitId), eq(circuits.userId, userId)));
  return row;
}

export async function findCircuitById(db: Db, circuitId: string): Promise<CircuitRow | undefined> {
  const [row] = await db.select().from(circuits).where(eq(circuits.id, circuitId));
  return row;
}

/**
 * The user's circuit, locked for the rest of the transaction, after its stations: grading a station
 * locks the station first and then its circuit, so everything that changes a circuit takes its locks
 * in that same order (no deadlock between a grade and a move of the circuit).
 */
export async function lockCircuit(db: Db, userId: string, circuitId: string): Promise<CircuitRow | undefined> {
  if (!isUuid(circuitId)) return undefined;
  await db
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.circuitId, circuitId), eq(threads.userId, userId)))
    .for("update");
  const [row] = await db
    .select()
    .from(circuits)
    .where(and(eq(circuits.id, circuitId), eq(circuits.userId, userId)))
    .for("update");
  return row;
}

/** A circuit locked by id alone (its station's owner was checked by the caller). */
export async function lockCircuitById(db: Db, circuitId: string): Promise<CircuitRow | undefined> {
  const [row] = await db.select().from(circuits).where(eq(circuits.id, circuitId)).for("update");
  return row;
}

export async function updateCircuit(db: Db, circuitId: string, values: Partial<typeof circuits.$inferInsert>) {
  const [row] = await db
    .update(circuits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(circuits.id, circuitId))
    .returning();
  if (!row) throw new Error("circuit vanished during update");
  return row;
}

export async function deleteCircuit(db: Db, circuitId: string) {
  await db.delete(circuits).where(eq(circuits.id, circuitId));
}

export async function activeCircuit(db: Db, userId: string): Promise<CircuitRow | undefined> {
  const [row] = await db
    .select()
    .from(circuits)
    .where(and(eq(circuits.userId, userId), inArray(circuits.status, [...ACTIVE_CIRCUIT_STATUSES])))
    .orderBy(desc(circuits.createdAt))
    .limit(1);
  return row;
}

/** A circuit's stations opened so far, in circuit order (the oldest first for one place, should there be two). */
export function circuitThreads(db: Db, circuitId: string) {
  return db
    .select()
    .from(threads)
    .where(eq(threads.circuitId, circuitId))
    .orderBy(asc(threads.circuitPosition), asc(threads.createdAt));
}

/** How often the user has opened each scenario (any outcome): the draw prefers the least played. */
export async function playCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ scenarioId: threads.scenarioId, plays: count() })
    .from(threads)
    .where(eq(threads.userId, userId))
    .groupBy(threads.scenarioId);
  return new Map(rows.map((row) => [row.scenarioId, Number(row.plays)]));
}

/** The user's circuits, newest first, with their number of graded stations. */
export async function listCircuits(db: Db, userId: string, limit: number) {
  const graded = db
    .select({ circuitId: threads.circuitId, done: count().as("done") })
    .from(threads)
    .where(and(eq(threads.userId, userId), eq(threads.status, "corrected"), isNotNull(threads.circuitId)))
    .groupBy(threads.circuitId)
    .as("graded");
  const rows = await db
    .select({ circuit: circuits, done: graded.done })
    .from(circuits)
    .leftJoin(graded, eq(graded.circuitId, circuits.id))
    .where(eq(circuits.userId, userId))
    .orderBy(desc(circuits.createdAt), desc(circuits.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.circuit, done: Number(row.done ?? 0) }));
}

/** Every finished circuit of the user with its mean, oldest first. */
export async function finishedCircuits(db: Db, userId: string) {
  const rows = await db
    .select({
      id: circuits.id,
      scenarioIds: circuits.scenarioIds,
      meanGrade: circuits.meanGrade,
      finishedAt: circuits.finishedAt,
    })
    .from(circuits)
    .where(and(eq(circuits.userId, userId), eq(circuits.status, "finished"), isNotNull(circuits.meanGrade)))
    .orderBy(asc(circuits.finishedAt), asc(circuits.id));
  return rows.flatMap((row) =>
    row.meanGrade !== null && row.finishedAt !== null
      ? [{ id: row.id, size: row.scenarioIds.length, mean: row.meanGrade, finishedAt: row.finishedAt }]
      : [],
  );
}

export interface AreaAverage {
  id: string;
  average: number;
  count: number;
}

/** Average grade by mode and by category over the graded stations of the user's finished circuits. */
export async function finishedCircuitAreas(db: Db, userId: string) {
  const inFinishedCircuit = and(
    eq(threads.userId, userId),
    eq(threads.status, "corrected"),
    isNotNull(threads.digitizedGrade),
    sql`exists (select 1 from ${circuits} where ${circuits.id} = ${threads.circuitId} and ${circuits.status} = 'finished')`,
  );
  const byColumn = async (column: typeof threads.modeId | typeof threads.categoryId): Promise<AreaAverage[]> => {
    const rows = await db
      .select({ id: column, average: avg(threads.digitizedGrade), count: count() })
      .from(threads)
      .where(inFinishedCircuit)
      .groupBy(column);
    return rows.map((row) => ({ id: row.id, average: Number(row.average), count: Number(row.count) }));
  };
  return { modes: await byColumn(threads.modeId), categories: await byColumn(threads.categoryId) };
}
