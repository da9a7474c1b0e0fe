import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fixture015 } from "../packages/content/test/fixtures/modes/station-015.fixture";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  ask,
  chat,
  finishWith,
  gradeValue,
  horizontalOverflow,
  launchFromDialog,
  openStartDialog,
  STUDENT,
  showPane,
  signIn,
  startStation,
} from "./support/student";

const BERNARD = "Bernard Lefèvre"; // station-015, announcing a colon cancer
const MAIN = "État du patient";

const emotion = (page: Page) => page.getByRole("status", { name: "État émotionnel du patient" });

describe.skipIf(!hasChromium)("a student announces a cancer (information station 15)", () => {
  const env = useJourneyEnvironment();

  for (const [viewport, size] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    it(`at ${viewport.width} px: the patient's emotions, its questions, a silence, then the report`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, BERNARD));
      await startStation(page);

      await emotion(page).waitFor();
      expect(await emotion(page).innerText()).toContain("Inquiet");
      await shoot(page, `mode-information-start-${size}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Up to the announcement: the patient is stunned.
      const turns = fixture015.excellent.turns;
      const silenceAt = turns.findIndex((turn) => "silence" in turn);
      await showPane(page, "Patient");
      for (const turn of turns.slice(0, silenceAt)) {
        if ("say" in turn) expect((await ask(page, BERNARD, turn.say)).length).toBeGreaterThan(0);
      }
      const { bubbles } = chat(page, BERNARD);
      const before = await bubbles.count();
      await showPane(page, MAIN);
      await expect.poll(() => emotion(page).innerText(), { timeout: 10_000 }).toContain("Sidéré");

      // A silence on purpose: the patient breaks it with its own question.
      await page.getByRole("button", { name: "Laisser un silence" }).click();
      await page.getByText("Le patient rompt le silence…").waitFor();
      const questions = page.getByRole("list", { name: "Questions posées par le patient" });
      await expect.poll(() => questions.innerText()).toContain("est-ce que je vais mourir ?");
      expect(await page.getByRole("button", { name: "Laisser un silence" }).isDisabled()).toBe(true);
      await shoot(page, `mode-information-silence-${size}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The patient's words are in the chat; the rest of the announcement, then the grade.
      await showPane(page, "Patient");
      await expect.poll(() => bubbles.count()).toBe(before + 1);
      expect(await bubbles.last().innerText()).toContain("est-ce que je vais mourir ?");
      for (const turn of turns.slice(silenceAt + 1)) {
        if ("say" in turn) expect((await ask(page, BERNARD, turn.say)).length).toBeGreaterThan(0);
      }
      await showPane(page, MAIN);
      await expect.poll(() => emotion(page).innerText(), { timeout: 10_000 }).toContain("Apaisé");
      await shoot(page, `mode-information-station-${size}`);
      const grade = await finishWith(page, fixture015.excellent.diagnosis ?? "");
      expect(gradeValue(grade)).toBeGreaterThanOrEqual(18);
      const report = page.getByRole("region", { name: "Déroulé de l'annonce" });
      await report.waitFor();
      const steps = report.getByRole("list", { name: "Étapes de l'annonce" });
      expect(await steps.innerText()).toContain("Silence respecté après l'annonce");
      expect(await report.getByRole("list", { name: "Questions du patient" }).innerText()).not.toContain(
        "Sans réponse",
      );
      await report.scrollIntoViewIfNeeded();
      await shoot(page, `mode-information-grading-${size}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `mode-information-grading-full-${size}`, true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
