import { caseById } from "@ecos/content";
import { type GradeResponse, LEVELS } from "@ecos/contracts";
import { users } from "@ecos/db";
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { gradeBand } from "../apps/web/src/features/simulation/components/grading/grade-insights";
import { fixture001 } from "../packages/content/test/fixtures/station-001.fixture";
import { fixture006 } from "../packages/content/test/fixtures/station-006.fixture";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import { horizontalOverflow, STUDENT, signIn } from "./support/student";

const frGrade = (grade: number) => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(grade);

/** The box of an element is entirely inside the viewport. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= -1 && box.y + box.height <= height + 1;
}

describe.skipIf(!hasChromium)("the grade page teaches", () => {
  const env = useJourneyEnvironment();
  /** Graded through the API (the journeys of simulation*.e2e.ts play stations in the browser). */
  const graded = {} as { interview: string; clinical: string; first: GradeResponse; second: GradeResponse };

  beforeAll(async () => {
    const { app, database } = env.server;
    const login = await app.server.inject({ method: "POST", url: "/api/auth/token", payload: STUDENT });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const call = async (method: "GET" | "POST", url: string, payload?: object) => {
      const response = await app.server.inject({ method, url, headers, payload });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const play = async (scenarioId: string, attempt: { messages: readonly string[]; exams: readonly string[] }) => {
      const thread = await call("POST", "/api/simulation/threads", {
        sim_type: caseById(scenarioId)?.modeId,
        scenario_id: scenarioId,
      });
      await call("POST", `/api/simulation/threads/${thread.thread_id}/start`);
      for (const message of attempt.messages)
        await call("POST", `/api/simulation/messages/${thread.thread_id}`, { message });
      for (const exam of attempt.exams) await call("GET", `/api/simulation/clinical/${thread.thread_id}/${exam}`);
      return thread.thread_id as string;
    };
    const grade = (threadId: string, diagnostic: string) =>
      call("POST", `/api/simulation/threads/${threadId}/grade`, { thread_id: threadId, diagnostic });

    // A weak first attempt at station 1, then a good one that forgets allergies and family history,
    // graded one XP short of level 2.
    const first = await play("station-001", fixture001.poor);
    graded.first = await grade(first, fixture001.good.diagnosis);
    await database.db
      .update(users)
      .set({ xp: (LEVELS[1]?.xpRequired ?? 0) - 1 })
      .where(eq(users.email, STUDENT.email));
    const forgetful = fixture001.good.messages.filter((message) => !/allergique|famille/i.test(message));
    graded.interview = await play("station-001", { messages: forgetful, exams: [] });
    graded.second = await grade(graded.interview, fixture001.good.diagnosis);
    // Station 6 (a gouty toe) examined well, plus an otoscopy.
    graded.clinical = await play("station-006", { ...fixture006.good, exams: [...fixture006.good.exams, "otoscopie"] });
    await grade(graded.clinical, fixture006.good.diagnosis);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`interrogation at ${viewport.width} px: band, level and record, criteria, transcript, actions in view`, async () => {
      const { second, first } = graded;
      expect(second.digitized_grade).toBeGreaterThan(first.digitized_grade);
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await page.goto(`/simulation?thread=${graded.interview}`);
      const results = page.getByRole("region", { name: "Résultats de la station" });
      await results.waitFor();

      // The mark, its band in words, the level reached, the record.
      const band = gradeBand(second.digitized_grade);
      const summary = (await results.innerText()).replace(/\s+/g, " ");
      expect(summary).toContain(`${frGrade(second.digitized_grade)} /20`);
      expect(summary).toContain(band.label);
      expect(summary).toContain(`Niveau atteint : ${LEVELS[1]?.title}`);
      expect(summary).toContain(
        `Nouveau record sur cette station : ${frGrade(second.digitized_grade)}/20 (avant : ${frGrade(first.digitized_grade)}/20)`,
      );
      const actions = page.getByRole("region", { name: "Et maintenant ?" });
      expect(await inView(page, actions)).toBe(true);
      await shoot(page, "grade-interrogation");

      // Missed criteria first, saying what was expected; each quote once.
      const criteria = page.getByRole("region", { name: "Critères d'évaluation" });
      const missed = criteria.getByRole("region", { name: /À retravailler/ });
      const missedNames = await missed.getByRole("heading", { level: 5 }).allInnerTexts();
      expect(missedNames.join(" | ")).toMatch(/allergies/i);
      for (const item of await missed.getByRole("listitem").all()) {
        const text = await item.innerText();
        expect(text).toMatch(/(À aborder|À faire|À dire au patient|Ce qui manquait) : \S/);
        expect(text).toMatch(/Pourquoi : \S/);
      }
      const quoteLists = await criteria.getByRole("list", { name: "Tes mots" }).all();
      expect(quoteLists.length).toBeGreaterThan(5);
      for (const list of quoteLists) {
        const quotes = await list.locator("blockquote").allInnerTexts();
        expect(new Set(quotes.map((quote) => quote.toLowerCase())).size).toBe(quotes.length);
      }

      // « Voir dans la transcription »: the message, unfolded, scrolled to, focused, its words highlighted.
      const earned = criteria.getByRole("region", { name: /Validés/ });
      const evidence = earned.getByRole("list", { name: "Tes mots" }).getByRole("listitem").nth(3);
      const quote = (await evidence.locator("blockquote").innerText()).replace(/[«»\u00a0]/g, "").trim();
      await evidence.getByRole("link", { name: "Voir dans la transcription" }).click();
      const transcript = page.getByRole("region", { name: /^Transcription \(\d+\)$/ });
      expect(await transcript.getByRole("button").first().getAttribute("aria-expanded")).toBe("true");
      const focused = transcript.locator("li:focus");
      await focused.waitFor();
      expect(await focused.getAttribute("aria-current")).toBe("true");
      const marks = (await focused.locator("mark").allInnerTexts()).map((mark) => mark.toLowerCase());
      expect(
        marks.some((mark) => mark.includes(quote.replace(/…$/, "").toLowerCase())),
        marks.join(" | "),
      ).toBe(true);
      await expect.poll(() => inView(page, focused)).toBe(true);
      expect(await inView(page, actions)).toBe(true);
      await shoot(page, "grade-interrogation-transcript");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.info(`[grade page] interrogation at ${viewport.width} px: ${height} px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, "grade-interrogation-full", true);
      await context.close();
    });

    it(`clinical exam (station 6) at ${viewport.width} px: exam verdicts and criteria`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await page.goto(`/simulation?thread=${graded.clinical}`);
      const exams = page.getByRole("region", { name: "Examens réalisés" });
      await exams.waitFor();
      const relevant = exams.getByRole("region", { name: "Examens pertinents" });
      const relevantIds = caseById("station-006")?.relevantExams ?? [];
      expect(await relevant.getByRole("listitem").count()).toBe(relevantIds.length);
      expect(await relevant.innerText()).toContain(`${relevantIds.length} réalisés sur ${relevantIds.length}`);
      // The otoscopy has nothing to do with a gouty toe (the case does not penalise it); vital signs are not judged.
      const notUseful = exams.getByRole("region", { name: "Examens non pertinents" });
      expect(await notUseful.getByRole("listitem").allInnerTexts()).toEqual(["Otoscopie"]);
      expect(await notUseful.innerText()).not.toContain("bravo");
      const criteria = page.getByRole("region", { name: "Critères d'évaluation" });
      expect(await criteria.getByRole("heading", { level: 5 }).count()).toBe(caseById("station-006")?.grid.length);
      expect(await criteria.getByRole("list", { name: "Ce qui l'a validé" }).first().innerText()).toMatch(
        /Examen réalisé : /,
      );
      await shoot(page, "grade-clinical");
      await exams.scrollIntoViewIfNeeded();
      await shoot(page, "grade-clinical-exams");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, "grade-clinical-full", true);
      await context.close();
    });
  }
});
