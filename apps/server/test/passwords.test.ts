import { Writable } from "node:stream";
import { auditLog, outboxEmails, passwordResets, refreshTokens } from "@ecos/db";
import { and, desc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { settleAfterResponse } from "../src/lib/after-response";
import { hashLinkToken } from "../src/lib/link-tokens";
import { checkPasswordStrength, commonPasswordList, PASSWORD_MESSAGES } from "../src/lib/password-policy";
import { createMailer, type Mailer, type MailMessage } from "../src/mail/mailer";
import { REDACTED } from "../src/mail/templates";
import { RESET_REQUESTS_PER_HOUR } from "../src/services/password-reset";
import {
  createTestDatabase,
  createUser,
  DB_KINDS,
  lastEmailTo,
  signedInUser,
  signIn,
  type TestContext,
  testConfig,
  uniqueEmail,
  useTestApp,
} from "./helpers";

const STRONG = "Tilleul-menthe-poivrée";
const OTHER_STRONG = "Cerf-volant-du-dimanche";

const linkToken = (body: string | undefined) => /#token=([A-Za-z0-9_-]+)/.exec(body ?? "")?.[1];

describe("password policy", () => {
  it("ships a list of about 10,000 common passwords, French ones included", () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const word of ["motdepasse", "azerty", "123456789a", "azertyuiop", "soleil", "marseille", "password"]) {
      expect(list.has(word)).toBe(true);
    }
  });

  it.each([
    ["", PASSWORD_MESSAGES.blank],
    ["            ", PASSWORD_MESSAGES.blank],
    ["\t \n  \t   ", PASSWORD_MESSAGES.blank],
    ["abricot-9", PASSWORD_MESSAGES.tooShort],
    ["x".repeat(257), PASSWORD_MESSAGES.tooLong],
    ["motdepasse", PASSWORD_MESSAGES.common],
    ["MotDePassé", PASSWORD_MESSAGES.common],
    ["mot de passe", PASSWORD_MESSAGES.common],
    ["azertyuiop", PASSWORD_MESSAGES.common],
    ["123456789a", PASSWORD_MESSAGES.common],
    ["1234567890", PASSWORD_MESSAGES.common],
    ["Soleil2024!!", PASSWORD_MESSAGES.common],
    ["azertyazerty", PASSWORD_MESSAGES.common],
    ["aaaaaaaaaaaa", PASSWORD_MESSAGES.repetitive],
    ["ababababab12", PASSWORD_MESSAGES.repetitive],
  ])("refuses %j", (password, message) => {
    expect(checkPasswordStrength(password)).toBe(message);
  });

  it("refuses a password built on the account's own name or address", () => {
    const context = { email: "lea.martin@exemple.fr", firstName: "Léa", lastName: "Martin" };
    for (const password of ["leamartin2024", "Léa Martin 99!", "lea.martin@exemple.fr", "MARTIN-lea-1"]) {
      expect(checkPasswordStrength(password, context)).toBe(PASSWORD_MESSAGES.personal);
    }
    expect(checkPasswordStrength("leamartin2024")).toBeNull();
    expect(checkPasswordStrength("Martine et le chat", context)).toBeNull();
  });

  it("accepts 10 characters and more that are not common, spaces included", () => {
    expect(checkPasswordStrength("abricot-92")).toBeNull();
    expect(checkPasswordStrength("la garde de nuit aux urgences")).toBeNull();
    expect(checkPasswordStrength("  stéthoscope  ")).toBeNull();
  });
});

describe.each(DB_KINDS)("passwords on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });
  const refresh = (cookie: string) =>
    ctx.app.server.inject({ method: "POST", url: "/api/auth/refresh", cookies: { refresh_token: cookie } });
  const settle = () => settleAfterResponse(ctx.app.ctx);
  const auditOf = (action: string, target: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
      .orderBy(desc(auditLog.createdAt));

  async function requestReset(email: string) {
    const response = await post("/api/auth/password-reset/request", { email });
    await settle();
    return response;
  }

  describe("activation", () => {
    it("refuses a common password with the policy's message, then accepts a strong one", async () => {
      const admin = await signedInUser(ctx, "SUPERADMIN");
      const email = uniqueEmail("invite");
      const invite = await post("/api/admin/invitations", { email }, admin.headers);
      const { code } = invite.json() as { code: string };
      const weak = await post("/api/auth/activate", { email, password: "motdepasse", code });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().detail).toEqual({
        error_code: "ERR_INVALID_INPUT",
        fields: ["password"],
        message: PASSWORD_MESSAGES.common,
      });
      const blank = await post("/api/auth/activate", { email, password: "           ", code });
      expect(blank.json().detail.message).toBe(PASSWORD_MESSAGES.blank);
      expect((await post("/api/auth/activate", { email, password: STRONG, code })).statusCode).toBe(201);
    });
  });

  describe("mot de passe oublié", () => {
    it("answers the same 202 for an account and for an unknown address; only the account gets a link", async () => {
      const { email, user } = await createUser(ctx);
      const unknown = uniqueEmail("personne");
      const known = await requestReset(email);
      const nobody = await requestReset(unknown);
      expect([known.statusCode, nobody.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe("");
      expect(nobody.body).toBe("");
      expect(await lastEmailTo(ctx, unknown)).toBeUndefined();

      const mail = await lastEmailTo(ctx, email);
      expect(mail?.subject).toBe("Réinitialise ton mot de passe ECOS Academy");
      expect(mail?.body).toContain("Il est valable 30 minutes et une seule fois.");
      const token = linkToken(mail?.body);
      expect(mail?.body).toContain(`/mot-de-passe/nouveau#token=${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Only the SHA-256 of the token is stored, valid for 30 minutes.
      const [row] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(row?.tokenHash).toBe(hashLinkToken(token as string));
      expect(JSON.stringify(row)).not.toContain(token);
      const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);

      expect((await auditOf("password_reset_requested", email))[0]).toMatchObject({
        actorId: user.id,
        details: { account: true },
      });
      expect((await auditOf("password_reset_requested", unknown))[0]).toMatchObject({
        actorId: null,
        details: { account: false },
      });
    });

    it("sets the new password once, signs every session out, and the old password stops working", async () => {
      const student = await signedInUser(ctx);
      const other = await signIn(ctx, student.email, student.password);
      await requestReset(student.email);
      const token = linkToken((await lastEmailTo(ctx, student.email))?.body) as string;

      // A refused password does not spend the link.
      const weak = await post("/api/auth/password-reset", { token, new_password: "azertyuiop" });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().detail).toMatchObject({
        error_code: "ERR_INVALID_INPUT",
        fields: ["new_password"],
        message: PASSWORD_MESSAGES.common,
      });

      const done = await post("/api/auth/password-reset", { token, new_password: STRONG });
      expect(done.statusCode).toBe(204);
      expect((await post("/api/auth/token", { email: student.email, password: student.password })).statusCode).toBe(
        401,
      );
      expect((await post("/api/auth/token", { email: student.email, password: STRONG })).statusCode).toBe(200);
      expect((await refresh(student.refreshCookie)).statusCode).toBe(401);
      expect((await refresh(other.refreshCookie)).statusCode).toBe(401);

      const again = await post("/api/auth/password-reset", { token, new_password: OTHER_STRONG });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toMatchObject({ error_code: "ERR_INVALID_CODE", fields: ["token"] });

      const notice = await lastEmailTo(ctx, student.email);
      expect(notice?.subject).toBe("Ton mot de passe ECOS Academy a été modifié");
      expect((await auditOf("password_reset", student.email))[0]).toMatchObject({
        actorId: student.user.id,
        details: { sessions_revoked: 2 },
      });
    });

    it("lifts a login lockout: whoever holds the mailbox signs in at once", async () => {
      const { email } = await createUser(ctx);
      for (let i = 0; i < 6; i += 1) await post("/api/auth/token", { email, password: `mauvais-${i}` });
      expect((await post("/api/auth/token", { email, password: "motdepasse" })).statusCode).toBe(429);
      await requestReset(email);
      const token = linkToken((await lastEmailTo(ctx, email))?.body) as string;
      expect((await post("/api/auth/password-reset", { token, new_password: STRONG })).statusCode).toBe(204);
      expect((await post("/api/auth/token", { email, password: STRONG })).statusCode).toBe(200);
    });

    it("refuses an expired link, an unknown token and a link replaced by a newer one", async () => {
      const { email, user } = await createUser(ctx);
      await requestReset(email);
      const first = linkToken((await lastEmailTo(ctx, email))?.body) as string;
      await requestReset(email);
      const second = linkToken((await lastEmailTo(ctx, email))?.body) as string;
      expect(second).not.toBe(first);
      const replaced = await post("/api/auth/password-reset", { token: first, new_password: STRONG });
      expect(replaced.json().detail.error_code).toBe("ERR_INVALID_CODE");

      await ctx.database.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user.id));
      const expired = await post("/api/auth/password-reset", { token: second, new_password: STRONG });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().detail.error_code).toBe("ERR_INVALID_CODE");

      const forged = await post("/api/auth/password-reset", { token: "A".repeat(43), new_password: STRONG });
      expect(forged.json().detail.error_code).toBe("ERR_INVALID_CODE");
      const malformed = await post("/api/auth/password-reset", { token: "x", new_password: STRONG });
      expect(malformed.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["token"] });
    });

    it(`sends at most ${RESET_REQUESTS_PER_HOUR} links an hour to one account, still answering 202`, async () => {
      const { email, user } = await createUser(ctx);
      for (let i = 0; i < RESET_REQUESTS_PER_HOUR + 2; i += 1) {
        expect((await requestReset(email)).statusCode).toBe(202);
      }
      const mails = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, email));
      expect(mails).toHaveLength(RESET_REQUESTS_PER_HOUR);
      const rows = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(rows).toHaveLength(RESET_REQUESTS_PER_HOUR);
      const audit = await auditOf("password_reset_requested", email);
      expect(audit.filter((entry) => (entry.details as { throttled?: boolean }).throttled)).toHaveLength(2);
    });
  });

  describe("password change", () => {
    const change = (headers: Record<string, string>, payload: unknown, cookie?: string) =>
      ctx.app.server.inject({
        method: "POST",
        url: "/api/auth/password",
        headers,
        payload: payload as object,
        cookies: cookie ? { refresh_token: cookie } : {},
      });

    it("needs the right current password and a strong new one", async () => {
      const student = await signedInUser(ctx);
      const wrong = await change(student.headers, { current_password: "pas-le-bon-mot", new_password: STRONG });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toMatchObject({
        error_code: "ERR_INVALID_CREDENTIALS",
        fields: ["current_password"],
        message: "Mot de passe actuel incorrect",
      });
      const weak = await change(student.headers, { current_password: student.password, new_password: "1234567890" });
      expect(weak.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["new_password"] });
      const same = await change(student.headers, {
        current_password: student.password,
        new_password: student.password,
      });
      expect(same.json().detail).toMatchObject({
        fields: ["new_password"],
        message: "Le nouveau mot de passe doit être différent de l'actuel.",
      });
      expect((await post("/api/auth/token", { email: student.email, password: student.password })).statusCode).toBe(
        200,
      );
      const anonymous = await change({}, { current_password: student.password, new_password: STRONG });
      expect(anonymous.statusCode).toBe(401);
    });

    it("changes the password, keeps this session and signs the other ones out", async () => {
      const student = await signedInUser(ctx);
      const phone = await signIn(ctx, student.email, student.password);
      const response = await change(
        student.headers,
        { current_password: student.password, new_password: STRONG },
        student.refreshCookie,
      );
      expect(response.statusCode).toBe(204);
      expect((await refresh(student.refreshCookie)).statusCode).toBe(200);
      expect((await refresh(phone.refreshCookie)).statusCode).toBe(401);
      expect((await post("/api/auth/token", { email: student.email, password: STRONG })).statusCode).toBe(200);
      expect((await post("/api/auth/token", { email: student.email, password: student.password })).statusCode).toBe(
        401,
      );
      expect((await lastEmailTo(ctx, student.email))?.subject).toBe("Ton mot de passe ECOS Academy a été modifié");
      expect((await auditOf("password_changed", student.email))[0]).toMatchObject({
        actorId: student.user.id,
        details: { other_sessions_revoked: 1, current_session_kept: true },
      });
      // Without the cookie (another client), every refresh token goes.
      await change(student.headers, { current_password: STRONG, new_password: OTHER_STRONG });
      const live = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, student.user.id));
      expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it("refuses further attempts after 10 wrong current passwords", async () => {
      const student = await signedInUser(ctx);
      for (let i = 0; i < 10; i += 1) {
        const response = await change(student.headers, { current_password: `faux-mot-${i}`, new_password: STRONG });
        expect(response.statusCode).toBe(400);
      }
      const blocked = await change(student.headers, { current_password: student.password, new_password: STRONG });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail.error_code).toBe("ERR_TOO_MANY_REQUESTS");
    });
  });
});

describe.each(DB_KINDS)("codes and links stay out of logs and, on PostgreSQL, out of the outbox (%s)", (kind) => {
  const logs: string[] = [];
  const sent: MailMessage[] = [];
  const ctx = {} as TestContext;

  beforeAll(async () => {
    ctx.kind = kind;
    ctx.database = await createTestDatabase(kind);
    // DATABASE_URL set: the deployed, shared-database setting.
    const config = testConfig({ databaseUrl: "postgres://ecos@db.invalid/ecos" });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const logger = { level: "info", stream };
    // What the SMTP server would receive, kept in memory; the real mailer still writes the outbox.
    const real = createMailer({
      db: ctx.database.db,
      log: pino({ level: "info" }, stream),
      from: config.mailFrom,
      smtp: undefined,
      keepSecrets: !config.databaseUrl,
    });
    const mailer: Mailer = {
      transport: real.transport,
      async send(message) {
        sent.push(message);
        await real.send(message);
      },
    };
    ctx.app = await buildApp({ config, database: ctx.database, logger, mailer });
    await ctx.app.server.ready();
  });
  afterAll(async () => {
    await ctx.app?.server.close();
    await ctx.database?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });

  it("stores e-mails with the link or code masked and never logs them", async () => {
    const { email } = await createUser(ctx);
    await post("/api/auth/password-reset/request", { email });
    await settleAfterResponse(ctx.app.ctx);
    const token = linkToken(sent.find((m) => m.to === email)?.text) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await lastEmailTo(ctx, email);
    expect(stored?.body).not.toContain(token);
    expect(stored?.body).toContain(`Ouvre ce lien pour en choisir un nouveau :\n${REDACTED}`);
    // The link still works: the user got it by e-mail.
    expect((await post("/api/auth/password-reset", { token, new_password: STRONG })).statusCode).toBe(204);

    const admin = await signedInUser(ctx, "SUPERADMIN");
    const invitee = uniqueEmail("invite");
    const code = (await post("/api/admin/invitations", { email: invitee }, admin.headers)).json().code as string;
    expect((await lastEmailTo(ctx, invitee))?.body).toContain(`Ton code d'activation : ${REDACTED}`);
    expect(sent.find((m) => m.to === invitee)?.text).toContain(`Ton code d'activation : ${code}`);

    const logged = logs.join("");
    expect(logged).toContain("e-mail stored in the outbox");
    expect(logged).toContain(email);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("#token=");
    expect(logged).not.toContain(`Ton code d'activation : ${code}`);
  });
});
