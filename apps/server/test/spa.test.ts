import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type Database } from "@ecos/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { testConfig } from "./helpers";

describe("serving the SPA next to the API", () => {
  let app: App;
  let database: Database;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ecos-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>ECOS Academy</title><div id=root></div>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    database = await createDatabase({ kind: "pglite" });
    await database.migrate();
    app = await buildApp({ config: testConfig({ webDist: dist }), database, logger: false });
  });
  afterAll(async () => {
    await app.server.close();
    await database.close();
  });

  it("answers index.html (not cached) for client routes so that a reload works", async () => {
    for (const url of ["/", "/homepage/settings", "/simulation?x=1", "/une/route/inconnue"]) {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>ECOS Academy</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await app.server.inject({ url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('app')");
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await app.server.inject({ url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.error_code).toBe("ERR_NOT_FOUND");
    expect((await app.server.inject({ url: "/api/health" })).json()).toEqual({ status: "ok", database: "pglite" });
  });
});
