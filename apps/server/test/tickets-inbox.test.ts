import type { TicketEntry, TicketKind, TicketsPageResponse } from "@ecos/contracts";
import { auditLog, tickets as ticketsTable } from "@ecos/db";
import { desc, eq, sql } from "drizzle-orm";
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

  it("deletes one ticket, and the audit log says who deleted what; an unknown id is 404 and a malformed one 400", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const ids = await seedInbox(ctx);
    const response = await remove(admin.headers, ids.contact);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: ids.contact, deleted: true });
    expect(await seenOf(ctx, ids.contact)).toBeUndefined();
    expect(await seenOf(ctx, ids.review)).toBe(false);
    const logged = await ctx.database.db.select().from(auditLog).where(eq(auditLog.target, ids.contact));
    expect(logged).toEqual([
      expect.objectContaining({
        action: "ticket_deleted",
        actorId: admin.user.id,
        actorEmail: admin.email,
        ip: "127.0.0.1",
        details: { kind: "contact" },
      }),
    ]);
    const twice = await remove(admin.headers, ids.contact);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().detail.error_code).toBe("ERR_NOT_FOUND");
    const malformed = await remove(admin.headers, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["id"] });
    // Nothing deleted, nothing logged.
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "ticket_deleted"))).toHaveLength(1);
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
      payload: { email: beta.email, password: "la garde de nuit aux urgences", code: invite.json().code },
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

/** Entries of one page, each with its kind (the spec's map from kind to entries, flattened). */
const flatten = (page: TicketsPageResponse) =>
  (["contact", "bug", "thread_reviews", "message_report", "beta", "early"] as const).flatMap((kind) =>
    page[kind].map((entry: TicketEntry) => ({ kind, ...entry })),
  );
const idsOf = (page: TicketsPageResponse) => flatten(page).map((entry) => entry.id);

describe.each(DB_KINDS)("the ticket inbox's pages and filters on %s", (kind) => {
  const ctx = useTestApp(kind);
  const list = async (headers: Headers, query: Record<string, string> = {}) => {
    const response = await ctx.app.server.inject({ url: "/api/forms/tickets", headers, query });
    expect(response.statusCode).toBe(200);
    return response.json() as TicketsPageResponse;
  };
  const clear = () => ctx.database.db.delete(ticketsTable);
  /** Tickets created at given instants (several share one, so the order's tie-break by id is exercised). */
  const insertAt = (rows: Array<{ kind: TicketKind; at: Date; payload?: Record<string, unknown>; seen?: boolean }>) =>
    ctx.database.db
      .insert(ticketsTable)
      .values(
        rows.map((row) => ({ kind: row.kind, createdAt: row.at, seen: row.seen ?? false, payload: row.payload ?? {} })),
      )
      .returning({ id: ticketsTable.id });

  it("pages 50 tickets at a time, newest first, and later pages neither repeat nor skip when tickets arrive", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    await clear();
    const base = Date.parse("2025-03-01T10:00:00.000Z");
    // 120 tickets over 40 instants: three share each instant (the order's tie-break by id is exercised),
    // except the three around the first page's end, a microsecond apart (which a Date would round away).
    const kinds: TicketKind[] = ["contact", "bug", "early"];
    await insertAt(
      Array.from({ length: 120 }, (_, index) => ({
        kind: kinds[index % 3] as TicketKind,
        at: new Date(base + Math.floor(index / 3) * 1000),
        payload: { email: `t${index}@exemple.fr` },
      })),
    );
    for (const [index, micros] of [
      [69, 1],
      [70, 2],
      [71, 3],
    ]) {
      await ctx.database.db
        .update(ticketsTable)
        .set({ createdAt: sql`${ticketsTable.createdAt} + make_interval(secs => ${micros} / 1000000.0)` })
        .where(sql`${ticketsTable.payload}->>'email' = ${`t${index}@exemple.fr`}`);
    }
    // The database's own order (to the microsecond, ties by id) is what the pages must follow.
    const expected = (
      await ctx.database.db
        .select({ id: ticketsTable.id })
        .from(ticketsTable)
        .orderBy(desc(ticketsTable.createdAt), desc(ticketsTable.id))
    ).map((row) => row.id);

    const first = await list(admin.headers);
    expect(flatten(first)).toHaveLength(50);
    expect(idsOf(first)).toContain(expected[49]); // the page ends inside the microsecond-apart instant
    expect(first).toMatchObject({ total: 120, matching: 120, unseen_count: 120 });
    expect(first.counts).toEqual({ contact: 40, bug: 40, early: 40, thread_reviews: 0, message_report: 0, beta: 0 });
    expect(first.next_cursor).toEqual(expect.any(String));

    // New tickets arrive between pages: they are newer than the cursor, so they belong to no later page.
    await insertAt([
      { kind: "contact", at: new Date() },
      { kind: "bug", at: new Date() },
    ]);
    const second = await list(admin.headers, { cursor: first.next_cursor as string });
    expect(flatten(second)).toHaveLength(50);
    const third = await list(admin.headers, { cursor: second.next_cursor as string });
    expect(flatten(third)).toHaveLength(20);
    expect(third.next_cursor).toBeNull();
    expect(third.total).toBe(122);

    const pages = [first, second, third].map((page) => idsOf(page).sort());
    expect(pages).toEqual([0, 50, 100].map((start) => expected.slice(start, start + 50).sort()));
    expect(new Set(pages.flat()).size).toBe(120);

    // A ticket deleted after its page was read does not break the cursor that points at it.
    const last = flatten(first).at(-1)?.id as string;
    await ctx.database.db.delete(ticketsTable).where(eq(ticketsTable.id, last));
    const again = await list(admin.headers, { cursor: first.next_cursor as string });
    expect(idsOf(again).sort()).toEqual(idsOf(second).sort());
  });

  it("filters by kind, unseen and a case-sensitive search on the names and e-mail shown, combined", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const author = await signedInUser(ctx); // a bug report carries no names: the account's are shown
    await clear();
    const at = (minutes: number) => new Date(Date.parse("2025-03-01T10:00:00.000Z") + minutes * 60_000);
    await insertAt([
      { kind: "contact", at: at(1), payload: { first_name: "Jeanne", last_name: "Roux", email: "jr@exemple.fr" } },
      { kind: "contact", at: at(2), seen: true, payload: { first_name: "Paul", last_name: "Durand", email: "p@x.fr" } },
      { kind: "early", at: at(3), payload: { email: "roux.early@exemple.fr" } },
      { kind: "beta", at: at(4), payload: { first_name: "Inès", last_name: "Haddad", email: "ines@exemple.fr" } },
    ]);
    await ctx.app.server.inject({
      method: "POST",
      url: "/api/forms/bug-report",
      headers: author.headers,
      payload: { bug_type: "app", message: "Le chrono saute." },
    });

    /** What a page holds, in the spec's map: per kind, newest first. */
    const kinds = (page: TicketsPageResponse) => flatten(page).map((entry) => `${entry.kind}:${entry.email}`);
    expect(kinds(await list(admin.headers, { kind: "contact" }))).toEqual(["contact:p@x.fr", "contact:jr@exemple.fr"]);
    const unseen = await list(admin.headers, { unseen: "true" });
    expect(kinds(unseen)).toEqual([
      "contact:jr@exemple.fr",
      `bug:${author.email}`,
      "beta:ines@exemple.fr",
      "early:roux.early@exemple.fr",
    ]);
    expect(unseen).toMatchObject({ matching: 4, total: 5, unseen_count: 4 });
    expect(unseen.counts).toMatchObject({ contact: 1, early: 1, beta: 1, bug: 1 });

    // Case-sensitive, over first name, last name and e-mail (the form's, else the account's).
    expect(kinds(await list(admin.headers, { search: "Roux" }))).toEqual(["contact:jr@exemple.fr"]);
    expect(kinds(await list(admin.headers, { search: "roux" }))).toEqual(["early:roux.early@exemple.fr"]);
    expect(kinds(await list(admin.headers, { search: "Durand" }))).toEqual(["contact:p@x.fr", `bug:${author.email}`]);
    const combined = await list(admin.headers, { search: "Durand", unseen: "true", kind: "bug" });
    expect(kinds(combined)).toEqual([`bug:${author.email}`]);
    expect(combined).toMatchObject({ matching: 1, unseen_count: 4, total: 5 });
    expect(combined.counts).toMatchObject({ bug: 1, contact: 0 }); // the chips ignore the kind filter
    const none = await list(admin.headers, { search: "100%_" });
    expect(none).toMatchObject({ matching: 0, next_cursor: null, total: 5 });
    expect(flatten(none)).toEqual([]);
    // A blank search is no filter.
    expect((await list(admin.headers, { search: "   " })).matching).toBe(5);
  });

  it.each([
    [{ kind: "spam" }, ["kind"]],
    [{ unseen: "yes" }, ["unseen"]],
    [{ cursor: "not-a-cursor" }, ["cursor"]],
    [{ cursor: Buffer.from("2025-03-01T10:00:00Z|42").toString("base64url") }, ["cursor"]],
    [{ page: "2" }, ["page"]],
    [{ search: "x".repeat(201) }, ["search"]],
  ])("refuses the query %j with ERR_INVALID_INPUT naming %j", async (query, fields) => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const response = await ctx.app.server.inject({ url: "/api/forms/tickets", headers: admin.headers, query });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields });
  });

  it("« Tout marquer comme lu » marks every unseen ticket up to the newest counted, loaded or not, and no later one", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    await clear();
    const base = Date.parse("2025-03-01T10:00:00.000Z");
    await insertAt(
      Array.from({ length: 70 }, (_, index) => ({ kind: "contact" as const, at: new Date(base + index) })),
    );
    const first = await list(admin.headers);
    expect(first.unseen_count).toBe(70);
    expect(first.unseen_latest_at).toBe("2025-03-01T10:00:00.069000Z");
    const [late] = await insertAt([{ kind: "bug", at: new Date(base + 60_000) }]); // after the admin's count
    const patch = (payload: object) =>
      ctx.app.server.inject({ method: "PATCH", url: "/api/forms/tickets/seen", headers: admin.headers, payload });
    const response = await patch({ all: true, up_to: first.unseen_latest_at });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 70 });
    expect(await seenOf(ctx, late?.id as string)).toBe(false);
    expect((await list(admin.headers)).unseen_count).toBe(1);
    for (const payload of [
      { all: true },
      { all: false, up_to: first.unseen_latest_at },
      { all: true, up_to: "hier" },
    ]) {
      const refused = await patch(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    }
    // Students cannot.
    const student = await signedInUser(ctx);
    const asStudent = await ctx.app.server.inject({
      method: "PATCH",
      url: "/api/forms/tickets/seen",
      headers: student.headers,
      payload: { all: true, up_to: new Date().toISOString() },
    });
    expect(asStudent.statusCode).toBe(403);
    expect(await seenOf(ctx, late?.id as string)).toBe(false);
  });

  it("filtered pages and their cursors are for super admins only", async () => {
    const student = await signedInUser(ctx);
    const queries: Array<Record<string, string>> = [{ kind: "bug" }, { unseen: "true", search: "a" }];
    for (const query of queries) {
      expect((await ctx.app.server.inject({ url: "/api/forms/tickets", query })).statusCode).toBe(401);
      expect(
        (await ctx.app.server.inject({ url: "/api/forms/tickets", query, headers: student.headers })).statusCode,
      ).toBe(403);
    }
  });
});
