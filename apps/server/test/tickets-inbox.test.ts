import { tickets as ticketsTable } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTicket } from "../src/repositories/tickets";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";

type Headers = Record<string, string>;

const beta = {
  first_name: "Inès",
  last_name: "Haddad",
  email: "ines.haddad@exemple.fr",
  academic_year: "D3",
  passed_ecos: "non",
  nb_cases: "10",
  wants_discord: false,
  consent_interview: true,
  notify_launch: true,
  referral_source: "Bouche à oreille",
};

async function seedInbox(ctx: TestContext) {
  const db = ctx.database.db;
  const contact = await insertTicket(db, {
    kind: "contact",
    payload: { first_name: "Jeanne", last_name: "Roux", email: "jeanne@exemple.fr", message: "Bonjour" },
  });
  const review = await insertTicket(db, {
    kind: "thread_reviews",
    payload: { progress: "oui", simulation: "moyen", grading: "oui", ameliorations: [], commentary: "Top" },
  });
  const report = await insertTicket(db, {
    kind: "message_report",
    payload: { user_message: "Vous fumez ?", ai_message: "Non.", thread_id: crypto.randomUUID() },
  });
  return { contact: contact.id, review: review.id, report: report.id };
}

async function seenOf(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db
    .select({ seen: ticketsTable.seen })
    .from(ticketsTable)
    .where(eq(ticketsTable.id, id));
  return row?.seen;
}

describe.each(DB_KINDS)("the ticket inbox actions on %s", (kind) => {
  const ctx = useTestApp(kind);
  const patchSeen = (headers: Headers, payload: unknown) =>
    ctx.app.server.inject({ method: "PATCH", url: "/api/forms/tickets/seen", headers, payload: payload as object });
  const remove = (headers: Headers, id: string) =>
    ctx.app.server.inject({ method: "DELETE", url: `/api/tickets/${id}`, headers });

  it("marks tickets seen, counting only those that were unseen and whose kind matches", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const ids = await seedInbox(ctx);
    const first = await patchSeen(admin.headers, {
      tickets: [
        { ticket_type: "contact", ticket_id: ids.contact },
        // The spec sends questionnaires as "thread_review".
        { ticket_type: "thread_review", ticket_id: ids.review },
        // Wrong kind for this id: left alone.
        { ticket_type: "bug", ticket_id: ids.report },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ updated: 2 });
    expect([await seenOf(ctx, ids.contact), await seenOf(ctx, ids.review), await seenOf(ctx, ids.report)]).toEqual([
      true,
      true,
      false,
    ]);
    // Again: nothing left to mark; a deleted or unknown ticket is simply not counted.
    const again = await patchSeen(admin.headers, {
      tickets: [
        { ticket_type: "contact", ticket_id: ids.contact },
        { ticket_type: "message_report", ticket_id: crypto.randomUUID() },
        { ticket_type: "message_report", ticket_id: ids.report },
      ],
    });
    expect(again.json()).toEqual({ updated: 1 });
    const list = await ctx.app.server.inject({ url: "/api/forms/tickets", headers: admin.headers });
    expect(list.json().message_report).toEqual([expect.objectContaining({ id: ids.report, seen: true })]);
  });

  it.each([
    [{ tickets: [] }, ["tickets"]],
    [{ tickets: [{ ticket_type: "spam", ticket_id: "00000000-0000-4000-8000-000000000000" }] }, ["tickets"]],
    [{ tickets: [{ ticket_type: "contact", ticket_id: "42" }] }, ["tickets"]],
    [{}, ["tickets"]],
  ])("refuses %j with ERR_INVALID_INPUT and changes nothing", async (payload, fields) => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const ids = await seedInbox(ctx);
    const response = await patchSeen(admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields });
    expect(await seenOf(ctx, ids.contact)).toBe(false);
  });

  it("deletes one ticket; an unknown id is 404 and a malformed one 400", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const ids = await seedInbox(ctx);
    const response = await remove(admin.headers, ids.contact);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ids.contact, deleted: true });
    expect(await seenOf(ctx, ids.contact)).toBeUndefined();
    expect(await seenOf(ctx, ids.review)).toBe(false);
    const twice = await remove(admin.headers, ids.contact);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().detail.error_code).toBe("ERR_NOT_FOUND");
    const malformed = await remove(admin.headers, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["id"] });
  });

  it("says where each beta applicant stands: none, then invited, then member", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const signup = await ctx.app.server.inject({ method: "POST", url: "/api/forms/beta/signup", payload: beta });
    expect(signup.statusCode).toBe(201);
    const status = async () => {
      const list = await ctx.app.server.inject({ url: "/api/forms/tickets", headers: admin.headers });
      return list.json().beta.find((entry: { id: string }) => entry.id === signup.json().id).invitation_status;
    };
    expect(await status()).toBe("none");
    const invite = await ctx.app.server.inject({
      method: "POST",
      url: "/api/admin/invitations",
      headers: admin.headers,
      payload: { email: beta.email, first_name: beta.first_name, last_name: beta.last_name },
    });
    expect(invite.statusCode).toBe(201);
    expect(await status()).toBe("invited");
    const activation = await ctx.app.server.inject({
      method: "POST",
      url: "/api/auth/activate",
      payload: { email: beta.email, password: "motdepasse", code: invite.json().code },
    });
    expect(activation.statusCode).toBe(201);
    expect(await status()).toBe("member");
  });

  it("every inbox route is for super admins: 401 anonymous, 403 for students, and nothing changes", async () => {
    const ids = await seedInbox(ctx);
    const student = await signedInUser(ctx);
    const otherStudent = await signedInUser(ctx);
    const calls = [
      { method: "GET" as const, url: "/api/forms/tickets" },
      {
        method: "PATCH" as const,
        url: "/api/forms/tickets/seen",
        payload: { tickets: [{ ticket_type: "contact", ticket_id: ids.contact }] },
      },
      { method: "DELETE" as const, url: `/api/tickets/${ids.contact}` },
    ];
    for (const call of calls) {
      expect((await ctx.app.server.inject(call)).statusCode).toBe(401);
      for (const user of [student, otherStudent]) {
        const response = await ctx.app.server.inject({ ...call, headers: user.headers });
        expect(response.statusCode).toBe(403);
        expect(response.json().detail.error_code).toBe("ERR_FORBIDDEN");
      }
    }
    expect(await seenOf(ctx, ids.contact)).toBe(false);
  });
});
