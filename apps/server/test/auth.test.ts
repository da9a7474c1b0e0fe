import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createUser, DB_KINDS, signIn, useTestApp } from "./helpers";

describe.each(DB_KINDS)("auth API on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });

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

  it("rotates the refresh token on every refresh, and a replayed token revokes the whole family", async () => {
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

    // Replaying the old token: 401, and the family (including the rotated token) is dead.
    const replay = await post("/api/auth/refresh", {}, { cookie: `refresh_token=${session.refreshCookie}` });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await post("/api/auth/refresh", {}, { cookie: `refresh_token=${rotated}` });
    expect(afterReplay.statusCode).toBe(401);
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

  it("refuses further attempts for an e-mail after repeated failures, even with the right password", async () => {
    const { email, password } = await createUser(ctx);
    for (let attempt = 0; attempt < ctx.app.ctx.config.rateLimits.failuresPerEmail; attempt += 1) {
      expect((await post("/api/auth/token", { email, password: "bad-password" })).statusCode).toBe(401);
    }
    const blocked = await post("/api/auth/token", { email, password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail.error_code).toBe("ERR_TOO_MANY_REQUESTS");
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
