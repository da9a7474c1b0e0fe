import { randomBytes } from "node:crypto";
import { createDatabase, type Database } from "@ecos/db";
import { migratedPgliteImage } from "@ecos/db/test-support";
import pg from "pg";
import { type AppConfig, DEFAULT_RATE_LIMITS } from "../src/config";

// No vitest here: the benchmarks use these too.

export type DbKind = "pglite" | "postgres";

/** Integration tests always run on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: false,
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    databaseUrl: undefined,
    jwtSecret: "test-secret-test-secret-test-secret-0123456789",
    demoData: false,
    cookieSecure: false,
    trustProxy: false,
    logLevel: "silent",
    webDist: "/nonexistent",
    invitationTtlDays: 14,
    smtp: undefined,
    mailFrom: "ECOS Academy <no-reply@ecos.local>",
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      authPerIpPerMinute: 10_000,
      refreshPerIpPerMinute: 10_000,
      formsPerIpPerMinute: 10_000,
    },
    ...overrides,
  };
}

/**
 * A fresh, migrated database of the given kind: on PGlite, in memory, started from an image of a
 * migrated one (initdb runs once per machine, not once per file); on PostgreSQL a database of its own,
 * dropped at the end. `migrate()` still runs: it finds nothing to apply.
 */
export async function createTestDatabase(
  kind: DbKind,
  adminUrl = process.env.TEST_DATABASE_URL as string,
  prefix = "ecos_test",
): Promise<Database> {
  if (kind === "pglite") {
    const database = await createDatabase({ kind: "pglite", image: await migratedPgliteImage() });
    await database.migrate();
    return database;
  }
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
