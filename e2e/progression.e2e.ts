import { CLINICAL_CASES, caseById } from "@ecos/content";
import { FRENCH_MONTHS_SHORT } from "@ecos/contracts/constants";
import { type Db, threads, users } from "@ecos/db";
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parisDay } from "../apps/server/src/challenges/paris-calendar";
import { hashSecret } from "../apps/server/src/lib/passwords";
import { insertUser } from "../apps/server/src/repositories/users";
import { DESKTOP, hasChromium, newPage, PHONE, screenshotDir, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import { horizontalOverflow, STUDENT, signIn } from "./support/student";

/** What the platform offers: every station, and the distinct starting situations they cover. */
const STATIONS = CLINICAL_CASES.length;
const SITUATIONS = new Set(CLINICAL_CASES.map((item) => item.sdd.number)).size;

const SECOND = { email: "hugo.bernard@exemple.fr", password: "deuxieme-etudiant" } as const;

/** A graded station written straight into `threads`, as grading leaves it. */
interface GradedStation {
  scenarioId: string;
  grade: number;
  xp: number;
  /** Months before the current one (0 = this month, graded a moment ago). */
  monthsAgo: number;
  /** Criteria of the grid that earned no point (every other one earned its point). */
  missed?: string[];
}

/** The demo student's history: 6 graded stations on 5 different stations over 4 months. */
const HISTORY: GradedStation[] = [
  // interrogation, cardiology
  { scenarioId: "station-001", grade: 12, xp: 200, monthsAgo: 3, missed: ["allergies", "heredite", "comprehension"] },
  // prise-en-charge, pneumology
  { scenarioId: "station-010", grade: 17.5, xp: 250, monthsAgo: 3, missed: ["consignes-reconsultation"] },
  { scenarioId: "station-002", grade: 14, xp: 150, monthsAgo: 1, missed: ["grossesse", "tabac"] }, // interrogation, pneumology
  { scenarioId: "station-005", grade: 10, xp: 200, monthsAgo: 1, missed: ["verifie-identite"] }, // clinical_exam, cardiology
  { scenarioId: "station-001", grade: 16, xp: 250, monthsAgo: 0, missed: ["allergies"] }, // interrogation, cardiology (repeat)
  { scenarioId: "station-007", grade: 15, xp: 200, monthsAgo: 0, missed: [] }, // paraclinical, emergency
];
const XP = 1250; // Interne (900 to 1 499 XP)

/**
 * Worked out by hand from HISTORY (averages rounded to one decimal, French decimal comma):
 * all: 84.5 / 6 = 14.08 -> 14,1 (goal 14: "Prêt"); 5 stations, 4 situations (161, 162, 54, 192).
 * Categories: pneumology (14, 17.5) 15,8; emergency 15,0; cardiology (12, 16, 10) 12,7.
 * Modes: prise-en-charge 17,5; paraclinical 15,0; interrogation (12, 16, 14) 14,0; clinical_exam 10,0.
 * Months: 3 months ago (12, 17.5) 14,8; 1 month ago (14, 10) 12,0; this month (16, 15) 15,5.
 */
const EXPECTED_MONTHS: Array<{ monthsAgo: number; average: string; count: string }> = [
  { monthsAgo: 3, average: "14,8/20", count: "2" },
  { monthsAgo: 1, average: "12,0/20", count: "2" },
  { monthsAgo: 0, average: "15,5/20", count: "2" },
];

/** When a station of `monthsAgo` was graded: the 15th of that month at noon, or a moment ago. */
function closedAt(monthsAgo: number, now = new Date()): Date {
  // A minute ago, but never before Paris midnight: « today's dot » must be today's (a run just after
  // 00:00 in Paris once seeded yesterday). The history's seconds apart stay inside the day too.
  if (monthsAgo === 0) return new Date(Math.max(now.getTime() - 60_000, parisDay(now).start.getTime() + 120_000));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 10));
}

/** "mai 2025": the label the progression's table gives the month `monthsAgo` months back. */
function monthLabel(monthsAgo: number): string {
  const date = closedAt(monthsAgo);
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric", month: "numeric" })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => Object.assign(acc, { [part.type]: part.value }), {});
  return `${FRENCH_MONTHS_SHORT[Number(parts.month) - 1]} ${parts.year}`;
}

async function userId(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * The anamnesis habits of HISTORY, worked out by hand (a domain counts where the grid asks for it; it
 * is covered when each of its criteria earned its point). In grading order:
 * allergies: 001 missed, 001 missed: 0 of 2 -> « Tu oublies les allergies dans 100 % des stations »;
 * family history: 001 missed, 001: 1 of 2 (50 %); understanding: 001 missed, 001, 007: 2 of 3 (67 %);
 * presentation and identity: 001, 002, 005 (identity missed), 001: 3 of 4 (75 %), the last two 50 %
 * against 100 % before: down; treatments: 001, 005, 001, 007: 4 of 4, stable; empathy 4 of 4; pain
 * and medical history 3 of 3; one station only for gravity (002), tobacco (002 missed), way of life
 * (002), periods and pregnancy (002, pregnancy missed) and when to come back (010 missed).
 */
const HABITS_ORDER = [
  "Allergies",
  "Antécédents familiaux",
  "Vérification de la compréhension",
  "Présentation et identité",
  "Traitements en cours",
  "Empathie",
  "Caractérisation de la douleur",
  "Antécédents personnels",
];
const HABITS_PENDING = [
  "Vécu du patient",
  "Signes de gravité",
  "Tabac, alcool et toxiques",
  "Mode de vie, profession et expositions",
  "Règles, grossesse et contraception",
  "Quand reconsulter",
];

/** The stored grade's criteria: each criterion of the grid, with no point for the missed ones. */
function gradedCriteria(scenarioId: string, missed: string[] = []) {
  const grid = caseById(scenarioId)?.grid ?? [];
  for (const id of missed) if (!grid.some((criterion) => criterion.id === id)) throw new Error(`${scenarioId}: ${id}`);
  return grid.map((criterion) => ({
    id: criterion.id,
    name: criterion.name,
    point: missed.includes(criterion.id) ? 0 : 1,
    explanation: criterion.explanation,
    evidence: [],
  }));
}

async function seedGradedStations(db: Db, user: string, history: GradedStation[], xp: number) {
  for (const [index, station] of history.entries()) {
    const item = caseById(station.scenarioId);
    if (!item) throw new Error(`${station.scenarioId} is missing from the content`);
    // A second apart, in the order of the list: the habits' trends read the grading order.
    const at = new Date(closedAt(station.monthsAgo).getTime() - (history.length - index) * 1000);
    await db.insert(threads).values({
      userId: user,
      scenarioId: item.id,
      modeId: item.modeId,
      categoryId: item.categoryId,
      status: "corrected",
      step: "grading",
      remainingMs: 0,
      timerAt: at,
      grade: station.missed
        ? { digitized_grade: station.grade, Criterias: gradedCriteria(item.id, station.missed) }
        : {},
      digitizedGrade: station.grade,
      xpAwarded: station.xp,
      closedAt: at,
      createdAt: at,
    });
  }
  await db.update(users).set({ xp }).where(eq(users.id, user));
}

/** The text of a chart's table rows ("mai 2025|14,8/20|2"), read from the DOM (the table is visually hidden). */
async function tableRows(figure: Locator): Promise<string[]> {
  return figure.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll("th, td"))
        .map((cell) => cell.textContent?.trim())
        .join("|"),
    ),
  );
}

/** The habits section, once loaded, with its screenshot (the section alone) saved. */
async function habitsSection(page: Page): Promise<Locator> {
  const section = page.getByRole("region", { name: "Tes habitudes d'anamnèse" });
  await section.getByRole("listitem", { name: "Allergies" }).waitFor();
  // From the top of a full-page shot: scrolled, the sticky top bar would cover part of the section.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await section.boundingBox();
  if (!box) throw new Error("the habits section is not shown");
  await page.screenshot({
    path: `${screenshotDir}/progression-habits-${page.viewportSize()?.width}.png`,
    fullPage: true,
    clip: box,
  });
  return section;
}

/** The names of a list's items (each named by its domain). */
function itemNames(list: Locator): Promise<Array<string | undefined>> {
  return list
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map(
        (item) => document.getElementById(item.getAttribute("aria-labelledby") ?? "")?.textContent ?? undefined,
      ),
    );
}

/** innerText with every run of spaces (no-break ones included) as one space. */
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, " ");

/** Each chart figure holds a drawn SVG of a real size. */
async function expectDrawnCharts(page: Page, names: string[]) {
  for (const name of names) {
    const figure = page.getByRole("figure", { name });
    await figure.locator("svg.recharts-surface").first().waitFor();
    const box = await figure.locator("svg.recharts-surface").first().boundingBox();
    expect(box?.width, name).toBeGreaterThan(200);
    expect(box?.height, name).toBeGreaterThan(150);
    expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
}

const CHARTS = [
  "Moyenne mensuelle",
  "Moyenne par mode d'évaluation",
  "Moyenne par catégorie (1/2)",
  "Moyenne par catégorie (2/2)",
];

describe.skipIf(!hasChromium)("a student follows their progression", () => {
  const env = useJourneyEnvironment();
  let seeded: Promise<void> | undefined;
  const seed = () => {
    seeded ??= (async () => {
      const { db } = env.server.database;
      await seedGradedStations(db, await userId(db, STUDENT.email), HISTORY, XP);
      const second = await insertUser(db, {
        email: SECOND.email,
        passwordHash: await hashSecret(SECOND.password),
        role: "STUDENT",
        firstName: "Hugo",
        lastName: "Bernard",
        collegeYear: "DFASM1",
      });
      await seedGradedStations(
        db,
        second.id,
        [
          { scenarioId: "station-003", grade: 9, xp: 60, monthsAgo: 0 },
          { scenarioId: "station-004", grade: 13, xp: 90, monthsAgo: 0 },
        ],
        150,
      );
    })();
    return seeded;
  };

  it("at 1280 px: synthesis, levels, charts with their values, goal edited and the verdict follows", async () => {
    await seed();
    const { context, page } = await newPage(env.browser, env.server.baseUrl, DESKTOP);
    await signIn(page, STUDENT.email, STUDENT.password);

    // The dashboard's progression block.
    const block = page.getByRole("region", { name: "Ma progression" });
    const synthesis = block.getByRole("region", { name: "Synthèse" });
    await synthesis.getByText("14,1", { exact: true }).waitFor();
    expect(await synthesis.innerText()).toContain("Sur 6 stations corrigées");
    await synthesis.getByText("Prêt", { exact: true }).waitFor();
    const level = block.getByRole("region", { name: "Niveau et expérience" });
    await level.getByText("Interne", { exact: true }).waitFor();
    await level.getByText("Niveau 4", { exact: true }).waitFor();
    const bar = level.getByRole("progressbar");
    expect(await bar.getAttribute("aria-valuenow")).toBe("1250");
    expect(await bar.getAttribute("aria-valuemax")).toBe("1500");
    // Graded a moment ago: today's dot is lit.
    const streak = block.getByRole("region", { name: "Série de la semaine" });
    expect(await streak.locator("li[aria-current='date']").textContent()).toContain(
      "(aujourd'hui) : entraînement fait",
    );
    await shoot(page, "progression-dashboard", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The levels dialog.
    await level.getByRole("button", { name: "Voir les niveaux" }).click();
    const dialog = page.getByRole("dialog", { name: "Les niveaux" });
    await dialog.waitFor();
    expect(await dialog.getByRole("listitem").count()).toBe(10);
    expect(await dialog.locator("li[aria-current='true']").innerText()).toContain("Interne");
    expect((await dialog.getByRole("listitem").nth(3).innerText()).replace(/\s+/g, " ")).toContain("900 à 1 499 XP");
    await shoot(page, "progression-levels-dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // "Voir le détail" -> the progression screen and its charts.
    await block.getByRole("link", { name: "Voir le détail" }).click();
    await page.waitForURL("**/homepage/progression");
    await page.getByRole("heading", { name: "Ma progression", level: 1 }).waitFor();
    await expectDrawnCharts(page, CHARTS);
    expect(await page.getByRole("region", { name: "Progression à débloquer" }).count()).toBe(0);

    const exploration = page.getByRole("region", { name: "Exploration" });
    const explorationText = (await exploration.innerText()).replace(/\s+/g, " ");
    expect(explorationText).toContain(`Stations rencontrées 5 / ${STATIONS}`);
    expect(explorationText).toContain(`Situations de départ rencontrées 4 / ${SITUATIONS}`);
    expect(explorationText).toContain("Stations corrigées 6");
    const categories = (await page.getByRole("region", { name: "Catégories" }).innerText()).replace(/\s+/g, " ");
    expect(categories).toContain("Point fort Pneumologie 15,8/20 · 2 simulations");
    expect(categories).toContain("À travailler Cardiologie 12,7/20 · 3 simulations");
    const modes = (await page.getByRole("region", { name: "Modes d'évaluation" }).innerText()).replace(/\s+/g, " ");
    expect(modes).toContain("Point fort Stratégie de prise en charge 17,5/20 · 1 simulation");
    expect(modes).toContain("À travailler Examen clinique 10,0/20 · 1 simulation");

    const months = await tableRows(page.getByRole("figure", { name: "Moyenne mensuelle" }));
    expect(months).toHaveLength(12);
    for (const month of EXPECTED_MONTHS) {
      expect(months).toContain(`${monthLabel(month.monthsAgo)}|${month.average}|${month.count}`);
    }
    expect(months.at(-1)).toBe(`${monthLabel(0)}|15,5/20|2`);
    expect(months.filter((row) => row.endsWith("|—|0"))).toHaveLength(9);
    expect(await tableRows(page.getByRole("figure", { name: "Moyenne par mode d'évaluation" }))).toEqual([
      "Interrogatoire|14,0/20|3",
      "Examen clinique|10,0/20|1",
      "Examen paraclinique|15,0/20|1",
      "Stratégie de prise en charge|17,5/20|1",
    ]);
    const firstHalf = await tableRows(page.getByRole("figure", { name: "Moyenne par catégorie (1/2)" }));
    expect(firstHalf).toContain("Cardiologie|12,7/20|3");
    expect(firstHalf).toContain("Pneumologie|15,8/20|2");
    expect(firstHalf).toContain("Neurologie|Pas encore de simulation|0");
    expect(await tableRows(page.getByRole("figure", { name: "Moyenne par catégorie (2/2)" }))).toContain(
      "Urgences|15,0/20|1",
    );
    // The anamnesis habits, weakest first, and a station to practise the weakest.
    const habits = await habitsSection(page);
    expect(await itemNames(habits.getByRole("list").first())).toEqual(HABITS_ORDER);
    expect(await itemNames(habits.getByRole("list", { name: "Pas encore assez de stations" }))).toEqual(HABITS_PENDING);
    const allergies = habits.getByRole("listitem", { name: "Allergies" });
    expect(await allergies.getByRole("meter").getAttribute("value")).toBe("0");
    expect(await textOf(allergies)).toContain("Tu oublies les allergies dans 100 % des stations.");
    const presentation = await textOf(habits.getByRole("listitem", { name: "Présentation et identité" }));
    expect(presentation).toContain("3 sur 4 stations");
    expect(presentation).toContain("75 %");
    expect(presentation).toContain("En recul : 50 % sur tes 2 dernières stations, contre 100 % avant");
    expect(await textOf(habits.getByRole("listitem", { name: "Traitements en cours" }))).toContain(
      "Stable : 100 % sur tes 2 dernières stations, comme avant",
    );
    expect(await textOf(habits.getByRole("listitem", { name: "Quand reconsulter" }))).toContain(
      "Quand reconsulter · 1 station",
    );
    // Allergies: 001 has been played; 021 is the first station never played that asks for them.
    const practice = caseById("station-021")?.patient;
    await allergies.getByRole("button", { name: "S'entraîner : station 21 (Allergies)" }).click();
    const startDialog = page.getByRole("dialog", { name: new RegExp(`${practice?.firstName} ${practice?.lastName}`) });
    await startDialog.getByText("Station 21", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await startDialog.waitFor({ state: "detached" });

    // The values can be shown on screen too.
    const monthly = page.getByRole("figure", { name: "Moyenne mensuelle" });
    await monthly.getByRole("button", { name: /Afficher les valeurs/ }).click();
    await monthly.getByRole("table").getByText(monthLabel(0)).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky top bar stays at the top of the full-page shot
    await shoot(page, "progression", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The goal: 15 is above the 14,1 average -> "Pas encore prêt", saved on the server.
    const card = page.getByRole("region", { name: "Synthèse" });
    await card.getByRole("button", { name: "Modifier l'objectif" }).click();
    const input = card.getByRole("spinbutton", { name: "Objectif (note sur 20)" });
    await input.fill("15");
    await input.press("Enter");
    await page.getByText("Objectif mis à jour : 15/20").waitFor();
    await card.getByText("Pas encore prêt", { exact: true }).waitFor();
    expect(await card.innerText()).toContain("Objectif : 15/20");
    const [saved] = await env.server.database.db
      .select({ targetGrade: users.targetGrade })
      .from(users)
      .where(eq(users.email, STUDENT.email));
    expect(saved?.targetGrade).toBe(15);

    // Back on the dashboard, the verdict follows.
    await page.goBack();
    await page.waitForURL("**/homepage");
    await synthesis.getByText("Pas encore prêt", { exact: true }).waitFor();
    await context.close();
  });

  it("at 375 px: no sideways scroll, the charts fit, and the goal back to 14 through the confirm button", async () => {
    await seed();
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signIn(page, STUDENT.email, STUDENT.password);
    const block = page.getByRole("region", { name: "Ma progression" });
    await block.getByRole("region", { name: "Synthèse" }).getByText("14,1", { exact: true }).waitFor();
    await shoot(page, "progression-dashboard", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await block.getByRole("link", { name: "Voir le détail" }).click();
    await page.waitForURL("**/homepage/progression");
    await expectDrawnCharts(page, CHARTS);
    const habits = await habitsSection(page);
    expect(await itemNames(habits.getByRole("list").first())).toEqual(HABITS_ORDER);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, "progression", true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const card = page.getByRole("region", { name: "Synthèse" });
    await card.getByText("Pas encore prêt", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Modifier l'objectif" }).click();
    // Escape cancels.
    await card.getByRole("spinbutton", { name: "Objectif (note sur 20)" }).press("Escape");
    expect(await card.innerText()).toContain("Objectif : 15/20");
    await card.getByRole("button", { name: "Modifier l'objectif" }).click();
    await card.getByRole("spinbutton", { name: "Objectif (note sur 20)" }).fill("14");
    await card.getByRole("button", { name: "Enregistrer l'objectif" }).click();
    await card.getByText("Prêt", { exact: true }).waitFor();
    expect(await card.innerText()).toContain("Objectif : 14/20");
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: a student with 2 stations sees the overlay over the progression`, async () => {
      await seed();
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await signIn(page, SECOND.email, SECOND.password);
      const synthesis = page.getByRole("region", { name: "Ma progression" }).getByRole("region", { name: "Synthèse" });
      await synthesis.getByText("11,0", { exact: true }).waitFor();
      await synthesis.getByText("Pas encore prêt", { exact: true }).waitFor();

      await page.getByRole("link", { name: "Voir le détail" }).click();
      await page.waitForURL("**/homepage/progression");
      const overlay = page.getByRole("region", { name: "Progression à débloquer" });
      await overlay.waitFor();
      const text = (await overlay.innerText()).replace(/\s+/g, " ");
      expect(text).toContain("Entraîne-toi sur plus de 3 stations différentes pour débloquer ta progression.");
      expect(text).toContain("Stations différentes rencontrées : 2. Encore 2 stations différentes à découvrir.");
      // Behind it, nothing can be reached: the best/worst cards and the charts are hidden and inert.
      expect(await page.getByRole("region", { name: "Catégories" }).count()).toBe(0);
      // The charts are not drawn behind it, and their library (Recharts) is not even downloaded.
      expect(await page.locator("[inert] figure").count()).toBe(0);
      expect(await page.getByRole("figure").count()).toBe(0);
      expect(requested.filter((url) => url.includes("progression-charts"))).toEqual([]);
      expect(requested.some((url) => url.includes("progression-page"))).toBe(true);
      const exploration = (await page.getByRole("region", { name: "Exploration" }).innerText()).replace(/\s+/g, " ");
      expect(exploration).toContain(`Stations rencontrées 2 / ${STATIONS}`);
      // The habits are not locked: there is just nothing to say yet.
      await page
        .getByRole("region", { name: "Tes habitudes d'anamnèse" })
        .getByText(/^Pas encore assez de stations\s: tes habitudes apparaîtront/)
        .waitFor();
      await overlay.scrollIntoViewIfNeeded();
      await shoot(page, "progression-locked");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await overlay.getByRole("link", { name: "Choisir une station" }).click();
      await page.waitForURL("**/homepage");
      await context.close();
    });
  }
});
