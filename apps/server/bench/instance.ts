/**
 * One app instance for the scale-out bench (scale-out.ts): the whole app on PostgreSQL (DATABASE_URL,
 * already migrated) on a free port, which it prints as one JSON line; stops on SIGTERM.
 */
import type { AddressInfo } from "node:net";
import { createDatabase } from "@ecos/db";
import { sharedClassifier } from "@ecos/engine";
import { buildApp } from "../src/app";
import { testConfig } from "../test/databases";

const url = process.env.DATABASE_URL as string;
const database = await createDatabase({ kind: "postgres", url, max: 10 });
sharedClassifier();
const { server } = await buildApp({
  config: testConfig({ databaseUrl: url, jwtSecret: process.env.JWT_SECRET as string }),
  database,
  logger: false,
});
await server.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ port: (server.server.address() as AddressInfo).port }));
process.once("SIGTERM", async () => {
  await server.close();
  await database.close();
  process.exit(0);
});
