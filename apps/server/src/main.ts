import { sharedClassifier } from "@ecos/engine";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./runtime";
import { prepareStartup, UnsafeStartupError } from "./services/startup-checks";

const config = loadConfig();
const database = await openDatabase(config);
let demoAccounts: Awaited<ReturnType<typeof prepareStartup>>;
try {
  // In production: refuses to start while a known default password would work.
  demoAccounts = await prepareStartup(config, database.db);
} catch (error) {
  await database.close();
  if (!(error instanceof UnsafeStartupError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { server, ctx } = await buildApp({ config, database });

if (demoAccounts.length > 0) {
  server.log.info("Comptes de démonstration créés :");
  for (const account of demoAccounts) {
    console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
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

// Which AI answers: the embedded engine alone, or a model besides it (and whether it answers now).
const aiLine = await ctx.ai.describe();
server.log.info({ model: config.llm?.model ?? null }, aiLine);

await server.listen({ port: config.port, host: config.host });
console.log(`IA : ${aiLine}`);
console.log(`\nECOS Academy est prête : http://localhost:${config.port} (base ${database.kind})\n`);
