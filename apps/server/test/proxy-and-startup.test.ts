import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createDatabase, type Database } from "@ecos/db";
import { seedMigratedDataDir } from "@ecos/db/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { parseTrustProxy } from "../src/config";
import { PASSWORD_MESSAGES } from "../src/lib/password-policy";
import { hashSecret } from "../src/lib/passwords";
import { findUserByEmail, hasAnyUser, updateUser } from "../src/repositories/users";
import { seedDemoAccounts } from "../src/services/demo-seed";
import {
  accountsWithDemoPassword,
  assertNoDefaultPasswords,
  prepareStartup,
  UnsafeStartupError,
} from "../src/services/startup-checks";
import { createTestDatabase, DB_KINDS, testConfig } from "./helpers";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../../", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");

/** The app behind TRUST_PROXY=`trustProxy`, echoing the address it attributes to each request. */
function useProxiedApp(kind: (typeof DB_KINDS)[number], trustProxy: string) {
  const context = {} as { app: App; database: Database };
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    const base = testConfig();
    context.app = await buildApp({
      config: {
        ...base,
        trustProxy: parseTrustProxy(trustProxy),
        rateLimits: { ...base.rateLimits, authPerIpPerMinute: 3 },
      },
      database: context.database,
      logger: false,
    });
    context.app.server.get("/test/ip", async (request) => ({ ip: request.ip }));
    await context.app.server.ready();
  });
  afterAll(async () => {
    await context.app?.server.close();
    await context.database?.close();
  });
  return context;
}

const seenIp = async (app: App, remoteAddress: string, forwardedFor?: string) => {
  const response = await app.server.inject({
    method: "GET",
    url: "/test/ip",
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return response.json().ip as string;
};

let attempt = 0;
/** A failed login through the proxy, each time for another e-mail (only the per-address limit applies). */
const login = (app: App, forwardedFor: string) =>
  app.server.inject({
    method: "POST",
    url: "/api/auth/token",
    remoteAddress: "10.0.0.2",
    headers: { "x-forwarded-for": forwardedFor },
    payload: { email: `personne${attempt++}@exemple.fr`, password: "mauvais-mot-de-passe" },
  });

for (const kind of DB_KINDS) {
  describe(`TRUST_PROXY=1: one proxy in front (${kind})`, () => {
    const ctx = useProxiedApp(kind, "1");

    it("takes the client address from the right-most X-Forwarded-For entry, whatever the client wrote before it", async () => {
      expect(await seenIp(ctx.app, "10.0.0.2", "6.6.6.6, 1.2.3.4")).toBe("1.2.3.4");
      expect(await seenIp(ctx.app, "10.0.0.2", "9.9.9.9, 8.8.8.8, 1.2.3.4")).toBe("1.2.3.4");
      expect(await seenIp(ctx.app, "10.0.0.2", "1.2.3.4")).toBe("1.2.3.4");
      expect(await seenIp(ctx.app, "10.0.0.2")).toBe("10.0.0.2");
    });

    it("keeps the per-IP login limit when the client rotates the left-most X-Forwarded-For entry", async () => {
      const codes: number[] = [];
      for (const spoofed of ["6.6.6.1", "6.6.6.2", "6.6.6.3", "6.6.6.4", "6.6.6.5"]) {
        codes.push((await login(ctx.app, `${spoofed}, 1.2.3.4`)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy keeps its own allowance: the limit is per client, not per proxy.
      expect((await login(ctx.app, "6.6.6.1, 5.6.7.8")).statusCode).toBe(401);
    });
  });

  describe(`TRUST_PROXY=<addresses>: only the listed proxies are believed (${kind})`, () => {
    const ctx = useProxiedApp(kind, "127.0.0.1,10.0.0.0/8");

    it("reads X-Forwarded-For from a listed proxy and ignores it from anyone else", async () => {
      expect(await seenIp(ctx.app, "10.1.2.3", "6.6.6.6, 1.2.3.4")).toBe("1.2.3.4");
      expect(await seenIp(ctx.app, "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
      // Through two listed proxies, the first untrusted address from the right is the client.
      expect(await seenIp(ctx.app, "127.0.0.1", "6.6.6.6, 1.2.3.4, 10.0.0.7")).toBe("1.2.3.4");
    });
  });

  describe(`start-up checks: no known default password in production (${kind})`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it("creates nothing and starts in production on an empty database", async () => {
      expect(await prepareStartup({ production: true, demoData: false }, database.db)).toEqual([]);
      expect(await hasAnyUser(database.db)).toBe(false);
    });

    it("refuses demo data requested in production, before creating any account", async () => {
      const refused = prepareStartup({ production: true, demoData: true }, database.db);
      await expect(refused).rejects.toThrow(UnsafeStartupError);
      await expect(refused).rejects.toThrow(/ECOS_DEMO=1 est interdit en production/);
      expect(await hasAnyUser(database.db)).toBe(false);
    });

    it("seeds the demo accounts in development, then refuses production while their passwords work", async () => {
      const created = await prepareStartup({ production: false, demoData: true }, database.db);
      expect(created.map((account) => `${account.email} / ${account.password}`)).toEqual([
        "admin@ecos.local / ecos-admin",
        "etudiant@ecos.local / ecos-etudiant",
      ]);
      // Outside production the same database starts (a development data directory).
      await expect(assertNoDefaultPasswords({ production: false, demoData: false }, database.db)).resolves.toBe(
        undefined,
      );
      await expect(prepareStartup({ production: true, demoData: false }, database.db)).rejects.toThrow(
        /Démarrage refusé : admin@ecos.local, etudiant@ecos.local ont encore le mot de passe de démonstration/,
      );

      const admin = await findUserByEmail(database.db, "admin@ecos.local");
      await updateUser(database.db, admin?.id ?? "", { passwordHash: await hashSecret("un-vrai-secret-2024") });
      expect(await accountsWithDemoPassword(database.db)).toEqual(["etudiant@ecos.local"]);
      await expect(assertNoDefaultPasswords({ production: true, demoData: false }, database.db)).rejects.toThrow(
        /etudiant@ecos.local a encore le mot de passe de démonstration/,
      );

      const student = await findUserByEmail(database.db, "etudiant@ecos.local");
      await updateUser(database.db, student?.id ?? "", { passwordHash: await hashSecret("autre-secret-2024") });
      expect(await prepareStartup({ production: true, demoData: false }, database.db)).toEqual([]);
    });
  });
}

describe("start-up and admin:create, run for real", () => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const baseEnv = { ...inherited, LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1" };

  it("npm run serve in production refuses a data directory that still has the demo accounts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ecos-startup-"));
    await seedMigratedDataDir(join(dataDir, "pglite"));
    const seeded = await createDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    await seeded.migrate();
    await seedDemoAccounts(seeded.db);
    await seeded.close();

    const env = { ...baseEnv, DATA_DIR: dataDir, NODE_ENV: "production", JWT_SECRET: "j".repeat(40) };
    const failed = await run(tsx, ["apps/server/src/main.ts"], { cwd: root, env, timeout: 60_000 }).catch(
      (error) => error,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      "Démarrage refusé : admin@ecos.local, etudiant@ecos.local ont encore le mot de passe de démonstration",
    );
    expect(failed.stdout).not.toContain("ecos-admin");
  }, 90_000);

  it("admin:create applies the password policy to ADMIN_PASSWORD and refuses the demo passwords", async () => {
    const env = { ...baseEnv, DATA_DIR: mkdtempSync(join(tmpdir(), "ecos-admin-")) };
    const script = "apps/server/src/cli/admin-create.ts";
    for (const [password, message] of [
      ["court-123", `ADMIN_PASSWORD refusé : ${PASSWORD_MESSAGES.tooShort}`],
      ["azertyuiop", `ADMIN_PASSWORD refusé : ${PASSWORD_MESSAGES.common}`],
      ["ecos-admin", "ADMIN_PASSWORD refusé : Ce mot de passe est celui d'un compte de démonstration"],
    ] as const) {
      const refused = await run(tsx, [script, "chef@exemple.fr"], {
        cwd: root,
        env: { ...env, ADMIN_PASSWORD: password },
      }).catch((error) => error);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(message);
    }
  }, 60_000);
});
