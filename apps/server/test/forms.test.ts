import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";

const beta = {
  first_name: "Hugo",
  last_name: "Petit",
  email: "hugo.petit@exemple.fr",
  academic_year: "D4",
  passed_ecos: "facultaire",
  trial_reason: "Préparer les ECOS nationaux",
  nb_cases: "7",
  wants_discord: true,
  consent_interview: false,
  notify_launch: true,
  referral_source: "Instagram",
};

describe.each(DB_KINDS)("public forms and the tickets list on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });
  const tickets = async () => {
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const response = await ctx.app.server.inject({ url: "/api/forms/tickets", headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("stores each form as an unseen ticket of its kind, newest first", async () => {
    const contact = await post("/api/forms/contact-us", {
      first_name: "Jeanne",
      last_name: "Roux",
      email: "Jeanne.Roux@Exemple.fr",
      message: "Bonjour, une question sur la bêta.",
    });
    expect(contact.statusCode).toBe(201);
    expect((await post("/api/forms/beta/signup", beta)).statusCode).toBe(201);
    expect(
      (await post("/api/forms/beta/signup", { ...beta, email: "second@exemple.fr", nb_cases: 3 })).statusCode,
    ).toBe(201);
    expect((await post("/api/forms/early_access/signup", { email: "early@exemple.fr" })).statusCode).toBe(201);

    const list = await tickets();
    // The spec's map from kind to entries, every kind present, plus the page's metadata.
    for (const kind of ["beta", "bug", "contact", "early", "message_report", "thread_reviews"]) {
      expect(Array.isArray(list[kind])).toBe(true);
    }
    expect(list).toMatchObject({ next_cursor: null, total: 4, matching: 4, unseen_count: 4 });
    expect(list.contact).toHaveLength(1);
    expect(list.contact[0]).toMatchObject({
      id: contact.json().id,
      first_name: "Jeanne",
      last_name: "Roux",
      email: "jeanne.roux@exemple.fr",
      message: "Bonjour, une question sur la bêta.",
      seen: false,
    });
    expect(list.beta.map((t: { email: string }) => t.email)).toEqual(["second@exemple.fr", "hugo.petit@exemple.fr"]);
    expect(list.beta[0].nb_cases).toBe("3");
    expect(list.beta[1]).toMatchObject({ ...beta, seen: false });
    expect(list.early).toEqual([
      expect.objectContaining({ email: "early@exemple.fr", first_name: null, last_name: null, seen: false }),
    ]);
    expect(list.bug).toEqual([]);
  });

  it.each([
    ["/api/forms/contact-us", { first_name: "A", last_name: "B", email: "a@b.fr", message: "  " }, ["message"]],
    ["/api/forms/contact-us", { first_name: "A", email: "a@b", message: "x" }, ["last_name", "email"]],
    ["/api/forms/beta/signup", { ...beta, academic_year: "D5" }, ["academic_year"]],
    ["/api/forms/beta/signup", { ...beta, nb_cases: "11" }, ["nb_cases"]],
    ["/api/forms/beta/signup", { ...beta, wants_discord: "Oui" }, ["wants_discord"]],
    ["/api/forms/beta/signup", { ...beta, referral_source: "TikTok" }, ["referral_source"]],
    ["/api/forms/early_access/signup", { email: "" }, ["email"]],
  ])("%s refuses invalid input %j and stores nothing", async (url, payload, fields) => {
    const before = await tickets();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    expect(response.json().detail.fields.sort()).toEqual([...fields].sort());
    expect(await tickets()).toEqual(before);
  });

  it("the tickets list is for super admins only: 401 anonymous, 403 student", async () => {
    const anonymous = await ctx.app.server.inject({ url: "/api/forms/tickets" });
    expect(anonymous.statusCode).toBe(401);
    const student = await signedInUser(ctx);
    const asStudent = await ctx.app.server.inject({ url: "/api/forms/tickets", headers: student.headers });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().detail.error_code).toBe("ERR_FORBIDDEN");
  });
});
