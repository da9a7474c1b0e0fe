import { caseById } from "@ecos/content";
import type { RankingParticipation, RankingResponse } from "@ecos/contracts";
import { type Db, threads, users } from "@ecos/db";
import { describe, expect, it } from "vitest";
import { ranking } from "../src/challenges/ranking";
import { findUserById } from "../src/repositories/users";
import { DB_KINDS, signedInUser, type TestContext, uniqueEmail, useTestApp } from "./helpers";
import { insertGradedStation } from "./progress-helpers";

const at = (iso: string) => new Date(iso);
// Wednesday 14 January 2026 in Paris: week 2026-W03 (from 12 January), month of January.
const NOW = at("2026-01-14T12:00:00Z");
let pseudonymCounter = 0;

/** A student straight in the database (no password needed), in or out of the ranking. */
async function student(db: Db, options: { pseudonym?: string; optIn?: boolean; avatarId?: number } = {}) {
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail("rank"),
      passwordHash: "x",
      firstName: "Prénom",
      lastName: "Secret",
      avatarId: options.avatarId ?? 1,
      pseudonym: options.pseudonym ?? null,
      rankingOptIn: options.optIn ?? false,
    })
    .returning();
  if (!row) throw new Error("no user");
  return row;
}

async function graded(db: Db, userId: string, xp: number, closedAt: string, scenarioId = "station-001") {
  await insertGradedStation(db, userId, { scenarioId, grade: 12, closedAt: at(closedAt), xp });
}

async function rankingOf(ctx: TestContext, userId: string, period: "week" | "month") {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new Error("no user");
  return ranking(ctx.database.db, user, period, NOW);
}

const lines = (response: RankingResponse) =>
  response.entries.map((entry) => `${entry.rank} ${entry.pseudonym} ${entry.xp}${entry.is_me ? " (moi)" : ""}`);

describe.each(DB_KINDS)("ranking on %s", (kind) => {
  const ctx = useTestApp(kind);

  it("ranks opted-in students by the XP of the Paris week and month, ties sharing a place", async () => {
    const db = ctx.database.db;
    const tag = `${kind.slice(0, 2)}${pseudonymCounter++}`;
    const alpha = await student(db, { pseudonym: `Alpha${tag}`, optIn: true, avatarId: 3 });
    const bravo = await student(db, { pseudonym: `Bravo${tag}`, optIn: true });
    const charlie = await student(db, { pseudonym: `Charlie${tag}`, optIn: true });
    const delta = await student(db, { pseudonym: `Delta${tag}`, optIn: false }); // left the ranking
    const echo = await student(db, { pseudonym: `Echo${tag}`, optIn: true }); // nothing this month
    const reader = await student(db); // never joined

    await graded(db, alpha.id, 200, "2026-01-12T08:00:00Z");
    await graded(db, alpha.id, 100, "2026-01-13T08:00:00Z", "station-002");
    await graded(db, alpha.id, 1000, "2026-01-11T22:59:00Z"); // Sunday 23:59 in Paris: last week, this month
    await graded(db, bravo.id, 300, "2026-01-14T07:00:00Z");
    await graded(db, bravo.id, 50, "2025-12-31T23:30:00Z"); // 1 January 00:30 in Paris: this month
    await graded(db, charlie.id, 150, "2026-01-11T23:00:00Z"); // Monday 00:00 in Paris: this week
    await graded(db, charlie.id, 400, "2026-01-05T10:00:00Z");
    await graded(db, charlie.id, 999, "2026-01-31T23:30:00Z"); // 1 February in Paris
    await graded(db, delta.id, 500, "2026-01-13T10:00:00Z");
    await graded(db, echo.id, 100, "2025-12-31T22:30:00Z"); // 31 December 23:30 in Paris
    await graded(db, reader.id, 200, "2026-01-13T11:00:00Z");

    // Worked out by hand. Week: Alpha 300, Bravo 300, Charlie 150 (Delta 500 is not listed).
    const week = await rankingOf(ctx, reader.id, "week");
    expect(lines(week)).toEqual([`1 Alpha${tag} 300`, `1 Bravo${tag} 300`, `3 Charlie${tag} 150`]);
    expect(week).toMatchObject({
      period: "week",
      starts_at: "2026-01-11T23:00:00.000Z",
      ends_at: "2026-01-18T23:00:00.000Z",
      participants: 3,
      // 200 XP: behind Alpha and Bravo, « tu serais à la 3e place ».
      me: { xp: 200, rank: 3, participation: { opt_in: false, pseudonym: null } },
    });
    expect(week.entries[0]?.avatar_id).toBe(3);
    // Month: Alpha 1300, Charlie 550, Bravo 350.
    const month = await rankingOf(ctx, reader.id, "month");
    expect(lines(month)).toEqual([`1 Alpha${tag} 1300`, `2 Charlie${tag} 550`, `3 Bravo${tag} 350`]);
    expect(month).toMatchObject({
      starts_at: "2025-12-31T23:00:00.000Z",
      ends_at: "2026-01-31T23:00:00.000Z",
      me: { xp: 200, rank: 4 },
    });

    // An opted-in reader sees their own line; a student who left sees where they would be.
    const mine = await rankingOf(ctx, bravo.id, "week");
    expect(lines(mine)).toEqual([`1 Alpha${tag} 300`, `1 Bravo${tag} 300 (moi)`, `3 Charlie${tag} 150`]);
    expect(mine.me).toEqual({ xp: 300, rank: 1, participation: { opt_in: true, pseudonym: `Bravo${tag}` } });
    const left = await rankingOf(ctx, delta.id, "week");
    expect(lines(left)).toEqual(lines(week));
    expect(left.me).toEqual({ xp: 500, rank: 1, participation: { opt_in: false, pseudonym: `Delta${tag}` } });
    // Without XP in the period: no place.
    expect((await rankingOf(ctx, echo.id, "week")).me).toMatchObject({ xp: 0, rank: null });
  });

  it("lists the first 50 places (all the students sharing the 50th), and the reader's place beyond", async () => {
    // A week of its own (June 2030), so that the other tests' students have no XP in it.
    const db = ctx.database.db;
    const closedAt = at("2030-06-12T10:00:00Z");
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: 53 }, (_, index) => ({
          email: uniqueEmail("top"),
          passwordHash: "x",
          pseudonym: `Joueur${kind.slice(0, 2)}${String(index).padStart(2, "0")}`,
          rankingOptIn: true,
        })),
      )
      .returning({ id: users.id, pseudonym: users.pseudonym });
    // 49 students from 1000 XP down to 952, three at 900 (the 50th place), one at 800 (the 53rd).
    const xpOf = (index: number) => (index < 49 ? 1000 - index : index < 52 ? 900 : 800);
    const item = caseById("station-001");
    await db.insert(threads).values(
      rows.map((row, index) => ({
        userId: row.id,
        scenarioId: "station-001",
        modeId: item?.modeId ?? "",
        categoryId: item?.categoryId ?? "",
        status: "corrected" as const,
        step: "grading" as const,
        remainingMs: 0,
        digitizedGrade: 12,
        xpAwarded: xpOf(index),
        closedAt,
      })),
    );
    const reader = await student(db);
    await graded(db, reader.id, 850, closedAt.toISOString());
    const user = await findUserById(db, reader.id);
    if (!user) throw new Error("no reader");
    const result = await ranking(db, user, "week", at("2030-06-12T12:00:00Z"));
    expect(result.participants).toBe(53);
    expect(result.entries).toHaveLength(52);
    expect(result.entries.slice(-4).map((entry) => [entry.rank, entry.xp])).toEqual([
      [49, 952],
      [50, 900],
      [50, 900],
      [50, 900],
    ]);
    expect(result.entries.map((entry) => entry.rank).slice(0, 3)).toEqual([1, 2, 3]);
    expect(result.me).toMatchObject({ xp: 850, rank: 53 });
  });

  it("never shows a student who did not opt in, nor anyone's name or e-mail", async () => {
    const db = ctx.database.db;
    const listed = await signedInUser(ctx);
    const hidden = await signedInUser(ctx);
    const admin = await signedInUser(ctx, "SUPERADMIN");
    const pseudonym = `Visible${kind.slice(0, 2)}`;
    const put = (headers: Record<string, string>, payload: object) =>
      ctx.app.server.inject({ method: "PUT", url: "/api/ranking/participation", headers, payload });
    expect((await put(listed.headers, { opt_in: true, pseudonym })).json()).toEqual({ opt_in: true, pseudonym });
    await graded(db, listed.user.id, 120, new Date(Date.now() - 60_000).toISOString());
    await graded(db, hidden.user.id, 400, new Date(Date.now() - 60_000).toISOString());

    for (const reader of [listed, hidden, admin]) {
      for (const period of ["week", "month"]) {
        const response = await ctx.app.server.inject({ url: `/api/ranking?period=${period}`, headers: reader.headers });
        expect(response.statusCode).toBe(200);
        const body = response.json() as RankingResponse;
        const text = response.body;
        expect(body.entries.map((entry) => entry.pseudonym)).toContain(pseudonym);
        // Nobody's e-mail, name or id, the hidden student's 400 XP only in their own answer.
        expect(text).not.toContain("@");
        expect(text).not.toContain("Durand");
        expect(text).not.toContain(hidden.user.id);
        expect(text).not.toContain(listed.user.id);
        expect(body.entries.some((entry) => entry.xp === 400)).toBe(false);
        if (reader === hidden) expect(body.me).toMatchObject({ xp: 400, participation: { opt_in: false } });
      }
    }
    // Leaving the ranking hides the student at once; the pseudonym stays theirs, hidden.
    expect((await put(listed.headers, { opt_in: false })).json()).toEqual({ opt_in: false, pseudonym });
    const after = await ctx.app.server.inject({ url: "/api/ranking", headers: hidden.headers });
    expect(after.body).not.toContain(pseudonym);
    const taken = await put(hidden.headers, { opt_in: true, pseudonym: pseudonym.toUpperCase() });
    expect(taken.statusCode).toBe(409);
  });

  it("validates the pseudonym: format, not revealing the student, unique whatever the case", async () => {
    const first = await signedInUser(ctx);
    const second = await signedInUser(ctx);
    const put = (who: typeof first, payload: unknown) =>
      ctx.app.server.inject({
        method: "PUT",
        url: "/api/ranking/participation",
        headers: who.headers,
        payload: payload as object,
      });
    const name = `Dr.House_${kind.slice(0, 2)}`;
    const saved = await put(first, { opt_in: true, pseudonym: `  ${name} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RankingParticipation>()).toEqual({ opt_in: true, pseudonym: name });
    // Changing the case of one's own pseudonym is fine.
    expect((await put(first, { opt_in: true, pseudonym: name.toLowerCase() })).statusCode).toBe(200);

    const taken = await put(second, { opt_in: true, pseudonym: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: {
        error_code: "ERR_PSEUDONYM_TAKEN",
        fields: ["pseudonym"],
        message: "Ce pseudonyme est déjà pris, choisis-en un autre.",
      },
    });

    const local = second.email.split("@")[0] as string;
    const refused: Array<[unknown, string[], string]> = [
      [{ opt_in: true, pseudonym: "ab" }, ["pseudonym"], "Ton pseudonyme doit faire de 3 à 20 caractères."],
      [{ opt_in: true, pseudonym: "x".repeat(21) }, ["pseudonym"], "Ton pseudonyme doit faire de 3 à 20 caractères."],
      [{ opt_in: true, pseudonym: "jean dupont" }, ["pseudonym"], "(ni espace ni @)"],
      [{ opt_in: true, pseudonym: "moi@exemple.fr" }, ["pseudonym"], "(ni espace ni @)"],
      [{ opt_in: true, pseudonym: "._-" }, ["pseudonym"], "au moins une lettre ou un chiffre"],
      [{ opt_in: true, pseudonym: "Admin" }, ["pseudonym"], "réservé"],
      [{ opt_in: true, pseudonym: "durand_du_33" }, ["pseudonym"], "ni ton nom ni ton adresse e-mail"],
      [{ opt_in: true, pseudonym: local.slice(0, 20) }, ["pseudonym"], "ni ton nom ni ton adresse e-mail"],
      [{ opt_in: true }, ["pseudonym"], "Champs invalides"],
      [{ opt_in: "oui", pseudonym: "valide" }, ["opt_in"], "Champs invalides"],
      [{ opt_in: false, pseudonym: "valide", extra: 1 }, ["pseudonym", "extra"], "Champs invalides"],
      [{}, ["opt_in"], "Champs invalides"],
    ];
    for (const [payload, fields, message] of refused) {
      const response = await put(second, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      const detail = response.json().detail;
      expect({ payload, code: detail.error_code, fields: detail.fields }).toEqual({
        payload,
        code: "ERR_INVALID_INPUT",
        fields,
      });
      expect(detail.message).toContain(message);
    }
    // Nothing was stored for the second student.
    const me = await ctx.app.server.inject({ url: "/api/ranking?period=week", headers: second.headers });
    expect(me.json().me.participation).toEqual({ opt_in: false, pseudonym: null });
    // Accents and a first name are fine.
    const accented = await put(second, { opt_in: true, pseudonym: `Léa-Éole.${kind.slice(0, 2)}` });
    expect(accented.json()).toEqual({ opt_in: true, pseudonym: `Léa-Éole.${kind.slice(0, 2)}` });
  });

  it("refuses an unknown period", async () => {
    const reader = await signedInUser(ctx);
    const response = await ctx.app.server.inject({ url: "/api/ranking?period=year", headers: reader.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["period"] });
  });
});
