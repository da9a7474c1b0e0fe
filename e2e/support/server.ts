import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@ecos/db";
import { migratedPgliteImage } from "@ecos/db/test-support";
import { type App, buildApp } from "../../apps/server/src/app";
import { DEFAULT_RATE_LIMITS, type LlmConfig } from "../../apps/server/src/config";
import { seedDemoAccounts } from "../../apps/server/src/services/demo-seed";

export interface RunningServer {
  baseUrl: string;
  app: App;
  database: Database;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** A model server besides the embedded AI (issue 16), as LLM_* would configure it; none by default. */
  llm?: LlmConfig;
}

/** The real platform (API + built SPA) on a random local port, with a fresh embedded database and the demo accounts. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const database = await createDatabase({ kind: "pglite", image: await migratedPgliteImage() });
  await database.migrate();
  await seedDemoAccounts(database.db);
  const app = await buildApp({
    database,
    logger: false,
    config: {
      production: false,
      port: 0,
      host: "127.0.0.1",
      dataDir: "/nonexistent",
      databaseUrl: undefined,
      jwtSecret: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      demoData: true,
      cookieSecure: false,
      trustProxy: false,
      logLevel: "silent",
      webDist: fileURLToPath(new URL("../../apps/web/dist", import.meta.url)),
      invitationTtlDays: 14,
      smtp: undefined,
      mailFrom: "ECOS Academy <no-reply@ecos.local>",
      rateLimits: { ...DEFAULT_RATE_LIMITS, authPerIpPerMinute: 1000, formsPerIpPerMinute: 1000 },
      ...(options.llm ? { llm: options.llm } : {}),
    },
  });
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    async stop() {
      await app.server.close();
      await database.close();
    },
  };
}
