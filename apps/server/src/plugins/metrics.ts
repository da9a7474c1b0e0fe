import { timingSafeEqual } from "node:crypto";
import type { Database } from "@ecos/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Guard } from "./authenticate";

/** What the app measures besides HTTP: the embedded AI's own time. */
export interface AppMetrics {
  /** Seconds the embedded engine took for one operation (a reply, a grade). */
  observeEngine(operation: "reply" | "grade", seconds: number): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ENGINE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** The route as registered (« /api/simulation/messages/:threadId »), never the raw URL (unbounded labels). */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? "unmatched";

/** A bearer token equal to the configured one, compared in constant time. */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/metrics in Prometheus' text format (issue 17): requests per route and status, their
 * latency, the embedded engine's time, the database pool (PostgreSQL), the event loop's delay and
 * the process (prom-client's defaults). For super admins, or for a scraper holding METRICS_TOKEN.
 * One registry per app, so that several apps in one process (tests) never share counters.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { database: Database; token: string | undefined; requireSuperAdmin: Guard },
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "ecos_", eventLoopMonitoringPrecision: 10 });
  const requests = new Counter({
    name: "ecos_http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "ecos_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route",
    labelNames: ["method", "route"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const engine = new Histogram({
    name: "ecos_engine_duration_seconds",
    help: "Time the embedded AI took for one operation (reply, grade), database excluded",
    labelNames: ["operation"],
    buckets: ENGINE_BUCKETS,
    registers: [registry],
  });
  const pool = options.database.poolStats;
  if (pool) {
    for (const [name, help, key] of [
      ["ecos_db_pool_connections", "PostgreSQL connections open", "total"],
      ["ecos_db_pool_idle", "PostgreSQL connections idle", "idle"],
      ["ecos_db_pool_waiting", "Queries waiting for a PostgreSQL connection", "waiting"],
      ["ecos_db_pool_max", "PostgreSQL connections allowed", "max"],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pool()[key]);
        },
      });
    }
  }

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    if (!route.startsWith("/api/") || route === "/api/metrics") return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get(
    "/api/metrics",
    {
      onRequest: async (request, reply) => {
        if (!hasToken(request, options.token)) await options.requireSuperAdmin(request, reply);
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store").type(registry.contentType);
      return registry.metrics();
    },
  );

  return { observeEngine: (operation, seconds) => engine.observe({ operation }, seconds) };
}
