import { auditLog, invitations } from "@ecos/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DB_KINDS, lastEmailTo, signedInUser, uniqueEmail, useTestApp } from "./helpers";

/** Passwords the password policy accepts. */
const STRONG = "Cerise-tilleul-7";
const OTHER_STRONG = "Prune-noisette-8";

describe.each(DB_KINDS)("invitations and activation on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });

  async function invite(email = uniqueEmail("invite")) {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const response = await post(
      "/api/admin/invitations",
      { email, first_name: "Inès", last_name: "Moreau" },
      admin.headers,
    );
    expect(response.statusCode).toBe(201);
    return { email, ...(response.json() as { code: string; expires_at: string }) };
  }
  const wrongCode = (code: string) => ((Number(code) + 1) % 10_000).toString().padStart(4, "0");

  it("a super admin invites: 4-digit code, expiry in about 14 days, e-mail in the outbox", async () => {
    const { email, code, expires_at } = await invite();
    expect(code).toMatch(/^\d{4}$/);
    const days = (new Date(expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const mail = await lastEmailTo(ctx, email);
    expect(mail?.transport).toBe("outbox");
    expect(mail?.body).toContain(`Ton code d'activation : ${code}`);
    expect(mail?.body).toContain("Bonjour Inès");
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
  });

  it("activates with the right code: the account exists with the invited names and can sign in", async () => {
    const { email, code } = await invite();
    const response = await post("/api/auth/activate", { email, password: STRONG, code });
    expect(response.statusCode).toBe(201);
    const token = response.json().access_token as string;
    const me = await ctx.app.server.inject({ url: "/api/users/me", headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ email, first_name: "Inès", last_name: "Moreau", role: "STUDENT", xp: 0 });
    const login = await post("/api/auth/token", { email, password: STRONG });
    expect(login.statusCode).toBe(200);
    const again = await post("/api/auth/activate", { email, password: OTHER_STRONG, code });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toEqual({
      error_code: "ERR_USER_ALREADY_EXISTS",
      fields: ["email"],
      message: "L'utilisateur existe déjà",
    });
  });

  it("a wrong code answers ERR_INVALID_CODE; after 5 wrong codes the right one is dead too", async () => {
    const { email, code } = await invite();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post("/api/auth/activate", { email, password: STRONG, code: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        error_code: "ERR_INVALID_CODE",
        fields: ["email", "code"],
        message: "Code ou e-mail invalide",
      });
    }
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.failedAttempts).toBe(5);
    const right = await post("/api/auth/activate", { email, password: STRONG, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().detail.error_code).toBe("ERR_INVALID_CODE");
  });

  it("a new invitation issues a new code and resets the attempts", async () => {
    const first = await invite();
    await post("/api/auth/activate", { email: first.email, password: STRONG, code: wrongCode(first.code) });
    const second = await invite(first.email);
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, first.email));
    expect(stored?.failedAttempts).toBe(0);
    expect(
      (await post("/api/auth/activate", { email: first.email, password: STRONG, code: second.code })).statusCode,
    ).toBe(201);
  });

  it("parallel wrong codes cannot exceed 5 tries: the counter stops at 5 and the right code is dead", async () => {
    const { email, code } = await invite();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => post("/api/auth/activate", { email, password: STRONG, code: wrongCode(code) })),
    );
    expect(responses.map((response) => response.json().detail.error_code)).toEqual(Array(12).fill("ERR_INVALID_CODE"));
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.failedAttempts).toBe(5);
    expect((await post("/api/auth/activate", { email, password: STRONG, code })).json().detail.error_code).toBe(
      "ERR_INVALID_CODE",
    );
  });

  it("a super admin re-issuing a dead invitation gives a fresh code that works, the counter back to 0", async () => {
    const first = await invite();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post("/api/auth/activate", { email: first.email, password: STRONG, code: wrongCode(first.code) });
    }
    const second = await invite(first.email);
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, first.email));
    expect(stored?.failedAttempts).toBe(0);
    const mail = await lastEmailTo(ctx, first.email);
    expect(mail?.body).toContain(`Ton code d'activation : ${second.code}`);
    const activated = await post("/api/auth/activate", { email: first.email, password: STRONG, code: second.code });
    expect(activated.statusCode).toBe(201);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.target, first.email));
    expect(audit.map((row) => row.action).sort()).toEqual(
      [
        "activation",
        ...Array(5).fill("activation_failed"),
        "invitation_created",
        "invitation_reissued",
        "lockout",
      ].sort(),
    );
    expect(audit.find((row) => row.action === "invitation_reissued")?.details).toEqual({ failed_attempts_before: 5 });
    expect(audit.find((row) => row.action === "lockout")?.details).toEqual({ scope: "invitation", failures: 5 });
    expect(audit.find((row) => row.action === "activation")?.actorId).toEqual(expect.any(String));
    const text = JSON.stringify(audit);
    expect(text).not.toContain(`"${first.code}"`);
    expect(text).not.toContain(`"${second.code}"`);
    expect(text).not.toContain(STRONG);
  });

  it("a right code does not use up a try; failed activations are audited with their reason", async () => {
    const { email, code } = await invite();
    await post("/api/auth/activate", { email, password: STRONG, code: wrongCode(code) });
    expect((await post("/api/auth/activate", { email, password: STRONG, code })).statusCode).toBe(201);
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.failedAttempts).toBe(1);
    const failed = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, email), eq(auditLog.action, "activation_failed")));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actorId: null, actorEmail: email, ip: "127.0.0.1" });
    expect(failed[0]?.details).toEqual({ reason: "wrong_code", failures: 1 });
  });

  it("an expired code is refused", async () => {
    const { email, code } = await invite();
    await ctx.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const response = await post("/api/auth/activate", { email, password: STRONG, code });
    expect(response.json().detail.error_code).toBe("ERR_INVALID_CODE");
  });

  it("a password of 4 characters answers ERR_INVALID_INPUT on password and changes nothing", async () => {
    const { email, code } = await invite();
    const response = await post("/api/auth/activate", { email, password: "abcd", code });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    expect(response.json().detail.fields).toEqual(["password"]);
    const [stored] = await ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.failedAttempts).toBe(0);
    expect(stored?.usedAt).toBeNull();
    expect((await post("/api/auth/activate", { email, password: STRONG, code })).statusCode).toBe(201);
  });

  it("an e-mail without invitation answers ERR_INVALID_CODE; malformed codes are invalid input", async () => {
    const unknown = await post("/api/auth/activate", { email: uniqueEmail(), password: STRONG, code: "1234" });
    expect(unknown.json().detail.error_code).toBe("ERR_INVALID_CODE");
    const letters = await post("/api/auth/activate", { email: uniqueEmail(), password: STRONG, code: "12a4" });
    expect(letters.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["code"] });
  });

  it("inviting an existing account answers ERR_USER_ALREADY_EXISTS", async () => {
    const student = await signedInUser(ctx);
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const response = await post("/api/admin/invitations", { email: student.email }, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail.error_code).toBe("ERR_USER_ALREADY_EXISTS");
  });

  it("only a super admin may invite, with a valid e-mail", async () => {
    const email = uniqueEmail();
    expect((await post("/api/admin/invitations", { email })).statusCode).toBe(401);
    const student = await signedInUser(ctx);
    const asStudent = await post("/api/admin/invitations", { email }, student.headers);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().detail.error_code).toBe("ERR_FORBIDDEN");
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const bad = await post("/api/admin/invitations", { email: "not-an-email" }, admin.headers);
    expect(bad.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["email"] });
    expect(await lastEmailTo(ctx, email)).toBeUndefined();
  });
});
