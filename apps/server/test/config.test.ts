import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy } from "../src/config";

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

  it("creates demo accounts only in development on the embedded database, or when ECOS_DEMO=1", () => {
    const production = { DATA_DIR: tempDir(), NODE_ENV: "production", JWT_SECRET: "p".repeat(40) };
    expect(loadConfig(production).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "test" }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: "development" }).demoData).toBe(true);
    // Asked for explicitly: the start-up check then refuses it in production (startup-checks.ts).
    expect(loadConfig({ ...production, ECOS_DEMO: "1" }).demoData).toBe(true);
    expect(loadConfig({ ...production, ECOS_DEMO: "" }).demoData).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ECOS_DEMO: "oui" })).toThrow(/ECOS_DEMO doit valoir 1/);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, never as trust-everyone", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    const oneHop = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "1" }).trustProxy;
    if (typeof oneHop !== "function") throw new Error("a hop count must become a trust function");
    // Hop 0 is the socket peer (the proxy), hop 1 the right-most X-Forwarded-For entry (the client).
    expect([oneHop("10.0.0.2", 0), oneHop("6.6.6.6", 1)]).toEqual([true, false]);
    const twoHops = parseTrustProxy("2");
    if (typeof twoHops !== "function") throw new Error("a hop count must become a trust function");
    expect([twoHops("a", 0), twoHops("b", 1), twoHops("c", 2)]).toEqual([true, true, false]);
    expect(parseTrustProxy(" 127.0.0.1, 10.0.0.0/8,::1, fd00::/8 ,uniquelocal")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "uniquelocal",
    ]);
    for (const everyone of ["true", "TRUE", "*", "all"]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: everyone })).toThrow(
        /TRUST_PROXY=.* est refusé : faire confiance à tous les relais/,
      );
    }
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/« 10.0.0.0\/33 » n'est ni un nombre de relais/);
    expect(() => parseTrustProxy("127.0.0.1,proxy.local")).toThrow(/« proxy.local »/);
    expect(() => parseTrustProxy("1.5")).toThrow(/« 1.5 »/);
    expect(() => parseTrustProxy("11")).toThrow(/au plus 10 relais/);
  });

  it("reads the model server (LLM_*): none by default, the patient on once configured, grading on request", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).llm).toBeUndefined();
    // compose passes unset variables as "": still no model.
    expect(
      loadConfig({ DATA_DIR: tempDir(), LLM_BASE_URL: "", LLM_MODEL: "", LLM_DAILY_TOKENS: "" }).llm,
    ).toBeUndefined();
    const llm = loadConfig({
      DATA_DIR: tempDir(),
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_MODEL: "mistral",
    }).llm;
    expect(llm).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "mistral",
      timeoutMs: 8000,
      firstTokenTimeoutMs: 4000,
      maxRetries: 1,
      gradingTimeoutMs: 30_000,
      patient: true,
      grading: false,
      dailyTokens: 300_000,
    });
    const tuned = loadConfig({
      DATA_DIR: tempDir(),
      LLM_BASE_URL: "https://api.mistral.ai/v1",
      LLM_MODEL: "mistral-small-latest",
      LLM_API_KEY: "cle",
      LLM_PATIENT: "0",
      LLM_GRADING: "1",
      LLM_TIMEOUT_MS: "3000",
      LLM_FIRST_TOKEN_TIMEOUT_MS: "5000",
      LLM_DAILY_TOKENS: "0",
    }).llm;
    expect(tuned).toMatchObject({
      apiKey: "cle",
      patient: false,
      grading: true,
      timeoutMs: 3000,
      firstTokenTimeoutMs: 3000,
      dailyTokens: 0,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), LLM_MODEL: "mistral" })).toThrow(/LLM_BASE_URL et LLM_MODEL/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), LLM_BASE_URL: "ftp://x", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL/);
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), LLM_BASE_URL: "http://x/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "10" }),
    ).toThrow();
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
