import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../src";

/** The cause chain's PostgreSQL error (Drizzle wraps the driver's error in its own). */
function postgresError(error: unknown): { code?: string; constraint?: string } {
  let current = error as { cause?: unknown; code?: string };
  while (current && current.code === undefined && current.cause) current = current.cause as typeof current;
  return current as { code?: string; constraint?: string };
}

describe("the embedded database in its own thread", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ kind: "pglite" });
    await database.db.execute(sql`create table items (id int primary key, label text not null)`);
  }, 60_000);
  afterAll(() => database.close());

  it("keeps this thread free while a query runs: a timer fires before a 1 s query ends", async () => {
    let finished = false;
    const slow = database.db.execute(sql`select pg_sleep(1)`).then(() => {
      finished = true;
    });
    // On the serving thread, PostgreSQL's work would hold the timer until the query had ended.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(false);
    await slow;
    expect(finished).toBe(true);
  });

  it("returns rows, dates as PostgreSQL prints them, and JSON as objects", async () => {
    const result = await database.db.execute(
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, '{"a":[1,2]}'::jsonb as doc, 'é' as text`,
    );
    expect(result.rows).toEqual([{ at: "2026-01-02 03:04:05+00", doc: { a: [1, 2] }, text: "é" }]);
  });

  it("commits a transaction, rolls back a failed one and a failed savepoint only", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (1, 'un')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into items values (2, 'deux')`);
          throw new Error("savepoint only");
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items values (3, 'trois')`);
        throw new Error("everything");
      }),
    ).rejects.toThrow("everything");
    const rows = await database.db.execute(sql`select id, label from items order by id`);
    expect(rows.rows).toEqual([{ id: 1, label: "un" }]);
  });

  it("keeps a transaction's writes from a query outside it until it commits", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (10, 'dix')`);
      await held;
      await tx.execute(sql`update items set label = 'DIX' where id = 10`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = database.db.execute(sql`select label from items where id = 10`);
    release();
    await writing;
    expect((await outside).rows).toEqual([{ label: "DIX" }]);
  });

  it("passes PostgreSQL's error code and constraint across, and leaves the data as it was", async () => {
    const error = await database.db.execute(sql`insert into items values (1, 'encore')`).catch((caught) => caught);
    expect(postgresError(error)).toMatchObject({ code: "23505", constraint: "items_pkey" });
    const rows = await database.db.execute(sql`select label from items where id = 1`);
    expect(rows.rows).toEqual([{ label: "un" }]);
  });

  it("starts another in-memory database from its image: the same rows, then each its own", async () => {
    const image = await database.dumpImage?.();
    const copy = await createDatabase({ kind: "pglite", image });
    try {
      const copied = await copy.db.execute(sql`select id, label from items order by id`);
      const original = await database.db.execute(sql`select id, label from items order by id`);
      expect(copied.rows).toEqual(original.rows);
      expect(copied.rows.length).toBeGreaterThan(0);
      await copy.db.execute(sql`insert into items values (999, 'copie')`);
      const inOriginal = await database.db.execute(sql`select count(*)::int as n from items where id = 999`);
      expect(inOriginal.rows).toEqual([{ n: 0 }]);
      // The buffer was copied to the worker, not moved: a second copy starts from it too.
      expect(image?.byteLength).toBeGreaterThan(0);
      const second = await createDatabase({ kind: "pglite", image });
      const rows = await second.db.execute(sql`select count(*)::int as n from items where id = 999`);
      expect(rows.rows).toEqual([{ n: 0 }]);
      await second.close();
    } finally {
      await copy.close();
    }
  });

  it("refuses queries once closed, with an error rather than a hang", async () => {
    const other = await createDatabase({
      kind: "pglite",
      image: await database.dumpImage?.(),
    });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
