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
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@ecos/db";
import pg from "pg";
import { fixture001 } from "../../../packages/content/test/fixtures/station-001.fixture";
import { fixture002 } from "../../../packages/content/test/fixtures/station-002.fixture";
import { fixture003 } from "../../../packages/content/test/fixtures/station-003.fixture";
import { fixture004 } from "../../../packages/content/test/fixtures/station-004.fixture";
import { AccessTokens } from "../src/lib/access-tokens";
import { insertUser } from "../src/repositories/users";
import { type BenchStudent, openStations, percentile, probeHealth, runStudents } from "./students";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES;
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const PACED_MESSAGES = Number(process.env.BENCH_PACED_MESSAGES ?? 12);
const SATURATION_MESSAGES = Number(process.env.BENCH_SATURATION_MESSAGES ?? 10);
const STARTS = 3;
const SCRIPTS = [fixture001, fixture002, fixture003, fixture004].map((f) => ({
  caseId: f.caseId,
  messages: [...f.good.messages, ...f.poor.messages],
}));
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

async function insertStudents(database: Database): Promise<BenchStudent[]> {
  const tokens = new AccessTokens(jwtSecret);
  return Promise.all(
    Array.from({ length: STUDENTS }, async (_, index) => {
      const user = await insertUser(database.db, {
        email: `server.${index}.${randomUUID()}@exemple.fr`,
        passwordHash: "unused",
        role: "STUDENT",
        firstName: "Bench",
        lastName: String(index),
      });
      return { token: await tokens.sign({ userId: user.id, role: "STUDENT" }), script: SCRIPTS[index % 4] };
    }),
  );
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

async function benchPglite() {
  console.log(`\nPGlite (embarqué) — node apps/server/dist/main.js, NODE_ENV=production`);
  const dirs: string[] = [];
  const first: number[] = [];
  const again: number[] = [];
  try {
    for (let i = 0; i < STARTS; i++) {
      const dir = mkdtempSync(join(tmpdir(), "ecos-bench-server-"));
      dirs.push(dir);
      const fresh = await startServer({ DATA_DIR: dir });
      first.push(fresh.startedInMs);
      await stopServer(fresh);
      const restarted = await startServer({ DATA_DIR: dir });
      again.push(restarted.startedInMs);
      await stopServer(restarted);
    }
    printStarts("démarrage, dossier de données vide :", first);
    printStarts("redémarrage, base existante :", again);
    const dir = dirs[0] as string;
    const database = await createDatabase({ kind: "pglite", dataDir: join(dir, "pglite") });
    const students = await insertStudents(database);
    await database.close();
    const running = await startServer({ DATA_DIR: dir });
    try {
      await load(running, students);
    } finally {
      await stopServer(running);
    }
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
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const first: number[] = [];
  const again: number[] = [];
  try {
    for (let i = 0; i < STARTS; i++) {
      const name = `ecos_bench_server_${randomBytes(4).toString("hex")}`;
      names.push(name);
      await admin.query(`CREATE DATABASE ${name}`);
      const fresh = await startServer({ DATABASE_URL: urlOf(name) });
      first.push(fresh.startedInMs);
      await stopServer(fresh);
      const restarted = await startServer({ DATABASE_URL: urlOf(name) });
      again.push(restarted.startedInMs);
      await stopServer(restarted);
    }
    printStarts("démarrage, base neuve :", first);
    printStarts("redémarrage, base existante :", again);
    const url = urlOf(names[0] as string);
    const database = await createDatabase({ kind: "postgres", url, max: 5 });
    const students = await insertStudents(database);
    await database.close();
    const running = await startServer({ DATABASE_URL: url });
    try {
      await load(running, students);
    } finally {
      await stopServer(running);
    }
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (!process.argv.includes("--no-build")) execSync("npm run -s build:server", { cwd: root, stdio: "inherit" });
const kinds = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
if (kinds.includes("pglite")) await benchPglite();
if (kinds.includes("postgres")) await benchPostgres();
