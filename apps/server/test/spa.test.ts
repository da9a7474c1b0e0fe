import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import type { Database } from "@ecos/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { createTestDatabase, testConfig } from "./helpers";

describe("serving the SPA next to the API", () => {
  let app: App;
  let database: Database;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ecos-web-"));
    mkdirSync(join(dist, "assets"));
    // As `npm run build` writes them: the prerendered landing page, and the empty shell of the other routes.
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><title>ECOS Academy</title><div id=root><h1>Entraîne-toi aux ECOS</h1></div>",
    );
    writeFileSync(join(dist, "app.html"), "<!doctype html><title>ECOS Academy</title><div id=root></div>");
    writeFileSync(
      join(dist, "homepage.html"),
      '<!doctype html><title>ECOS Academy</title><link rel="modulepreload" href="/assets/dashboard.js"><div id=root></div>',
    );
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync("console.log('app')"));
    writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync("console.log('app')"));
    database = await createTestDatabase("pglite");
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

  it("answers the prerendered landing page at / only, and the empty shell everywhere else", async () => {
    const landing = await app.server.inject({ url: "/?utm_source=mail" });
    expect(landing.body).toContain("<h1>Entraîne-toi aux ECOS</h1>");
    for (const url of ["/homepage", "/homepage/settings", "/simulation?x=1", "/une/route/inconnue"]) {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<div id=root></div>");
      expect(response.body).not.toContain("<h1>");
      // The dashboard's page preloads its chunks; the others do not.
      expect(response.body.includes("dashboard.js")).toBe(url === "/homepage");
    }
  });

  it("sends the build's Brotli or gzip copy of a file to a browser that accepts it", async () => {
    const br = await app.server.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('app')");
    const gzip = await app.server.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.server.inject({ url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('app')");
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
