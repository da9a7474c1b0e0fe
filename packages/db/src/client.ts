import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PgliteWorkerClient } from "./pglite-worker-client";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database handle every repository takes: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start in-memory copies from (`image`). */
  dumpImage?(): Promise<ArrayBuffer>;
  /** PostgreSQL only: the connection pool's state now (for /api/metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export type DatabaseOptions =
  // No dataDir: in memory, empty or started from `image` (a `dumpImage` tarball, ignored with a dataDir;
  // tests start from a migrated one instead of running initdb, about 3 s, for every database).
  { kind: "pglite"; dataDir?: string; image?: ArrayBuffer } | { kind: "postgres"; url: string; max?: number };

/**
 * The embedded database's page cache. PostgreSQL's default (128 MB) fills up under load and stays
 * resident in the server's process; the embedded database serves one school's students and the
 * operating system caches its files too. Set with ALTER SYSTEM (postgresql.auto.conf), read at start.
 */
const EMBEDDED_SHARED_BUFFERS = "32MB";

/**
 * A new data directory's cluster is created (initdb) by a worker of its own, which then exits: the
 * memory initdb leaves behind (about 450 MB) goes with it instead of staying with the server until
 * its next restart (issue 17).
 */
async function createCluster(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const creator = new PgliteWorkerClient(dataDir);
  await creator.waitReady;
  await creator.query(`ALTER SYSTEM SET shared_buffers = '${EMBEDDED_SHARED_BUFFERS}'`);
  await creator.close();
}

/** A data directory created before the setting gets it for its next start. */
async function settleSharedBuffers(client: PgliteWorkerClient) {
  const { rows } = await client.query("select current_setting('shared_buffers') as value");
  const value = (rows[0] as { value?: string } | undefined)?.value;
  if (value !== EMBEDDED_SHARED_BUFFERS) {
    await client.query(`ALTER SYSTEM SET shared_buffers = '${EMBEDDED_SHARED_BUFFERS}'`);
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    if (options.dataDir) await createCluster(options.dataDir);
    // PGlite in a worker thread, so that its queries never hold the thread serving HTTP (issue 17).
    const client = new PgliteWorkerClient(options.dataDir, options.image);
    await client.waitReady;
    if (options.dataDir) await settleSharedBuffers(client);
    // The worker client offers the two calls Drizzle's PGlite driver makes: query and transaction.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
      dumpImage: () => client.dump(),
    };
  }
  const max = options.max ?? 20;
  const pool = new pg.Pool({ connectionString: options.url, max });
  // An idle connection closed by the server (a restart, a failover, an administrator) must not crash
  // the process: the pool drops it and the next query opens a new one.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL : connexion inactive fermée (${error.message})`);
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}
