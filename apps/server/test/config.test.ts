import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

const tempDir = () => mkdtempSync(join(tmpdir(), "ecos-config-"));

describe("configuration", () => {
  it("embedded mode generates the JWT secret once and keeps it in the data dir (owner-only)", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, "jwt-secret")).mode & 0o077).toBe(0);
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, demoData: true, cookieSecure: false });
  });

  it("requires JWT_SECRET in production and whenever DATABASE_URL is set", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "production" })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: "postgres://x@localhost/db" })).toThrow(
      /JWT_SECRET is required/,
    );
    expect(() => loadConfig({ JWT_SECRET: "too-short" })).toThrow();
  });

  it("never creates demo accounts on PostgreSQL unless ECOS_DEMO=1", () => {
    const secret = "s".repeat(40);
    const base = { DATA_DIR: tempDir(), DATABASE_URL: "postgres://x@localhost/db", JWT_SECRET: secret };
    expect(loadConfig(base).demoData).toBe(false);
    expect(loadConfig({ ...base, ECOS_DEMO: "1" }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), ECOS_DEMO: "0" }).demoData).toBe(false);
  });

  it("reads PORT, SMTP settings and secure cookies in production", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: "8080",
      NODE_ENV: "production",
      JWT_SECRET: "p".repeat(40),
      SMTP_HOST: "smtp.exemple.fr",
      SMTP_PORT: "2525",
      SMTP_USER: "u",
      SMTP_PASS: "p",
    });
    expect(config).toMatchObject({ port: 8080, production: true, cookieSecure: true });
    expect(config.smtp).toEqual({
      url: undefined,
      host: "smtp.exemple.fr",
      port: 2525,
      user: "u",
      pass: "p",
      secure: false,
    });
  });
});
