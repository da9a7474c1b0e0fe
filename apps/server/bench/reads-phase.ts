/**
 * The read side of bench:api, on the databases bench:seed built (1,000,000 stations, 10,000 students):
 * the progression statistics of the student with 500 graded stations, the dashboard's other reads,
 * then, from 16 concurrent clients for random students, each read of the progression and dashboard
 * screens: the statistics, GET /users/me, and the dashboard's two others (its station list with the
 * last grades, its paused stations), the clients in a thread of their own (readers.worker.mjs), with
 * the server's own time beside theirs; and each read's database time alone, computed from the stations
 * and from the per-user aggregates (user_stats). Figures printed, nothing asserted.
 * Only this phase: BENCH_PHASES=reads npm run bench:api (BENCH_DATABASES=pglite or postgres for one
 * database). The seeded database is migrated first (the time is printed: a new migration's backfill).
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { users } from "@ecos/db";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { userActivity } from "../src/repositories/activity";
import { gradeGroups } from "../src/repositories/statistics";
import { lastGradedByScenario } from "../src/repositories/threads";
import { storedGradeGroups, storedLastGraded } from "../src/repositories/user-stats";
import { findUserById } from "../src/repositories/users";
import { testConfig } from "../test/databases";
import { HEAVY_STUDENT_EMAIL, openSeeded } from "./seeded-databases";

const SEQUENTIAL = Number(process.env.BENCH_READS ?? 300);
const CONCURRENT_CLIENTS = 16;
const CONCURRENT_REQUESTS = Number(process.env.BENCH_CONCURRENT_READS ?? 2000);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function summary(label: string, timings: number[], seconds?: number) {
  timings.sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  const rate = seconds ? ` · ${(timings.length / seconds).toFixed(0)} req/s` : "";
  console.log(
    `  ${label.padEnd(50)} n=${timings.length} · p50 ${f(percentile(timings, 50))} · p95 ${f(percentile(timings, 95))} · ` +
      `p99 ${f(percentile(timings, 99))} · max ${f(timings.at(-1) ?? 0)}${rate}`,
  );
}

export async function measureReads(kind: "pglite" | "postgres"): Promise<void> {
  const database = await openSeeded(kind);
  const title = kind === "pglite" ? "PGlite" : "PostgreSQL";
  if (!database) {
    console.log(`\n${title} — lectures : base de bench absente, lancez d'abord npm run bench:seed`);
    return;
  }
  const migrationStarted = performance.now();
  await database.migrate();
  const migrationMs = performance.now() - migrationStarted;
  const { server, ctx } = await buildApp({
    config: testConfig({ jwtSecret: randomBytes(32).toString("hex") }),
    database,
    logger: false,
  });
  // The server's own time per request (Fastify: from receiving it to the reply sent), beside what the
  // client measures (which adds the bench's own HTTP client, in the same process).
  let serverTimes: number[] = [];
  server.addHook("onResponse", async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
  const timed = async (path: string, token: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };

  const students = await database.db.select({ id: users.id, email: users.email }).from(users);
  const heavy = students.find((student) => student.email === HEAVY_STUDENT_EMAIL);
  if (!heavy) throw new Error("the heavy student is missing: run npm run bench:seed again");
  const token = (userId: string) => ctx.accessTokens.sign({ userId, role: "STUDENT" });
  const heavyToken = await token(heavy.id);
  const [heavyRow] = await database.db.select({ xp: users.xp }).from(users).where(eq(users.id, heavy.id));

  console.log(`\n${title} — lectures sur ${students.length} étudiants et 1 000 000 de stations (bench:seed)`);
  console.log(`  migrations appliquées en ${(migrationMs / 1000).toFixed(1)} s`);
  const first = await timed("/simulation/statistics", heavyToken);
  console.log(
    `  étudiant à 500 stations notées : moyenne ${first.body.avg_grade}/20, ${first.body.total_simulations} stations, ` +
      `${first.body.total_scenarios} cas, ${heavyRow?.xp} XP · premier appel ${first.ms.toFixed(1)} ms`,
  );
  for (const [label, path] of [
    ["statistiques (500 stations)", "/simulation/statistics"],
    ["GET /users/me (même étudiant)", "/users/me"],
    ["GET /stations/scenarios (même)", "/stations/scenarios"],
  ] as const) {
    for (let i = 0; i < 20; i++) await timed(path, heavyToken); // warm-up
    const timings: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) timings.push((await timed(path, heavyToken)).ms);
    summary(label, timings);
  }

  // The database alone (no HTTP), one client, random students: each read computed again from the
  // stations, as before issue 17, then read from the per-user aggregates (user_stats).
  const db = database.db;
  for (const [label, read] of [
    ["base : l'utilisateur (chaque requête)", (id: string) => findUserById(db, id)],
    ["base : statistiques depuis les stations", (id: string) => gradeGroups(db, id)],
    ["base : statistiques, agrégat user_stats", (id: string) => storedGradeGroups(db, id)],
    ["base : dernières notes depuis les stations", (id: string) => lastGradedByScenario(db, id)],
    ["base : dernières notes, agrégat user_stats", (id: string) => storedLastGraded(db, id)],
    ["base : /users/me (agrégat + jours de la semaine)", (id: string) => userActivity(db, id)],
  ] as const) {
    const timings: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const pick = students[Math.floor(Math.random() * students.length)]?.id as string;
      const started = performance.now();
      await read(pick);
      timings.push(performance.now() - started);
    }
    summary(label, timings);
  }

  const tokens = await Promise.all(students.map((student) => token(student.id)));
  const concurrentReads = [
    ["statistiques", "/simulation/statistics"],
    ["GET /users/me", "/users/me"],
    ["tableau de bord : /stations/scenarios", "/stations/scenarios"],
    ["tableau de bord : /simulation/threads", "/simulation/threads"],
  ] as const;
  /**
   * `requests` reads of `paths` (in turn) for random students from 16 clients, sent from a worker
   * thread (readers.worker.mjs) so that the clients do not share the server's event loop.
   */
  function concurrently(paths: readonly string[], requests: number) {
    return new Promise<{ timings: number[]; seconds: number }>((resolve, reject) => {
      const worker = new Worker(new URL("./readers.worker.mjs", import.meta.url), {
        workerData: { base, paths, tokens, clients: CONCURRENT_CLIENTS, requests },
      });
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  }
  // Warm-up, not counted: every read in turn, so that none is measured on colder caches than another.
  await concurrently(
    concurrentReads.map(([, path]) => path),
    CONCURRENT_REQUESTS,
  );
  for (const [label, path] of concurrentReads) {
    serverTimes = [];
    const { timings, seconds } = await concurrently([path], CONCURRENT_REQUESTS);
    summary(`${label}, ${CONCURRENT_CLIENTS} clients, au hasard`, timings, seconds);
    summary("  dont temps serveur (Fastify)", serverTimes);
  }
  await server.close();
  await database.close();
}
