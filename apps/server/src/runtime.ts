import { join } from "node:path";
import { createDatabase, type Database } from "@ecos/db";
import type { AppConfig } from "./config";

/** Opens the configured database (PGlite under DATA_DIR, or PostgreSQL) and applies the migrations. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  const database = config.databaseUrl
    ? await createDatabase({ kind: "postgres", url: config.databaseUrl })
    : await createDatabase({ kind: "pglite", dataDir: join(config.dataDir, "pglite") });
  await database.migrate();
  return database;
}
