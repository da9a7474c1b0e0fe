/**
 * npm run bench:server
 * The production server as it runs: `node apps/server/dist/main.js` (built first; `--no-build` skips
 * it), NODE_ENV=production, in a process of its own, on PGlite and on PostgreSQL (BENCH_DATABASES
 * limits it). Prints, nothing asserted (issue 17):
 * - start-up to healthy (the first 200 from /api/health after the process is spawned): the first
 *   start (empty data directory or new database: the schema is created) and a restart, 3 of each;
 * - under the load of 200 students (paced, then saturation, as `npm run bench:api`): messages/s and
 *   latency, /api/health probed every 100 ms, and the server process's resident memory (RSS of the
 *   whole process, the embedded database's thread included, sampled every 100 ms).
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@ecos/db";
import pg from "pg";
import { AccessTokens } from "../src/lib/access-tokens";
import { type BenchStudent, insertBenchStudents, openStations, percentile, probeHealth, runStudents } from "./students";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const PACED_MESSAGES = Number(process.env.BENCH_PACED_MESSAGES ?? 12);
const SATURATION_MESSAGES = Number(process.env.BENCH_SATURATION_MESSAGES ?? 10);
const STARTS = 3;
const jwtSecret = randomBytes(32).toString("hex");
const ms = (value: number) => `${value.toFixed(0)} ms`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Running {
  child: ChildProcess;
  base: string;
  startedInMs: number;
}

/** Spawns the compiled server and waits for its first healthy answer. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ECOS_DEMO: "0",
      JWT_SECRET: jwtSecret,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited: number | null = null;
  child.once("exit", (code) => {
    exited = code ?? -1;
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (;;) {
    if (exited !== null) throw new Error(`le serveur s'est arrêté (code ${exited})`);
    const answer = await fetch(`${base}/health`).catch(() => undefined);
    if (answer?.ok) return { child, base, startedInMs: performance.now() - spawned };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stopServer(running: Running) {
  if (running.child.exitCode !== null) return;
  const exited = new Promise((resolve) => running.child.once("exit", resolve));
  running.child.kill("SIGTERM");
  await exited;
}

/** The process's resident memory now (Linux), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(running: Running, students: BenchStudent[]) {
  const pid = running.child.pid as number;
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  for (const [name, messages, pace] of [
    ["rythmé", PACED_MESSAGES, [2000, 4000]],
    ["saturation", SATURATION_MESSAGES, [0, 0]],
  ] as const) {
    const threads = await openStations(running.base, students);
    const health = probeHealth(running.base);
    const { latencies, seconds } = await runStudents(running.base, students, threads, messages, [...pace]);
    const probes = await health.stop();
    latencies.sort((a, b) => a - b);
    probes.latencies.sort((a, b) => a - b);
    const f = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `  ${name.padEnd(11)} ${latencies.length} réponses en ${seconds.toFixed(1)} s : ${(latencies.length / seconds).toFixed(0)} messages/s · ` +
        `p50 ${f(percentile(latencies, 50))} · p99 ${f(percentile(latencies, 99))} · max ${f(latencies.at(-1) ?? 0)}`,
    );
    console.log(
      `  ${"".padEnd(11)} /api/health : p50 ${f(percentile(probes.latencies, 50))} · p99 ${f(percentile(probes.latencies, 99))} · ` +
        `max ${f(probes.latencies.at(-1) ?? 0)} · échecs ${probes.failures}`,
    );
  }
  clearInterval(sampler);
  console.log(
    `  mémoire du serveur (RSS) : ${idle.toFixed(0)} Mo au repos · ${peak.toFixed(0)} Mo au plus haut sous la charge · ${rssMb(pid).toFixed(0)} Mo après`,
  );
}

function printStarts(label: string, timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`  ${label.padEnd(44)} médiane ${ms(percentile(sorted, 50))} · max ${ms(sorted.at(-1) ?? 0)}`);
}

/** A place for one server's data: the environment that points the server at it, how to open it here. */
interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
}

/** 3 first starts and 3 restarts on fresh targets, then the load on the first one (with its students). */
async function benchServer(freshLabel: string, fresh: () => Promise<Target>) {
  const targets: Target[] = [];
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const target = await fresh();
    targets.push(target);
    for (const timings of [first, again]) {
      const running = await startServer(target.env);
      timings.push(running.startedInMs);
      await stopServer(running);
    }
  }
  printStarts(freshLabel, first);
  printStarts("redémarrage, base existante :", again);
  const target = targets[0] as Target;
  const database = await target.open();
  const students = await insertBenchStudents(database.db, new AccessTokens(jwtSecret), STUDENTS, "server");
  await database.close();
  const running = await startServer(target.env);
  try {
    await load(running, students);
  } finally {
    await stopServer(running);
  }
}

async function benchPglite() {
  console.log(`\nPGlite (embarqué) — node apps/server/dist/main.js, NODE_ENV=production`);
  const dirs: string[] = [];
  try {
    await benchServer("démarrage, dossier de données vide :", async () => {
      const dir = mkdtempSync(join(tmpdir(), "ecos-bench-server-"));
      dirs.push(dir);
      return { env: { DATA_DIR: dir }, open: () => createDatabase({ kind: "pglite", dataDir: join(dir, "pglite") }) };
    });
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log("\nPostgreSQL injoignable : sauté (BENCH_DATABASE_URL pour le mesurer).");
    return;
  }
  console.log(`\nPostgreSQL — node apps/server/dist/main.js, NODE_ENV=production`);
  const names: string[] = [];
  try {
    await benchServer("démarrage, base neuve :", async () => {
      const name = `ecos_bench_server_${randomBytes(4).toString("hex")}`;
      names.push(name);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        open: () => createDatabase({ kind: "postgres", url: url.toString(), max: 5 }),
      };
    });
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (!process.argv.includes("--no-build")) execSync("npm run -s build:server", { cwd: root, stdio: "inherit" });
const kinds = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
if (kinds.includes("pglite")) await benchPglite();
if (kinds.includes("postgres")) await benchPostgres();
