/**
 * npm run bench:seed
 * Builds the benchmark databases: 10,000 students and 1,000,000 stations (5 % left unfinished), on
 * PGlite (.bench/pglite) and on PostgreSQL (database ecos_bench_seed on the local server, or
 * BENCH_DATABASE_URL). One student, bench.heavy@exemple.fr, has exactly 500 graded stations spread
 * through the table (never side by side on disk), across all ten cases. `npm run bench:api` then
 * measures the statistics and the dashboard reads on them. BENCH_SEED_DATABASES=pglite|postgres limits it.
 */
import { rmSync } from "node:fs";
import { caseById } from "@ecos/content";
import type { Database } from "@ecos/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { hashSecret } from "../src/lib/passwords";
import { PLAYABLE_CASES } from "../src/simulation/scenarios";
import {
  adminUrl,
  HEAVY_STUDENT_EMAIL,
  openSeeded,
  postgresReachable,
  SEED_DATABASE_NAME,
  SEED_PGLITE_DIR,
} from "./seeded-databases";

const USERS = 10_000;
const THREADS = 1_000_000;
const BATCH = 100_000;
/** Every HEAVY_EVERY-th station belongs to the heavy student: 500 of them, spread through the table. */
const HEAVY_EVERY = THREADS / 500;
export const BENCH_PASSWORD = "bench-password";

const caseRows = sql.join(
  PLAYABLE_CASES.map((item, index) => sql`(${index}::int, ${item.id}, ${item.modeId}, ${item.categoryId})`),
  sql`, `,
);

async function seed(database: Database) {
  const db = database.db;
  const passwordHash = await hashSecret(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name, xp, college_year)
    select case when n = 0 then ${HEAVY_STUDENT_EMAIL} else 'bench.' || n || '@exemple.fr' end,
           ${passwordHash}, 'STUDENT', 'Bench', n::text, (n * 7919) % 6000, 'DFASM2'
    from generate_series(0, ${USERS - 1}) as n`);
  for (let start = 0; start < THREADS; start += BATCH) {
    const started = performance.now();
    await db.execute(sql`
      with cases(n, scenario_id, mode_id, category_id) as (values ${caseRows}),
      students as (select id, last_name::int as n from users where first_name = 'Bench'),
      stations as (
        select g,
               case when g % ${HEAVY_EVERY} = 0 then 0 else 1 + (g % ${USERS - 1}) end as student,
               case when g % ${HEAVY_EVERY} = 0 then (g / ${HEAVY_EVERY}) % 10 else (g * 7 + g / ${USERS - 1}) % 10 end as case_n,
               g % ${HEAVY_EVERY} <> 0 and g % 20 = 1 as unfinished,
               round((4 + ((g * 2654435761) % 1601) / 100.0)::numeric, 1)::real as grade,
               now() - (((g * 40503) % 46656000)::int * interval '1 second') as closed_at
        from generate_series(${start}::bigint, ${Math.min(THREADS, start + BATCH) - 1}::bigint) as g
      )
      insert into threads (user_id, scenario_id, mode_id, category_id, status, step, remaining_ms,
                           digitized_grade, grade, xp_awarded, closed_at, created_at, updated_at)
      select students.id, cases.scenario_id, cases.mode_id, cases.category_id,
             case when unfinished then 'paused' else 'corrected' end,
             case when unfinished then 'simulation' else 'grading' end,
             case when unfinished then 200000 else 0 end,
             case when unfinished then null else grade end,
             case when unfinished then null else jsonb_build_object('digitized_grade', grade) end,
             case when unfinished then null else 40 end,
             case when unfinished then null else closed_at end,
             closed_at - interval '9 minutes', closed_at
      from stations
      join students on students.n = stations.student
      join cases on cases.n = stations.case_n`);
    console.log(
      `  ${(Math.min(THREADS, start + BATCH) / 1000).toFixed(0)} k stations (${(performance.now() - started).toFixed(0)} ms)`,
    );
  }
  await db.execute(sql`update users set xp = 4200 where email = ${HEAVY_STUDENT_EMAIL}`);
  await db.execute(sql`analyze`);
  const result = await db.execute(sql`
    select (select count(*) from users)::int as users, (select count(*) from threads)::int as threads,
           (select count(*) from threads t join users u on u.id = t.user_id
             where u.email = ${HEAVY_STUDENT_EMAIL} and t.status = 'corrected')::int as heavy`);
  const row = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
  console.log(`  contenu : ${JSON.stringify(row)}`);
}

async function build(kind: "pglite" | "postgres") {
  const started = performance.now();
  console.log(`\n${kind === "pglite" ? `PGlite (${SEED_PGLITE_DIR})` : `PostgreSQL (${SEED_DATABASE_NAME})`}`);
  if (kind === "pglite") {
    rmSync(SEED_PGLITE_DIR, { recursive: true, force: true });
  } else {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${SEED_DATABASE_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${SEED_DATABASE_NAME}`);
    await admin.end();
  }
  if (kind === "pglite") {
    const { createDatabase } = await import("@ecos/db");
    const database = await createDatabase({ kind: "pglite", dataDir: SEED_PGLITE_DIR });
    await database.migrate();
    await seed(database);
    await database.close();
  } else {
    const database = await openSeeded("postgres");
    if (!database) throw new Error("the seed database was not created");
    await database.migrate();
    await seed(database);
    await database.close();
  }
  console.log(`  construit en ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (!caseById("station-001")) throw new Error("content not loaded");
const kinds = (process.env.BENCH_SEED_DATABASES ?? "pglite,postgres").split(",");
console.log(`bench:seed — ${USERS} étudiants, ${THREADS} stations (dont 500 notées pour ${HEAVY_STUDENT_EMAIL})`);
if (kinds.includes("pglite")) await build("pglite");
if (kinds.includes("postgres")) {
  if (await postgresReachable()) await build("postgres");
  else console.log("\nPostgreSQL injoignable : base PostgreSQL non construite (BENCH_DATABASE_URL pour la viser).");
}
