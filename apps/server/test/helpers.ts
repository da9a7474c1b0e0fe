import { type Database, outboxEmails } from "@ecos/db";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../src/app";
import type { AppConfig, RateLimits } from "../src/config";
import { createTestDatabase, type DbKind, testConfig } from "./databases";

export { createTestDatabase, DB_KINDS, type DbKind, testConfig } from "./databases";

import { hashSecret } from "../src/lib/passwords";
import { insertUser } from "../src/repositories/users";

export interface TestContext {
  app: App;
  database: Database;
  kind: DbKind;
}

/** Builds the app on a fresh database before the file's tests and tears it down after. */
export function useTestApp(
  kind: DbKind,
  options: { rateLimits?: Partial<RateLimits>; config?: () => Partial<AppConfig> } = {},
): TestContext {
  const context = { kind } as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase(kind);
    const base = testConfig();
    context.app = await buildApp({
      // `config` is read once the file's own beforeAll hooks have run (a fake model server's address).
      config: { ...base, ...options.config?.(), rateLimits: { ...base.rateLimits, ...options.rateLimits } },
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
