import { loadConfig } from "./config";
import { openDatabase } from "./runtime";

const started = performance.now();
const config = loadConfig();
// The database opens first (PGlite boots in its own thread, PostgreSQL answers over the network) while
// this thread loads the app and the patient's language model: the start takes the longer of the two,
// not their sum (issue 17).
const opening = openDatabase(config);
opening.catch(() => undefined); // its failure is thrown where it is awaited, below
const [{ sharedClassifier }, { buildApp }, { prepareStartup, UnsafeStartupError }] = await Promise.all([
  import("@ecos/engine"),
  import("./app"),
  import("./services/startup-checks"),
]);
// The patient's language model loads (or trains) once per process: now, not on the first question.
const trainingStarted = performance.now();
sharedClassifier();
const trainingMs = Math.round(performance.now() - trainingStarted);
const database = await opening;
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

server.log.info({ ms: trainingMs }, "patient language model ready");

// Which AI answers: the embedded engine alone, or a model besides it (and whether it answers now).
const aiLine = await ctx.ai.describe();
server.log.info({ model: config.llm?.model ?? null }, aiLine);

await server.listen({ port: config.port, host: config.host });
console.log(`IA : ${aiLine}`);
console.log(
  `\nECOS Academy est prête : http://localhost:${config.port} (base ${database.kind}, démarrée en ${Math.round(performance.now() - started)} ms)\n`,
);
