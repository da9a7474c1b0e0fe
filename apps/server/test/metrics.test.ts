import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { say, startedThread } from "./simulation-helpers";

const TOKEN = "jeton-de-collecte-prometheus-0123456789";

/** The value of one sample line of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`) || l.startsWith(`${name}{${labels},`));
  return line ? Number(line.split(" ").at(-1)) : undefined;
}

describe.each(DB_KINDS)("GET /api/metrics (%s)", (kind) => {
  const ctx = useTestApp(kind, { config: () => ({ metricsToken: TOKEN }) });

  it("counts requests per route and status, times them and the engine, for super admins only", async () => {
    const student = await signedInUser(ctx);
    const admin = await signedInUser(ctx, "SUPERADMIN");
    for (let i = 0; i < 3; i++) await ctx.app.server.inject({ url: "/api/users/me", headers: student.headers });
    await ctx.app.server.inject({ url: "/api/users/me" });
    const threadId = await startedThread(ctx, student.headers);
    await say(ctx, student.headers, threadId, "Où avez-vous mal ?");

    expect((await ctx.app.server.inject({ url: "/api/metrics" })).statusCode).toBe(401);
    expect((await ctx.app.server.inject({ url: "/api/metrics", headers: student.headers })).statusCode).toBe(403);
    const response = await ctx.app.server.inject({ url: "/api/metrics", headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, "ecos_http_requests_total", 'method="GET",route="/api/users/me",status="200"')).toBe(3);
    expect(sample(text, "ecos_http_requests_total", 'method="GET",route="/api/users/me",status="401"')).toBe(1);
    // A route is labelled by its pattern, never by the ids in the URL.
    expect(text).toContain('route="/api/simulation/messages/:threadId"');
    expect(text).not.toContain(threadId);
    expect(sample(text, "ecos_http_request_duration_seconds_count", 'method="GET",route="/api/users/me"')).toBe(4);
    expect(sample(text, "ecos_engine_duration_seconds_count", 'operation="reply"')).toBe(1);
    expect(text).toMatch(/^ecos_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^ecos_process_resident_memory_bytes \d/m);
    if (kind === "postgres") expect(text).toMatch(/^ecos_db_pool_max 5$/m);
    else expect(text).not.toContain("ecos_db_pool");
  });

  it("lets a scraper in with METRICS_TOKEN, and no one with a wrong one", async () => {
    const scraped = await ctx.app.server.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain("# TYPE ecos_http_requests_total counter");
    const wrong = await ctx.app.server.inject({
      url: "/api/metrics",
      headers: { authorization: `Bearer ${TOKEN.replace("0", "1")}` },
    });
    expect(wrong.statusCode).toBe(401);
  });
});
