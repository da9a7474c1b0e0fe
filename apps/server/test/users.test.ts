import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, uniqueEmail, useTestApp } from "./helpers";

describe.each(DB_KINDS)("GET and PUT /api/users/me on %s", (kind) => {
  const ctx = useTestApp(kind);
  const me = (headers: Record<string, string>) => ctx.app.server.inject({ url: "/api/users/me", headers });
  const put = (headers: Record<string, string>, payload: unknown) =>
    ctx.app.server.inject({ method: "PUT", url: "/api/users/me", headers, payload: payload as object });

  it("answers the spec's user fields", async () => {
    const student = await signedInUser(ctx);
    const body = (await me(student.headers)).json();
    expect(body).toEqual({
      _id: student.user.id,
      email: student.email,
      username: student.email.split("@")[0],
      role: "STUDENT",
      first_name: "Léa",
      last_name: "Durand",
      college_label: null,
      college_year: null,
      avatar_id: 1,
      target_grade: 14,
      xp: 0,
      friends_count: 0,
      voice_enabled: false,
      onboarded: false,
      statistics: {
        Simulations: { avg_grade: null, count: 0 },
        Streaks: {
          Monday: false,
          Tuesday: false,
          Wednesday: false,
          Thursday: false,
          Friday: false,
          Saturday: false,
          Sunday: false,
        },
      },
    });
  });

  it("accepts each of the payload shapes and returns the updated user", async () => {
    const student = await signedInUser(ctx);
    expect((await put(student.headers, { avatar_id: 7 })).json().avatar_id).toBe(7);
    const names = (await put(student.headers, { first_name: " Zoé ", last_name: "Bernard" })).json();
    expect(names).toMatchObject({ first_name: "Zoé", last_name: "Bernard", email: student.email });
    // The current address may come along with the names (the profile form sends it); it stays as it is.
    const withEmail = await put(student.headers, {
      first_name: "Zoé",
      last_name: "Bernard",
      email: student.email.toUpperCase(),
    });
    expect(withEmail.json()).toMatchObject({ first_name: "Zoé", email: student.email });
    expect((await put(student.headers, { college_label: "Université de Lille" })).json().college_label).toBe(
      "Université de Lille",
    );
    expect((await put(student.headers, { college_year: "DFASM3" })).json().college_year).toBe("DFASM3");
    expect((await put(student.headers, { target_grade: 15.5 })).json().target_grade).toBe(15.5);
    expect((await put(student.headers, { voice_enabled: true })).json().voice_enabled).toBe(true);
    expect((await put(student.headers, { onboarded: true })).json().onboarded).toBe(true);
    const final = (await me(student.headers)).json();
    expect(final).toMatchObject({
      avatar_id: 7,
      first_name: "Zoé",
      email: student.email,
      college_label: "Université de Lille",
      college_year: "DFASM3",
      target_grade: 15.5,
      voice_enabled: true,
      onboarded: true,
    });
    // The guide can be shown again.
    expect((await put(student.headers, { onboarded: false })).json().onboarded).toBe(false);
  });

  it.each([
    [{ avatar_id: 11 }, ["avatar_id"]],
    [{ avatar_id: "3" }, ["avatar_id"]],
    [{ first_name: "Zoé" }, ["last_name"]],
    [{ first_name: "Zoé", last_name: "B", email: "pas-un-email" }, ["email"]],
    [{ first_name: "", last_name: "B" }, ["first_name"]],
    [{ college_label: "Université de Nulle Part" }, ["college_label"]],
    [{ college_year: "D5" }, ["college_year"]],
    [{ target_grade: 94 }, ["target_grade"]],
    [{ voice_enabled: "oui" }, ["voice_enabled"]],
    [{ onboarded: 1 }, ["onboarded"]],
    [{ avatar_id: 2, college_year: "DFASM1" }, ["avatar_id", "college_year"]],
    [{ role: "SUPERADMIN" }, ["role"]],
    [{}, ["body"]],
  ])("refuses %j with ERR_INVALID_INPUT and changes nothing", async (payload, fields) => {
    const student = await signedInUser(ctx);
    const before = (await me(student.headers)).json();
    const response = await put(student.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    expect(response.json().detail.fields.sort()).toEqual([...fields].sort());
    expect((await me(student.headers)).json()).toEqual(before);
  });

  it("no longer changes the e-mail, and answers the same for a free and a taken address", async () => {
    const first = await signedInUser(ctx);
    const second = await signedInUser(ctx);
    const taken = await put(second.headers, { first_name: "A", last_name: "B", email: first.email });
    const free = await put(second.headers, { first_name: "A", last_name: "B", email: uniqueEmail("libre") });
    for (const response of [taken, free]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        error_code: "ERR_INVALID_INPUT",
        fields: ["email"],
        message:
          "L'adresse e-mail se change avec ton mot de passe (POST /api/users/me/email) : un lien de confirmation est envoyé à la nouvelle adresse.",
      });
    }
    expect((await me(second.headers)).json()).toMatchObject({ email: second.email, first_name: "Léa" });
  });
});
