import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, uniqueEmail, useTestApp } from "./helpers";

type Who = "anonymous" | "student" | "otherStudent" | "superAdmin";

/**
 * Every route, for each of: anonymous, a student, another student and a super admin. Public routes
 * answer the same to all; protected ones 401 anonymous; admin ones 403 students.
 */
describe.each(DB_KINDS)("authorization matrix on %s", (kind) => {
  const ctx = useTestApp(kind);

  async function actors() {
    const student = await signedInUser(ctx);
    const otherStudent = await signedInUser(ctx);
    const superAdmin = await signedInUser(ctx, "SUPERADMIN");
    return {
      anonymous: { headers: {} as Record<string, string>, email: undefined },
      student,
      otherStudent,
      superAdmin,
    };
  }

  const routes: Array<{
    method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE";
    url: string;
    body?: () => unknown;
    expected: Record<Who, number>;
  }> = [
    {
      method: "GET",
      url: "/api/users/me",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "PUT",
      url: "/api/users/me",
      body: () => ({ avatar_id: 4 }),
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "POST",
      url: "/api/admin/invitations",
      body: () => ({ email: uniqueEmail("matrix") }),
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 201 },
    },
    {
      method: "GET",
      url: "/api/forms/tickets",
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "PUT",
      url: "/api/users/me",
      body: () => ({ target_grade: 15 }),
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/simulation/statistics",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    // Circuit mode (issue 15): each signed-in user has circuits of their own (the owned routes are in circuits.test.ts).
    {
      method: "POST",
      url: "/api/circuits",
      body: () => ({ size: 5 }),
      expected: { anonymous: 401, student: 201, otherStudent: 201, superAdmin: 201 },
    },
    {
      method: "GET",
      url: "/api/circuits",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/simulation/statistics/habits",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/sheets",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/sheets/21.png",
      expected: { anonymous: 200, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "PATCH",
      url: "/api/forms/tickets/seen",
      body: () => ({ tickets: [{ ticket_type: "contact", ticket_id: crypto.randomUUID() }] }),
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/forms/tickets?kind=bug&unseen=true&search=a",
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "PATCH",
      url: "/api/forms/tickets/seen",
      body: () => ({ all: true, up_to: "2000-01-01T00:00:00.000000Z" }),
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/admin/audit?action=ticket_deleted",
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/admin/ai",
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/metrics",
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/docs",
      expected: { anonymous: 200, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "DELETE",
      url: "/api/tickets/00000000-0000-4000-8000-000000000000",
      expected: { anonymous: 401, student: 403, otherStudent: 403, superAdmin: 404 },
    },
    {
      method: "POST",
      url: "/api/forms/contact-us",
      body: () => ({ first_name: "A", last_name: "B", email: "a@exemple.fr", message: "Bonjour" }),
      expected: { anonymous: 201, student: 201, otherStudent: 201, superAdmin: 201 },
    },
    {
      method: "POST",
      url: "/api/forms/early_access/signup",
      body: () => ({ email: "e@exemple.fr" }),
      expected: { anonymous: 201, student: 201, otherStudent: 201, superAdmin: 201 },
    },
    {
      method: "POST",
      url: "/api/auth/token",
      body: () => ({ email: "nobody@exemple.fr", password: "whatever" }),
      expected: { anonymous: 401, student: 401, otherStudent: 401, superAdmin: 401 },
    },
    {
      method: "POST",
      url: "/api/auth/refresh",
      expected: { anonymous: 401, student: 401, otherStudent: 401, superAdmin: 401 },
    },
    {
      method: "POST",
      url: "/api/auth/logout",
      expected: { anonymous: 204, student: 204, otherStudent: 204, superAdmin: 204 },
    },
    // Passwords and e-mail changes (issue 12): signed-in users act on their own account only.
    {
      method: "POST",
      url: "/api/auth/password-reset/request",
      body: () => ({ email: "nobody@exemple.fr" }),
      expected: { anonymous: 202, student: 202, otherStudent: 202, superAdmin: 202 },
    },
    {
      method: "POST",
      url: "/api/auth/password-reset",
      body: () => ({ token: "A".repeat(43), new_password: "Tilleul-menthe-poivrée" }),
      expected: { anonymous: 400, student: 400, otherStudent: 400, superAdmin: 400 },
    },
    {
      method: "POST",
      url: "/api/auth/password",
      body: () => ({ current_password: "motdepasse", new_password: "Tilleul-menthe-poivrée" }),
      expected: { anonymous: 401, student: 204, otherStudent: 204, superAdmin: 204 },
    },
    {
      method: "POST",
      url: "/api/users/me/email",
      body: () => ({ new_email: uniqueEmail("matrix"), current_password: "motdepasse" }),
      expected: { anonymous: 401, student: 202, otherStudent: 202, superAdmin: 202 },
    },
    {
      method: "POST",
      url: "/api/auth/email-change/confirm",
      body: () => ({ token: "A".repeat(43) }),
      expected: { anonymous: 400, student: 400, otherStudent: 400, superAdmin: 400 },
    },
    // Weekly challenge and ranking (issue 15): every signed-in user, on their own data only.
    {
      method: "GET",
      url: "/api/challenges/weekly",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "GET",
      url: "/api/ranking?period=month",
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
    {
      method: "PUT",
      url: "/api/ranking/participation",
      body: () => ({ opt_in: false }),
      expected: { anonymous: 401, student: 200, otherStudent: 200, superAdmin: 200 },
    },
  ];

  it.each(routes)("$method $url", async (route) => {
    const all = await actors();
    for (const who of Object.keys(route.expected) as Who[]) {
      const response = await ctx.app.server.inject({
        method: route.method,
        url: route.url,
        headers: all[who].headers,
        payload: (route.body?.() ?? {}) as object,
      });
      expect({ who, status: response.statusCode }).toEqual({ who, status: route.expected[who] });
    }
  });

  it("each user only ever sees and changes their own profile", async () => {
    const { student, otherStudent } = await actors();
    await ctx.app.server.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: student.headers,
      payload: { avatar_id: 9 },
    });
    const mine = await ctx.app.server.inject({ url: "/api/users/me", headers: student.headers });
    const theirs = await ctx.app.server.inject({ url: "/api/users/me", headers: otherStudent.headers });
    expect(mine.json()).toMatchObject({ email: student.email, avatar_id: 9 });
    expect(theirs.json()).toMatchObject({ email: otherStudent.email, avatar_id: 1 });
  });

  it("unknown API routes answer ERR_NOT_FOUND in the error shape", async () => {
    const response = await ctx.app.server.inject({ url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: { error_code: "ERR_NOT_FOUND", fields: [], message: "Route inconnue" } });
  });
});
