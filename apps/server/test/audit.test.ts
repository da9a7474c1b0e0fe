import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditPageResponse } from "@ecos/contracts";
import { auditLog } from "@ecos/db";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../src/repositories/audit";
import { insertTicket } from "../src/repositories/tickets";
import { DB_KINDS, signedInUser, uniqueEmail, useTestApp } from "./helpers";

type Headers = Record<string, string>;

describe.each(DB_KINDS)("the audit log reader on %s", (kind) => {
  const ctx = useTestApp(kind);
  const read = async (headers: Headers, query: Record<string, string> = {}) => {
    const response = await ctx.app.server.inject({ url: "/api/admin/audit", headers, query });
    expect(response.statusCode).toBe(200);
    return response.json() as AuditPageResponse;
  };

  it("shows who did what, to what, from where: a ticket deleted and an invitation sent through the API", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const ticket = await insertTicket(ctx.database.db, { kind: "bug", payload: { message: "Bug" } });
    expect(
      (await ctx.app.server.inject({ method: "DELETE", url: `/api/tickets/${ticket.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const invited = uniqueEmail("invite");
    expect(
      (
        await ctx.app.server.inject({
          method: "POST",
          url: "/api/admin/invitations",
          headers: admin.headers,
          payload: { email: invited },
        })
      ).statusCode,
    ).toBe(201);

    const page = await read(admin.headers);
    const deleted = page.entries.find((entry) => entry.action === "ticket_deleted" && entry.target === ticket.id);
    expect(deleted).toEqual({
      id: expect.any(String),
      action: "ticket_deleted",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actor_id: admin.user.id,
      actor_email: admin.email,
      actor_name: "Léa Durand",
      target: ticket.id,
      ip: "127.0.0.1",
      details: { kind: "bug" },
    });
    expect(page.entries.find((entry) => entry.target === invited)).toMatchObject({
      action: "invitation_created",
      actor_id: admin.user.id,
      actor_email: admin.email, // from the account when the event did not keep it
    });
    expect(page.entries.every((entry) => entry.action in AUDIT_ACTION_LABELS)).toBe(true);
  });

  it("pages 50 entries at a time, newest first, without repeating or skipping when entries arrive", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    await ctx.database.db.delete(auditLog);
    for (let n = 0; n < 110; n++) {
      await recordAudit(ctx.database.db, {
        action: n % 2 ? "login" : "login_failed",
        actorEmail: `u${n}@exemple.fr`,
        target: `u${n}@exemple.fr`,
        ip: "203.0.113.7",
      });
    }
    const expected = (
      await ctx.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    ).map((row) => row.id);

    const first = await read(admin.headers);
    expect(first.entries).toHaveLength(50);
    // Deleting a ticket meanwhile logs a newer entry: it is on no later page.
    const ticket = await insertTicket(ctx.database.db, { kind: "contact", payload: {} });
    await ctx.app.server.inject({ method: "DELETE", url: `/api/tickets/${ticket.id}`, headers: admin.headers });
    const second = await read(admin.headers, { cursor: first.next_cursor as string });
    const third = await read(admin.headers, { cursor: second.next_cursor as string });
    expect([first, second, third].map((page) => page.entries.length)).toEqual([50, 50, 10]);
    expect(third.next_cursor).toBeNull();
    expect([first, second, third].flatMap((page) => page.entries.map((entry) => entry.id))).toEqual(expected);
    expect((await read(admin.headers)).entries[0]).toMatchObject({ action: "ticket_deleted", target: ticket.id });
  });

  it("filters by action", async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    await recordAudit(ctx.database.db, { action: "lockout", target: "victime@exemple.fr", ip: "198.51.100.2" });
    const page = await read(admin.headers, { action: "lockout" });
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((entry) => entry.action === "lockout")).toBe(true);
    expect(page.entries[0]).toMatchObject({ target: "victime@exemple.fr", ip: "198.51.100.2", actor_id: null });
    const none = await read(admin.headers, { action: "email_changed" });
    expect(none.entries.filter((entry) => entry.action !== "email_changed")).toEqual([]);
  });

  it.each([
    [{ action: "delete_everything" }, ["action"]],
    [{ cursor: "abc" }, ["cursor"]],
    [{ limit: "500" }, ["limit"]],
  ])("refuses the query %j naming %j", async (query, fields) => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const response = await ctx.app.server.inject({ url: "/api/admin/audit", headers: admin.headers, query });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields });
  });

  it("is for super admins only: 401 anonymous, 403 for students", async () => {
    const student = await signedInUser(ctx);
    expect((await ctx.app.server.inject({ url: "/api/admin/audit" })).statusCode).toBe(401);
    const asStudent = await ctx.app.server.inject({ url: "/api/admin/audit", headers: student.headers });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().detail.error_code).toBe("ERR_FORBIDDEN");
  });

  it("has a French label for every action the server records", () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(AUDIT_ACTION_LABELS).toMatchObject({ login: "Connexion", ticket_deleted: "Ticket supprimé" });
  });
});
