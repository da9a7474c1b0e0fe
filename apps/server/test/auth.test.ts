import { createHash } from "node:crypto";
import { auditLog, refreshTokens } from "@ecos/db";
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { REFRESH_REUSE_GRACE_MS } from "../src/services/sessions";
import { createUser, DB_KINDS, signIn, useTestApp } from "./helpers";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

describe.each(DB_KINDS)("auth API on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });
  async function tokensOfFamilyOf(refreshCookie: string) {
    const [token] = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshCookie)));
    if (!token) throw new Error("unknown refresh token");
    return ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, token.familyId));
  }

  it("signs in with the right password: a short-lived JWT and a strict HttpOnly refresh cookie", async () => {
    const { email, password, user } = await createUser(ctx);
    const response = await post("/api/auth/token", { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe("bearer");
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(user.id);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(15 * 60);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/api/auth");
  });

  it("answers ERR_INVALID_CREDENTIALS for a wrong password or an unknown e-mail", async () => {
    const { email } = await createUser(ctx);
    for (const payload of [
      { email, password: "wrong-password" },
      { email: "nobody@exemple.fr", password: "whatever" },
    ]) {
      const response = await post("/api/auth/token", payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: {
          error_code: "ERR_INVALID_CREDENTIALS",
          fields: ["email", "password"],
          message: "Identifiants invalides",
        },
      });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers ERR_INVALID_INPUT naming the fields for malformed input", async () => {
    const missing = await post("/api/auth/token", { email: "pas-un-email" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    expect(missing.json().detail.fields.sort()).toEqual(["email", "password"]);
    const garbage = await ctx.app.server.inject({
      method: "POST",
      url: "/api/auth/token",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().detail.error_code).toBe("ERR_INVALID_INPUT");
  });

  it("rejects a token signed with another secret and a missing token", async () => {
    const { user } = await createUser(ctx);
    const forged = await new SignJWT({ role: "SUPERADMIN" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("ecos-academy")
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const withForged = await ctx.app.server.inject({
      url: "/api/users/me",
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(withForged.statusCode).toBe(401);
    expect(withForged.json().detail.error_code).toBe("ERR_UNAUTHORIZED");
    expect((await ctx.app.server.inject({ url: "/api/users/me" })).statusCode).toBe(401);
  });

  it("rotates the refresh token on every refresh", async () => {
    const { email, password } = await createUser(ctx);
    const session = await signIn(ctx, email, password);
    const first = await post("/api/auth/refresh", {}, { cookie: `refresh_token=${session.refreshCookie}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().access_token).toEqual(expect.any(String));
    const rotated = first.cookies.find((c) => c.name === "refresh_token")?.value as string;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refreshCookie);

    // The access token from a refresh works.
    const me = await ctx.app.server.inject({
      url: "/api/users/me",
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(me.json().email).toBe(email);
  });

  it("refuses a refresh without a cookie or with an unknown one", async () => {
    expect((await post("/api/auth/refresh")).statusCode).toBe(401);
    const unknown = await post("/api/auth/refresh", {}, { cookie: "refresh_token=unknown-token" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail.error_code).toBe("ERR_UNAUTHORIZED");
  });

  it("logout revokes the refresh token and clears the cookie", async () => {
    const { email, password } = await createUser(ctx);
    const session = await signIn(ctx, email, password);
    const logout = await post(
      "/api/auth/logout",
      {},
      { cookie: `refresh_token=${session.refreshCookie}`, ...session.headers },
    );
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers["set-cookie"])).toMatch(/refresh_token=;.*Expires=Thu, 01 Jan 1970/);
    const refresh = await post("/api/auth/refresh", {}, { cookie: `refresh_token=${session.refreshCookie}` });
    expect(refresh.statusCode).toBe(401);
  });

  it("refuses an address after 5 failures on an account, even with the right password; other addresses still sign in", async () => {
    const { email, password } = await createUser(ctx);
    const from = (remoteAddress: string, pwd: string) =>
      ctx.app.server.inject({
        method: "POST",
        url: "/api/auth/token",
        payload: { email, password: pwd },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await from("198.51.100.7", "bad-password")).statusCode).toBe(401);
    }
    const blocked = await from("198.51.100.7", password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toEqual({
      error_code: "ERR_TOO_MANY_REQUESTS",
      fields: [],
      message: "Trop de tentatives de connexion, réessaie dans 1 minute.",
    });
    expect(blocked.headers["set-cookie"]).toBeUndefined();
    // The owner, elsewhere, is not locked out.
    expect((await from("203.0.113.20", password)).statusCode).toBe(200);
  });

  it("a refresh token presented again within the grace window (two tabs) gets a valid session of the same family", async () => {
    const { email, password } = await createUser(ctx);
    const session = await signIn(ctx, email, password);
    const cookie = { cookie: `refresh_token=${session.refreshCookie}` };
    const [first, second] = await Promise.all([
      post("/api/auth/refresh", {}, cookie),
      post("/api/auth/refresh", {}, cookie),
    ]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      const me = await ctx.app.server.inject({
        url: "/api/users/me",
        headers: { authorization: `Bearer ${response.json().access_token}` },
      });
      expect(me.json().email).toBe(email);
      const next = response.cookies.find((c) => c.name === "refresh_token")?.value as string;
      expect(next).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(next).not.toBe(session.refreshCookie);
      // Whichever cookie the browser keeps, it refreshes again.
      expect((await post("/api/auth/refresh", {}, { cookie: `refresh_token=${next}` })).statusCode).toBe(200);
    }
    const family = await tokensOfFamilyOf(session.refreshCookie);
    expect(new Set(family.map((row) => row.familyId)).size).toBe(1);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
  });

  it("a rotated refresh token presented after the grace window revokes the whole family", async () => {
    const { email, password } = await createUser(ctx);
    const session = await signIn(ctx, email, password);
    const first = await post("/api/auth/refresh", {}, { cookie: `refresh_token=${session.refreshCookie}` });
    const rotated = first.cookies.find((c) => c.name === "refresh_token")?.value as string;
    await ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(session.refreshCookie)));
    const replay = await post("/api/auth/refresh", {}, { cookie: `refresh_token=${session.refreshCookie}` });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail.message).toBe("Session révoquée");
    expect(String(replay.headers["set-cookie"])).toMatch(/refresh_token=;/);
    const family = await tokensOfFamilyOf(session.refreshCookie);
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await post("/api/auth/refresh", {}, { cookie: `refresh_token=${rotated}` })).statusCode).toBe(401);
  });

  it("records logins and failed logins in the audit log, without the password", async () => {
    const { email, password, user } = await createUser(ctx);
    await post("/api/auth/token", { email, password: "mauvais-mdp-secret" });
    await signIn(ctx, email, password);
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.target, email));
    const failed = rows.find((row) => row.action === "login_failed");
    expect(failed).toMatchObject({ actorId: null, actorEmail: email, ip: "127.0.0.1" });
    expect(failed?.details).toEqual({ failures_from_address: 1, failures_on_account: 1 });
    expect(rows.find((row) => row.action === "login")).toMatchObject({ actorId: user.id, actorEmail: email });
    expect(JSON.stringify(rows)).not.toContain("mauvais-mdp-secret");
    expect(JSON.stringify(rows)).not.toContain(password);
  });
});

describe("per-IP rate limits on login and refresh", () => {
  const ctx = useTestApp("pglite", { rateLimits: { authPerIpPerMinute: 3, refreshPerIpPerMinute: 2 } });

  it("counts refresh apart from login, with its own limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await ctx.app.server.inject({ method: "POST", url: "/api/auth/refresh" })).statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
  });

  it("answers 429 ERR_TOO_MANY_REQUESTS past the limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.server.inject({
        method: "POST",
        url: "/api/auth/token",
        payload: { email: `ip${i}@exemple.fr`, password: "x" },
      });
      codes.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().detail.error_code).toBe("ERR_TOO_MANY_REQUESTS");
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});
