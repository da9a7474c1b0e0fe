import { randomUUID } from "node:crypto";
import { Worker } from "node:worker_threads";
import { CLINICAL_CASES } from "@ecos/content";
import type { Db } from "@ecos/db";
import { fixture001 } from "../../../packages/content/test/fixtures/station-001.fixture";
import { fixture002 } from "../../../packages/content/test/fixtures/station-002.fixture";
import { fixture003 } from "../../../packages/content/test/fixtures/station-003.fixture";
import { fixture004 } from "../../../packages/content/test/fixtures/station-004.fixture";
import type { AccessTokens } from "../src/lib/access-tokens";
import { insertUser } from "../src/repositories/users";

/** What the simulated students ask: the good and poor transcripts of four stations, in turn. */
export const BENCH_SCRIPTS = [fixture001, fixture002, fixture003, fixture004].map((f) => ({
  caseId: f.caseId,
  messages: [...f.good.messages, ...f.poor.messages],
}));

/** The value at percentile `p` of sorted values. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export interface BenchStudent {
  token: string;
  script?: { caseId: string; messages: string[] };
}

/** `count` students, each with a token minted as the login would and one of the scripts in turn. */
export function insertBenchStudents(
  db: Db,
  tokens: Pick<AccessTokens, "sign">,
  count: number,
  emailPrefix: string,
  scripts = BENCH_SCRIPTS,
): Promise<BenchStudent[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const user = await insertUser(db, {
        email: `${emailPrefix}.${index}.${randomUUID()}@exemple.fr`,
        passwordHash: "unused",
        role: "STUDENT",
        firstName: "Bench",
        lastName: String(index),
      });
      const token = await tokens.sign({ userId: user.id, role: "STUDENT" });
      return { token, script: scripts[index % scripts.length] };
    }),
  );
}

/**
 * Sends the students' messages from a worker thread (students.worker.mjs), so that the load they
 * make does not share the server's event loop: each student in their own thread id, `messages`
 * questions, paced between `paceMs` (0, 0: saturation). Resolves with every reply's latency.
 */
export function runStudents(
  base: string,
  students: readonly BenchStudent[],
  threads: readonly string[],
  messages: number,
  paceMs: [number, number],
): Promise<{ latencies: number[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./students.worker.mjs", import.meta.url), {
      workerData: {
        base,
        messages,
        paceMs,
        students: students.map((student, index) => ({
          token: student.token,
          threadId: threads[index],
          script: student.script?.messages ?? [],
        })),
      },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/** Probes `/api/health` every 100 ms from a thread of its own until `stop()`, which gives the latencies. */
export function probeHealth(base: string): { stop(): Promise<{ latencies: number[]; failures: number }> } {
  const worker = new Worker(new URL("./health-probe.worker.mjs", import.meta.url), {
    workerData: { url: `${base}/health`, everyMs: 100 },
  });
  const answer = new Promise<{ latencies: number[]; failures: number }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const result = await answer;
      await worker.terminate();
      return result;
    },
  };
}

/** Opens and starts one station per student (their script's case) over HTTP; resolves with the thread ids. */
export function openStations(base: string, students: readonly BenchStudent[]): Promise<string[]> {
  return Promise.all(
    students.map(async (student) => {
      const item = CLINICAL_CASES.find((c) => c.id === student.script?.caseId);
      const headers = { authorization: `Bearer ${student.token}`, "content-type": "application/json" };
      const created = await fetch(`${base}/simulation/threads`, {
        method: "POST",
        headers,
        body: JSON.stringify({ sim_type: item?.modeId, scenario_id: item?.id }),
      });
      if (!created.ok) throw new Error(`station: ${created.status} ${await created.text()}`);
      const state = (await created.json()) as { thread_id: string };
      const started = await fetch(`${base}/simulation/threads/${state.thread_id}/start`, {
        method: "POST",
        headers,
        body: "{}",
      });
      if (!started.ok) throw new Error(`start: ${started.status} ${await started.text()}`);
      return state.thread_id;
    }),
  );
}
