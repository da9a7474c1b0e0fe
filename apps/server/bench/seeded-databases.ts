/**
 * The databases `npm run bench:seed` builds and `npm run bench:api` reads: 10,000 students and
 * 1,000,000 stations, on PGlite (a data directory) and on PostgreSQL (a database of its own).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@ecos/db";
import pg from "pg";

export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
export const SEED_PGLITE_DIR =
  process.env.BENCH_PGLITE_DIR ?? fileURLToPath(new URL("../../../.bench/pglite", import.meta.url));
export const SEED_DATABASE_NAME = "ecos_bench_seed";
/** The student with 500 graded stations whose statistics the bench measures. */
export const HEAVY_STUDENT_EMAIL = "bench.heavy@exemple.fr";

export const adminUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;

export function seedPostgresUrl(): string {
  const url = new URL(adminUrl());
  url.pathname = `/${SEED_DATABASE_NAME}`;
  return url.toString();
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function seedPostgresExists(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const result = await client.query("select 1 from pg_database where datname = $1", [SEED_DATABASE_NAME]);
    return result.rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens the seeded database of a kind, or returns undefined when bench:seed has not built it. */
export async function openSeeded(kind: "pglite" | "postgres"): Promise<Database | undefined> {
  if (kind === "pglite") {
    if (!existsSync(SEED_PGLITE_DIR)) return undefined;
    return createDatabase({ kind: "pglite", dataDir: SEED_PGLITE_DIR });
  }
  if (!(await seedPostgresExists())) return undefined;
  return createDatabase({ kind: "postgres", url: seedPostgresUrl(), max: 20 });
}
