import { auditLog, emailChanges, outboxEmails } from "@ecos/db";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleAfterResponse } from "../src/lib/after-response";
import { hashLinkToken } from "../src/lib/link-tokens";
import { EMAIL_CHANGE_REQUESTS_PER_HOUR } from "../src/services/email-change";
import { createUser, DB_KINDS, lastEmailTo, signedInUser, uniqueEmail, useTestApp } from "./helpers";

const linkToken = (body: string | undefined) => /#token=([A-Za-z0-9_-]+)/.exec(body ?? "")?.[1];

describe.each(DB_KINDS)("e-mail change on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });
  const me = async (headers: Record<string, string>) =>
    (await ctx.app.server.inject({ url: "/api/users/me", headers })).json();
  const mailsTo = (email: string) =>
    ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, email));
  const auditOf = (action: string, actorId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)))
      .orderBy(desc(auditLog.createdAt));

  async function requestChange(student: { headers: Record<string, string>; password: string }, newEmail: string) {
    const response = await post(
      "/api/users/me/email",
      { new_email: newEmail, current_password: student.password },
      student.headers,
    );
    await settleAfterResponse(ctx.app.ctx);
    return response;
  }

  async function invite(email: string) {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    expect((await post("/api/admin/invitations", { email }, admin.headers)).statusCode).toBe(201);
  }

  it("PUT /users/me no longer changes the e-mail, whether the address is free or taken", async () => {
    const student = await signedInUser(ctx);
    const other = await createUser(ctx);
    for (const email of [uniqueEmail("libre"), other.email]) {
      const response = await ctx.app.server.inject({
        method: "PUT",
        url: "/api/users/me",
        headers: student.headers,
        payload: { first_name: "Zoé", last_name: "Bernard", email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["email"] });
    }
    expect(await me(student.headers)).toMatchObject({ email: student.email, first_name: "Léa" });
    // The current address may still come with the names (the profile form sends the whole form).
    const same = await ctx.app.server.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: student.headers,
      payload: { first_name: "Zoé", last_name: "Bernard", email: student.email.toUpperCase() },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: student.email, first_name: "Zoé" });
  });

  it("sends a link to the new address; opening it changes the address and warns the old one", async () => {
    const student = await signedInUser(ctx);
    const newEmail = uniqueEmail("nouvelle");
    const response = await requestChange(student, newEmail.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe("");
    expect((await me(student.headers)).email).toBe(student.email);

    const mail = await lastEmailTo(ctx, newEmail);
    expect(mail?.subject).toBe("Confirme ta nouvelle adresse e-mail ECOS Academy");
    expect(mail?.body).toContain("Il est valable 24 heures et une seule fois.");
    const token = linkToken(mail?.body) as string;
    expect(mail?.body).toContain(`/email/confirmer#token=${token}`);
    const [row] = await ctx.database.db.select().from(emailChanges).where(eq(emailChanges.userId, student.user.id));
    expect(row).toMatchObject({ newEmail, tokenHash: hashLinkToken(token), usedAt: null });
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Confirming needs no session: the link may be opened on a phone.
    const confirmed = await post("/api/auth/email-change/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await me(student.headers)).email).toBe(newEmail);
    expect((await post("/api/auth/token", { email: newEmail, password: student.password })).statusCode).toBe(200);
    expect((await post("/api/auth/token", { email: student.email, password: student.password })).statusCode).toBe(401);

    const notice = await lastEmailTo(ctx, student.email);
    expect(notice?.subject).toBe("Ton adresse e-mail ECOS Academy a été modifiée");
    expect(notice?.body).toContain(`est désormais ${newEmail}`);

    const again = await post("/api/auth/email-change/confirm", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatchObject({ error_code: "ERR_INVALID_CODE", fields: ["token"] });

    expect((await auditOf("email_change_requested", student.user.id))[0]).toMatchObject({
      actorEmail: student.email,
      target: newEmail,
    });
    expect((await auditOf("email_changed", student.user.id))[0]).toMatchObject({
      target: newEmail,
      details: { previous_email: student.email },
    });
  });

  it("answers the same 202 for an address taken by an account or an invitation, and sends nothing", async () => {
    const student = await signedInUser(ctx);
    const owner = await createUser(ctx);
    const invited = uniqueEmail("invitee");
    await invite(invited);
    const free = await requestChange(student, uniqueEmail("libre"));
    const taken = await requestChange(student, owner.email);
    const held = await requestChange(student, invited);
    for (const response of [taken, held]) {
      expect({ status: response.statusCode, body: response.body }).toEqual({
        status: free.statusCode,
        body: free.body,
      });
    }
    expect(await mailsTo(owner.email)).toHaveLength(0);
    expect((await mailsTo(invited)).map((mail) => mail.subject)).toEqual(["Ton invitation à ECOS Academy"]);
    const rows = await ctx.database.db.select().from(emailChanges).where(eq(emailChanges.userId, student.user.id));
    expect(rows).toHaveLength(1);
    // The invitee can still activate.
    const code = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, invited));
    const activation = await post("/api/auth/activate", {
      email: invited,
      password: "Lanterne-ocre-42",
      code: /Ton code d'activation : (\d{4})/.exec(code[0]?.body ?? "")?.[1],
    });
    expect(activation.statusCode).toBe(201);
  });

  it("refuses to confirm once the address was invited or taken after the request", async () => {
    const student = await signedInUser(ctx);
    const invited = uniqueEmail("plus-tard");
    await requestChange(student, invited);
    const token = linkToken((await lastEmailTo(ctx, invited))?.body) as string;
    await invite(invited);
    const refused = await post("/api/auth/email-change/confirm", { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatchObject({ error_code: "ERR_USER_ALREADY_EXISTS", fields: ["email"] });
    expect((await me(student.headers)).email).toBe(student.email);

    const second = await signedInUser(ctx);
    const target = uniqueEmail("course");
    await requestChange(second, target);
    const secondToken = linkToken((await lastEmailTo(ctx, target))?.body) as string;
    await createUser(ctx, { email: target });
    expect((await post("/api/auth/email-change/confirm", { token: secondToken })).statusCode).toBe(409);
    expect((await me(second.headers)).email).toBe(second.email);
  });

  it("refuses a wrong current password, the same address, an expired or replaced link", async () => {
    const student = await signedInUser(ctx);
    const wrong = await post(
      "/api/users/me/email",
      { new_email: uniqueEmail(), current_password: "pas-le-bon" },
      student.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatchObject({ error_code: "ERR_INVALID_CREDENTIALS", fields: ["current_password"] });
    const same = await requestChange(student, student.email);
    expect(same.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["new_email"] });
    const invalid = await requestChange(student, "pas-une-adresse");
    expect(invalid.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["new_email"] });

    const first = uniqueEmail("premiere");
    const second = uniqueEmail("seconde");
    await requestChange(student, first);
    await requestChange(student, second);
    const replaced = linkToken((await lastEmailTo(ctx, first))?.body) as string;
    expect((await post("/api/auth/email-change/confirm", { token: replaced })).json().detail.error_code).toBe(
      "ERR_INVALID_CODE",
    );
    await ctx.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, student.user.id));
    const expired = linkToken((await lastEmailTo(ctx, second))?.body) as string;
    expect((await post("/api/auth/email-change/confirm", { token: expired })).statusCode).toBe(400);
    expect((await me(student.headers)).email).toBe(student.email);
  });

  it(`allows ${EMAIL_CHANGE_REQUESTS_PER_HOUR} requests an hour, whatever the addresses`, async () => {
    const student = await signedInUser(ctx);
    const owner = await createUser(ctx);
    for (let i = 0; i < EMAIL_CHANGE_REQUESTS_PER_HOUR; i += 1) {
      const target = i % 2 === 0 ? owner.email : uniqueEmail("essai");
      expect((await requestChange(student, target)).statusCode).toBe(202);
    }
    const refused = await requestChange(student, uniqueEmail("encore"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail.error_code).toBe("ERR_TOO_MANY_REQUESTS");
  });
});
