import { sharedClassifier } from "@ecos/engine";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./runtime";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./services/demo-seed";

const config = loadConfig();
const database = await openDatabase(config);
const { server } = await buildApp({ config, database });

if (config.demoData) {
  const created = await seedDemoAccounts(database.db);
  if (created.length > 0) {
    server.log.info("Comptes de démonstration créés :");
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
    }
  }
}

const shutdown = async (signal: string) => {
  server.log.info({ signal }, "shutting down");
  await server.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

// The patient's language model trains once per process (about a second): do it now, not on the first question.
const trainingStarted = performance.now();
sharedClassifier();
server.log.info({ ms: Math.round(performance.now() - trainingStarted) }, "patient language model ready");

await server.listen({ port: config.port, host: config.host });
console.log(`\nECOS Academy est prête : http://localhost:${config.port} (base ${database.kind})\n`);
