import { describe, expect, it } from "vitest";
import { fuzzRawHttp } from "../bench/fuzz/raw-http";
import { fuzzApp } from "../bench/fuzz/run";
import { DB_KINDS, useTestApp } from "./helpers";

/**
 * The reduced, deterministic run of `npm run fuzz:api`: every route the router knows gets the first
 * entries of each list of malformed input (NUL bytes, lone surrogates, prototype names, odd numbers,
 * wrong types, bad JSON, wrong content types, forged tokens, invalid ids, long urls).
 */
describe.each(DB_KINDS)("fuzzing every API route on %s", (kind) => {
  const ctx = useTestApp(kind);

  it("never answers 5xx, and answers every error as { detail: { error_code, fields, message } }", async () => {
    const report = await fuzzApp(ctx.app, { reduced: true });
    await fuzzRawHttp(ctx.app, report);

    // The routes are found through the router, the ones that take user text among them.
    const routes = report.routes.map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toEqual(
      expect.arrayContaining([
        "PUT /api/users/me",
        "POST /api/forms/contact-us",
        "POST /api/simulation/threads/:id/grade",
        expect.stringMatching(/^POST \/api\/simulation\/messages\/:threadId/),
      ]),
    );
    expect(report.requests).toBeGreaterThan(1500);
    expect(report.unsent).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.badShapes).toEqual([]);
    expect(report.echoes).toEqual([]);
  }, 240_000);
});
