import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase, migrationsFolder } from "../src";
import { migratedPgliteImage } from "../test-support/migrated-image";

describe("the migrated image the tests start their embedded databases from", () => {
  it("holds every migration and the schema, so that migrate() finds nothing left to apply", async () => {
    const migrations = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql"));
    const database = await createDatabase({ kind: "pglite", image: await migratedPgliteImage() });
    try {
      const applied = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied.rows).toEqual([{ n: migrations.length }]);
      await database.migrate();
      const after = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(after.rows).toEqual([{ n: migrations.length }]);
      const tables = await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name in ('users', 'user_stats', 'llm_usage')`,
      );
      expect(tables.rows).toEqual([{ n: 3 }]);
      const users = await database.db.execute(sql`select count(*)::int as n from users`);
      expect(users.rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it("is made once per process: the same bytes for every caller", async () => {
    expect(await migratedPgliteImage()).toBe(await migratedPgliteImage());
  });
});
