/**
 * The scale-out proof of `npm run bench:api` (issue 17): the same saturation as the messages phase,
 * through a small round-robin HTTP proxy, first to one app instance then to two, each a process of
 * its own on one PostgreSQL database. Prints the messages per second of each and the gain. On this
 * two-core machine the load generator and the proxy share the cores with the instances: the gain
 * shows that instances add up, not what a real cluster would reach.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createDatabase } from "@ecos/db";
import pg from "pg";
import { AccessTokens } from "../src/lib/access-tokens";
import { insertBenchStudents, openStations, percentile, runStudents } from "./students";

/** Starts one app instance process and waits for its port. */
function startInstance(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...process.execArgv, new URL("./instance.ts", import.meta.url).pathname], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
    child.once("exit", (code) => reject(new Error(`instance exited ${code}`)));
  });
}

/** A round-robin reverse proxy over the given ports, as a load balancer would be. */
async function roundRobin(ports: () => readonly number[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const targets = ports();
    const port = targets[next++ % targets.length];
    const upstream = httpRequest(
      { host: "127.0.0.1", port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return { proxy, port: (proxy.address() as AddressInfo).port, agent };
}

export async function measureScaleOut(
  adminUrl: string,
  options: { students: number; messages: number; scripts: Array<{ caseId: string; messages: string[] }> },
) {
  const name = `ecos_bench_scale_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  await database.migrate();
  const jwtSecret = randomBytes(32).toString("hex");
  const tokens = new AccessTokens(jwtSecret);
  const students = await insertBenchStudents(database.db, tokens, options.students, "scale", options.scripts);

  const env = { DATABASE_URL: url.toString(), JWT_SECRET: jwtSecret };
  const instances = [await startInstance(env), await startInstance(env)];
  let active = 1;
  const balancer = await roundRobin(() => instances.slice(0, active).map((instance) => instance.port));
  const base = `http://127.0.0.1:${balancer.port}/api`;

  async function saturate(): Promise<number> {
    const threads = await openStations(base, students);
    const { latencies, seconds } = await runStudents(base, students, threads, options.messages, [0, 0]);
    latencies.sort((a, b) => a - b);
    const rate = latencies.length / seconds;
    console.log(
      `  ${`${active} instance${active > 1 ? "s" : ""}`.padEnd(11)} ${latencies.length} réponses en ${seconds.toFixed(1)} s : ` +
        `${rate.toFixed(0)} messages/s · p50 ${percentile(latencies, 50).toFixed(1)} ms · p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    return rate;
  }

  console.log(
    `\nPassage à l'échelle — ${options.students} étudiants en saturation, répartiteur round-robin, PostgreSQL`,
  );
  try {
    const one = await saturate();
    active = 2;
    const two = await saturate();
    console.log(
      `  gain de la deuxième instance : ×${(two / one).toFixed(2)} (${two.toFixed(0)} contre ${one.toFixed(0)} messages/s)`,
    );
  } finally {
    for (const instance of instances) instance.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    balancer.proxy.close();
    balancer.agent.destroy();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
