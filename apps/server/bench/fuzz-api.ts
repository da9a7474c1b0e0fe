/**
 * npm run fuzz:api
 * Builds the whole app on PGlite, and on PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set,
 * signs in a student and an admin, and sends malformed input to every route the router knows (NUL
 * bytes, lone surrogates, huge strings, wrong types, prototype keys, odd numbers, bad JSON, wrong
 * content types, forged tokens, invalid ids, long urls), then a few raw requests over a real socket.
 * Prints the number of requests, of 5xx answers (must be 0), of error bodies of another shape than
 * `{ detail: { error_code, fields, message } }` and of urls echoed back; exits with 1 if any.
 * FUZZ_REDUCED=1 runs the small subset the test suite runs.
 */
import { randomBytes } from "node:crypto";
import { buildApp } from "../src/app";
import { createTestDatabase, type DbKind, testConfig } from "../test/databases";
import { fuzzRawHttp } from "./fuzz/raw-http";
import { type Finding, fuzzApp } from "./fuzz/run";

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const kinds: DbKind[] = adminUrl ? ["pglite", "postgres"] : ["pglite"];
const SHOWN = 5;

function show(title: string, findings: readonly Finding[]) {
  console.log(`  ${title} : ${findings.length}`);
  for (const finding of findings.slice(0, SHOWN)) {
    console.log(`    ${finding.status} ${finding.method} ${finding.url} [${finding.label}] ${finding.body}`);
  }
}

async function run(kind: DbKind): Promise<boolean> {
  const database = await createTestDatabase(kind, adminUrl, "ecos_fuzz");
  const app = await buildApp({
    config: testConfig({ jwtSecret: randomBytes(32).toString("hex") }),
    database,
    logger: false,
  });
  try {
    await app.server.ready();
    const started = performance.now();
    const report = await fuzzApp(app, { reduced: process.env.FUZZ_REDUCED === "1" });
    await fuzzRawHttp(app, report);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${kind} : ${report.routes.length} routes, ${report.requests} requêtes en ${seconds} s`);
    show("réponses 5xx", report.serverErrors);
    show("erreurs hors format { detail }", report.badShapes);
    show("url renvoyée dans l'erreur", report.echoes);
    if (report.unsent.length > 0) show("requêtes que l'injecteur n'a pas pu construire", report.unsent);
    return report.serverErrors.length + report.badShapes.length + report.echoes.length === 0;
  } finally {
    await app.server.close();
    await database.close();
  }
}

let clean = true;
for (const kind of kinds) clean = (await run(kind)) && clean;
process.exit(clean ? 0 : 1);
