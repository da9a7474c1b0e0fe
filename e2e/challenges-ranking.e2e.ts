import { caseById } from "@ecos/content";
import { challengeCompletions, type Db, threads, users } from "@ecos/db";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parisWeek } from "../apps/server/src/challenges/paris-calendar";
import { weeklyStations } from "../apps/server/src/challenges/weekly-draw";
import { hashSecret } from "../apps/server/src/lib/passwords";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import { followMenuLink, horizontalOverflow, STUDENT, signIn } from "./support/student";

const SECOND = { email: "hugo.bernard@exemple.fr", password: "deuxieme-etudiant" } as const;

/** This week's challenge, as the server draws it. */
const WEEK = parisWeek(new Date());
const DRAWN = weeklyStations(WEEK.id);
const WEEK_NUMBER = Number(WEEK.id.slice(-2));

/** A moment of this week (a minute ago, or just after Monday 00:00 in Paris if the week has just begun). */
const thisWeek = () => new Date(Math.max(Date.now() - 60_000, WEEK.start.getTime() + 1_000));

async function userId(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A graded station written straight into `threads`, as grading leaves it. */
async function seedGraded(db: Db, user: string, scenarioId: string, xp: number) {
  const item = caseById(scenarioId);
  if (!item) throw new Error(`${scenarioId} is missing from the content`);
  const at = thisWeek();
  await db.insert(threads).values({
    userId: user,
    scenarioId,
    modeId: item.modeId,
    categoryId: item.categoryId,
    status: "corrected",
    step: "grading",
    remainingMs: 0,
    timerAt: at,
    grade: {},
    digitizedGrade: 13.5,
    xpAwarded: xp,
    closedAt: at,
    createdAt: at,
  });
}

async function otherStudent(db: Db, values: Partial<typeof users.$inferInsert> & { email: string }) {
  const [row] = await db
    .insert(users)
    .values({ passwordHash: "x", ...values })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  return row.id;
}

/**
 * The week's ranking, by hand. Opted in: Cardio_Queen 500, Hugo_Nuit 300 (the second student, whose
 * challenge is done), Pneumo42 200. Not opted in: Zoé Secrète with 1 000 XP, never shown to anyone.
 * The demo student: 250 XP (two challenge stations), 370 once the third one is graded.
 */
async function seedWeek(db: Db) {
  const [first, second] = DRAWN as [(typeof DRAWN)[number], (typeof DRAWN)[number]];
  const student = await userId(db, STUDENT.email);
  await seedGraded(db, student, first.id, 150);
  await seedGraded(db, student, second.id, 100);

  const queen = await otherStudent(db, { email: "queen@exemple.fr", pseudonym: "Cardio_Queen", rankingOptIn: true });
  await seedGraded(db, queen, "station-001", 500);
  const pneumo = await otherStudent(db, {
    email: "pneumo@exemple.fr",
    pseudonym: "Pneumo42",
    rankingOptIn: true,
    avatarId: 5,
  });
  await seedGraded(db, pneumo, "station-002", 200);
  const hidden = await otherStudent(db, { email: "zoe.secrete@exemple.fr", firstName: "Zoé", lastName: "Secrète" });
  await seedGraded(db, hidden, "station-003", 1000);

  const hugo = await otherStudent(db, {
    email: SECOND.email,
    passwordHash: await hashSecret(SECOND.password),
    firstName: "Hugo",
    lastName: "Bernard",
    pseudonym: "Hugo_Nuit",
    rankingOptIn: true,
    avatarId: 9,
  });
  for (const item of DRAWN) await seedGraded(db, hugo, item.id, 100);
}

/** The ranking table's rows as text, cell by cell ("1re Cardio_Queen 500 XP", "2e Interne_Zen toi 370 XP"). */
async function rankingRows(page: Page): Promise<string[]> {
  const table = page.getByRole("table", { name: /^Classement/ });
  await table.waitFor();
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll("th, td"))
        .map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim())
        .join(" "),
    ),
  );
}

/** Nothing of the student who did not opt in shows: no name, no e-mail, not their 1 000 XP. */
async function expectNothingOfTheHiddenStudent(page: Page) {
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  expect(text).not.toMatch(/Zoé|Secrète|zoe\.secrete|1 000 XP/);
}

describe.skipIf(!hasChromium)("a student takes the weekly challenge and joins the ranking", () => {
  const env = useJourneyEnvironment();
  let seeded: Promise<void> | undefined;
  const seed = () => {
    seeded ??= seedWeek(env.server.database.db);
    return seeded;
  };

  it("at 1280 px: 2 stations of 3, the third graded, the badge; then the ranking under a pseudonym", async () => {
    await seed();
    const { db } = env.server.database;
    const { context, page } = await newPage(env.browser, env.server.baseUrl, DESKTOP);
    await signIn(page, STUDENT.email, STUDENT.password);

    await followMenuLink(page, "Défis");
    await page.waitForURL("**/homepage/challenges");
    await page.getByRole("heading", { name: "Défi de la semaine", level: 1 }).waitFor();
    expect(await page.getByText(/^Encore \d+ (jours?|heures?|minutes?)/).count()).toBe(1);
    const progress = page.getByRole("progressbar", { name: "Avancement" });
    expect(await progress.getAttribute("aria-valuenow")).toBe("2");
    await page.getByText("2 / 3 stations faites").waitFor();
    const stations = page.getByRole("region", { name: "Les trois stations de la semaine" }).getByRole("article");
    expect(await stations.count()).toBe(3);
    for (const [index, item] of DRAWN.entries()) {
      const card = stations.nth(index);
      const patient = `${item.patient.firstName} ${item.patient.lastName}`;
      expect(await card.getByRole("heading", { level: 3 }).innerText()).toBe(patient);
      expect(await card.innerText()).toContain(index < 2 ? "Faite cette semaine : 13,5/20" : "À faire cette semaine");
    }
    expect(await page.getByRole("region", { name: "Mes badges" }).innerText()).toContain("Pas encore de badge");
    await shoot(page, "challenges", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The third station's launch button opens its start dialog (the station itself is seeded below).
    const third = DRAWN[2] as (typeof DRAWN)[number];
    const thirdName = `${third.patient.firstName} ${third.patient.lastName}`;
    await stations.nth(2).getByRole("button", { name: "Lancer la simulation" }).click();
    const dialog = page.getByRole("dialog", { name: new RegExp(thirdName) });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await seedGraded(db, await userId(db, STUDENT.email), third.id, 120);
    await page.reload();
    const badge = page.getByRole("region", { name: `Défi réussi : badge de la semaine ${WEEK_NUMBER} obtenu !` });
    await badge.waitFor();
    expect(await page.getByRole("progressbar").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Refaire la station" }).count()).toBe(3);
    const badges = page.getByRole("region", { name: "Mes badges" });
    expect(await badges.getByRole("listitem").count()).toBe(1);
    expect(await badges.getByRole("listitem").innerText()).toContain(`Semaine ${WEEK_NUMBER}`);
    const stored = await db
      .select()
      .from(challengeCompletions)
      .where(eq(challengeCompletions.userId, await userId(db, STUDENT.email)));
    expect(stored.map((row) => row.week)).toEqual([WEEK.id]);
    await shoot(page, "challenges-badge", true);

    // The ranking: the student's own place, though they are not in it.
    await followMenuLink(page, "Classement");
    await page.waitForURL("**/homepage/ranking");
    const mine = page.getByRole("region", { name: "Ma place" });
    await mine.getByText("Tu serais à la 2e place sur 4, avec 370 XP cette semaine.").waitFor();
    expect(await rankingRows(page)).toEqual(["1re Cardio_Queen 500 XP", "2e Hugo_Nuit 300 XP", "3e Pneumo42 200 XP"]);
    await expectNothingOfTheHiddenStudent(page);

    // Joining under a pseudonym: the e-mail's local part is refused, then a free one is taken.
    const participation = page.getByRole("region", { name: "Ma participation" });
    const field = participation.getByRole("textbox", { name: "Pseudonyme" });
    await field.fill("etudiant");
    await participation.getByRole("button", { name: "Rejoindre le classement" }).click();
    await participation.getByRole("alert").getByText("ne révèle ni ton nom ni ton adresse e-mail").waitFor();
    await field.fill("Interne_Zen");
    await field.press("Enter");
    await page.getByText("Tu apparais maintenant dans le classement sous le pseudonyme « Interne_Zen ».").waitFor();
    await mine.getByText("Tu es à la 2e place sur 4, avec 370 XP cette semaine.").waitFor();
    await expect
      .poll(() => rankingRows(page))
      .toEqual(["1re Cardio_Queen 500 XP", "2e Interne_Zen toi 370 XP", "3e Hugo_Nuit 300 XP", "4e Pneumo42 200 XP"]);
    await shoot(page, "ranking", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The month: the same stations (all graded this month, unless the week began last month).
    await page.getByRole("radio", { name: "Ce mois-ci" }).check();
    await page.getByRole("table", { name: "Classement ce mois-ci, par XP gagnée" }).waitFor();
    expect((await rankingRows(page)).some((row) => row.includes("Interne_Zen toi"))).toBe(true);
    await expectNothingOfTheHiddenStudent(page);
    await context.close();
  });

  it("at 375 px: a student whose challenge is done sees the badge, their line, and a taken pseudonym refused", async () => {
    await seed();
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signIn(page, SECOND.email, SECOND.password);

    await followMenuLink(page, "Défis");
    await page.getByRole("region", { name: `Défi réussi : badge de la semaine ${WEEK_NUMBER} obtenu !` }).waitFor();
    expect(await page.getByRole("button", { name: "Refaire la station" }).count()).toBe(3);
    await shoot(page, "challenges", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await followMenuLink(page, "Classement");
    const rows = await rankingRows(page);
    expect(rows).toContain(`${rows.length === 4 ? "3e" : "2e"} Hugo_Nuit toi 300 XP`);
    expect(await page.getByRole("region", { name: "Ma place" }).innerText()).toMatch(
      /Tu es à la [23]e place sur [34], avec 300 XP cette semaine\./,
    );
    await expectNothingOfTheHiddenStudent(page);

    const participation = page.getByRole("region", { name: "Ma participation" });
    const change = participation.getByRole("button", { name: "Changer de pseudonyme" });
    expect(await change.isDisabled()).toBe(true);
    await participation.getByRole("textbox", { name: "Pseudonyme" }).fill("CARDIO_queen");
    await change.click();
    await participation.getByRole("alert").getByText("Ce pseudonyme est déjà pris, choisis-en un autre.").waitFor();
    await participation.scrollIntoViewIfNeeded();
    await shoot(page, "ranking-pseudonym-taken");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "ranking", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
