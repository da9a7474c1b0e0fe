import { randomBytes } from "node:crypto";
import { createDatabase, type Database, outboxEmails } from "@ecos/db";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../src/app";
import { type AppConfig, DEFAULT_RATE_LIMITS, type RateLimits } from "../src/config";
import { hashSecret } from "../src/lib/passwords";
import { insertUser } from "../src/repositories/users";

export type DbKind = "pglite" | "postgres";

/** Integration tests always run on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: false,
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    databaseUrl: undefined,
    jwtSecret: "test-secret-test-secret-test-secret-0123456789",
    demoData: false,
    cookieSecure: false,
    trustProxy: false,
    logLevel: "silent",
    webDist: "/nonexistent",
    invitationTtlDays: 14,
    smtp: undefined,
    mailFrom: "ECOS Academy <no-reply@ecos.local>",
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      authPerIpPerMinute: 10_000,
      refreshPerIpPerMinute: 10_000,
      formsPerIpPerMinute: 10_000,
    },
    ...overrides,
  };
}

/** A fresh, migrated database of the given kind; on PostgreSQL a database of its own, dropped at the end. */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === "pglite") {
    const database = await createDatabase({ kind: "pglite" });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `ecos_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  kind: DbKind;
}

/** Builds the app on a fresh database before the file's tests and tears it down after. */
export function useTestApp(kind: DbKind, options: { rateLimits?: Partial<RateLimits> } = {}): TestContext {
  const context = { kind } as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    const base = testConfig();
    context.app = await buildApp({
      config: { ...base, rateLimits: { ...base.rateLimits, ...options.rateLimits } },
      database: context.database,
      logger: false,
    });
    await context.app.server.ready();
  });
  afterAll(async () => {
    await context.app?.server.close();
    await context.database?.close();
  });
  return context;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@exemple.fr`;

export async function createUser(
  ctx: TestContext,
  options: { email?: string; password?: string; role?: "STUDENT" | "SUPERADMIN"; firstName?: string } = {},
) {
  const email = options.email ?? uniqueEmail(options.role === "SUPERADMIN" ? "admin" : "student");
  const password = options.password ?? "motdepasse";
  const user = await insertUser(ctx.database.db, {
    email,
    passwordHash: await hashSecret(password),
    role: options.role ?? "STUDENT",
    firstName: options.firstName ?? "Léa",
    lastName: "Durand",
  });
  return { user, email, password };
}

/** Signs in through the API; returns the bearer header and the refresh cookie. */
export async function signIn(ctx: TestContext, email: string, password: string) {
  const response = await ctx.app.server.inject({
    method: "POST",
    url: "/api/auth/token",
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === "refresh_token");
  return {
    token: response.json().access_token as string,
    headers: { authorization: `Bearer ${response.json().access_token}` },
    refreshCookie: cookie?.value as string,
  };
}

export async function signedInUser(ctx: TestContext, role: "STUDENT" | "SUPERADMIN" = "STUDENT") {
  const created = await createUser(ctx, { role });
  return { ...created, ...(await signIn(ctx, created.email, created.password)) };
}

export async function lastEmailTo(ctx: TestContext, recipient: string) {
  const [row] = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row;
}
