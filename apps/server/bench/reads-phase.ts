/**
 * The read side of bench:api, on the databases bench:seed built (1,000,000 stations, 10,000 students):
 * the progression statistics of the student with 500 graded stations, the dashboard's other reads,
 * then statistics for random students from 16 concurrent clients. Figures printed, nothing asserted.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { users } from "@ecos/db";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
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
    `  ${label.padEnd(34)} n=${timings.length} · p50 ${f(percentile(timings, 50))} · p95 ${f(percentile(timings, 95))} · ` +
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
  const { server, ctx } = await buildApp({
    config: testConfig({ jwtSecret: randomBytes(32).toString("hex") }),
    database,
    logger: false,
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

  const tokens = await Promise.all(students.slice(0, 2000).map((student) => token(student.id)));
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      while (next < CONCURRENT_REQUESTS) {
        next++;
        const pick = tokens[Math.floor(Math.random() * tokens.length)] as string;
        timings.push((await timed("/simulation/statistics", pick)).ms);
      }
    }),
  );
  summary(
    `statistiques, ${CONCURRENT_CLIENTS} clients, étudiants au hasard`,
    timings,
    (performance.now() - started) / 1000,
  );
  await server.close();
  await database.close();
}
