/**
 * npm run bench:api
 * 200 simulated students play interrogation stations over real HTTP against the whole app (embedded
 * AI), on PGlite and on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server).
 * Two phases per database, figures printed, nothing asserted:
 * - "paced": each student sends a question every 2 to 4 s (a real student types one every 10 to 20 s:
 *   five times harsher than real use), all 200 at once;
 * - "saturation": each student sends the next question as soon as the previous reply arrives.
 * Then, when `npm run bench:seed` has built them, the reads on 1,000,000 stations (reads-phase.ts).
 * On PostgreSQL, the scale-out proof: the saturation through a round-robin proxy to one, then two app
 * instances on the same database (scale-out.ts).
 * BENCH_PHASES=messages|reads|scaleout runs only those.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Database } from "@ecos/db";
import { sharedClassifier } from "@ecos/engine";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { createTestDatabase, testConfig } from "../test/databases";
import { measureReads } from "./reads-phase";
import { measureScaleOut } from "./scale-out";
import { BENCH_SCRIPTS, insertBenchStudents, openStations, percentile, probeHealth, runStudents } from "./students";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const PACED_MESSAGES = Number(process.env.BENCH_PACED_MESSAGES ?? 12);
const SATURATION_MESSAGES = Number(process.env.BENCH_SATURATION_MESSAGES ?? 10);

async function postgresAvailable(): Promise<boolean> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** What one durable commit costs on this machine's disk, alone: the floor under every stored message. */
async function commitLatency(database: Database) {
  await database.db.execute(sql`create table if not exists bench_commit (id serial primary key, at timestamptz)`);
  const timings: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await database.db.execute(sql`insert into bench_commit (at) values (now())`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `  commit seul (disque) : p50 ${percentile(timings, 50).toFixed(1)} ms · p99 ${percentile(timings, 99).toFixed(1)} ms · max ${(timings.at(-1) ?? 0).toFixed(1)} ms`,
  );
}

async function run(kind: "pglite" | "postgres") {
  const database = await createTestDatabase(
    kind,
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES,
    "ecos_bench",
  );
  const { server, ctx } = await buildApp({
    config: testConfig({ jwtSecret: randomBytes(32).toString("hex") }),
    database,
    logger: false,
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
  // 200 students, each signed in (token minted as the login would) in a station of their own.
  const students = await insertBenchStudents(database.db, ctx.accessTokens, STUDENTS, "bench");

  async function phase(name: string, messages: number, pace: [number, number]) {
    const threads = await openStations(base, students);
    if (kind === "postgres") {
      // Steady state: flush what the set-up wrote (new database, users, threads) before measuring.
      await database.db.execute(sql`checkpoint`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const health = probeHealth(base);
    const { latencies, seconds } = await runStudents(base, students, threads, messages, pace);
    const probes = await health.stop();
    latencies.sort((a, b) => a - b);
    probes.latencies.sort((a, b) => a - b);
    const f = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `  ${name.padEnd(11)} ${latencies.length} réponses en ${seconds.toFixed(1)} s : ` +
        `${(latencies.length / seconds).toFixed(0)} messages/s · p50 ${f(percentile(latencies, 50))} · ` +
        `p95 ${f(percentile(latencies, 95))} · p99 ${f(percentile(latencies, 99))} · max ${f(latencies.at(-1) ?? 0)}`,
    );
    loop.disable();
    console.log(
      `  ${"".padEnd(11)} boucle d'événements du serveur : retard p99 ${f(loop.percentile(99) / 1e6)} · max ${f(loop.max / 1e6)}`,
    );
    console.log(
      `  ${"".padEnd(11)} /api/health toutes les 100 ms : ${probes.latencies.length} appels · p50 ${f(percentile(probes.latencies, 50))} · ` +
        `p99 ${f(percentile(probes.latencies, 99))} · max ${f(probes.latencies.at(-1) ?? 0)} · échecs ${probes.failures}`,
    );
    const slowest = Math.max(latencies.at(-1) ?? 0, probes.latencies.at(-1) ?? 0);
    console.log(`  ${"".padEnd(11)} attente la plus longue (toutes requêtes) : ${f(slowest)}`);
  }

  console.log(`\n${kind === "pglite" ? "PGlite (embarqué)" : "PostgreSQL"} — ${STUDENTS} étudiants simultanés`);
  if (kind === "postgres") await commitLatency(database);
  await phase("rythmé", PACED_MESSAGES, [2000, 4000]);
  await phase("saturation", SATURATION_MESSAGES, [0, 0]);
  await server.close();
  await database.close();
}

// Each database runs in a process of its own, so that one run's memory and garbage do not weigh on the next.
if (!process.env.BENCH_DATABASES) {
  for (const kind of ["pglite", "postgres"]) {
    const args = [...process.execArgv, ...process.argv.slice(1)];
    const child = spawnSync(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, BENCH_DATABASES: kind },
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
  process.exit(0);
}

const trainingStarted = performance.now();
sharedClassifier();
console.log(
  `Modèle du patient entraîné en ${(performance.now() - trainingStarted).toFixed(0)} ms (une fois par processus)`,
);
const kinds = process.env.BENCH_DATABASES.split(",");
const phases = (process.env.BENCH_PHASES ?? "messages,reads,scaleout").split(",");
async function runAll(kind: "pglite" | "postgres") {
  if (phases.includes("messages")) await run(kind);
  if (phases.includes("reads")) await measureReads(kind);
  if (kind === "postgres" && phases.includes("scaleout")) {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
    await measureScaleOut(url, { students: STUDENTS, messages: SATURATION_MESSAGES, scripts: BENCH_SCRIPTS });
  }
}
if (kinds.includes("pglite")) await runAll("pglite");
if (!kinds.includes("postgres")) process.exit(0);
if (await postgresAvailable()) await runAll("postgres");
else console.log("\nPostgreSQL injoignable : phase PostgreSQL sautée (BENCH_DATABASE_URL pour la lancer).");
