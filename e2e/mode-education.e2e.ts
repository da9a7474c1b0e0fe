import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fixture017 } from "../packages/content/test/fixtures/modes/station-017.fixture";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  ask,
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

const SARAH = "Sarah Lemoine"; // station-017, education (asthma, inhaler technique)
const DIAGNOSIS = "Asthme non contrôlé par défaut d'observance et de technique d'inhalation";

/** Plays the steps: messages in the chat, documents handed over from the education card. */
async function play(page: Page, steps: typeof fixture017.excellent) {
  for (const step of steps) {
    if (typeof step === "string") {
      await showPane(page, "Patient");
      expect((await ask(page, SARAH, step)).length).toBeGreaterThan(0);
      continue;
    }
    await showPane(page, "Éducation");
    const card = page.getByRole("region", { name: "Éducation thérapeutique" });
    const title = step.document === "plan-action" ? "Plan d'action écrit personnalisé en cas de crise" : step.document;
    await card.getByRole("button", { name: `Remettre « ${title} »` }).click();
    await card.getByRole("listitem").filter({ hasText: title }).getByText("Remis", { exact: true }).waitFor();
  }
}

describe.skipIf(!hasChromium)("a student plays the therapeutic education station", () => {
  const env = useJourneyEnvironment();

  for (const [viewport, suffix, steps] of [
    [DESKTOP, "desktop", fixture017.excellent],
    [PHONE, "phone", fixture017.excellent.slice(0, 8)],
  ] as const) {
    it(`station 17 at ${viewport.width} px: beliefs revealed, a document handed over, the grade page's report`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, SARAH));
      await startStation(page);

      // The card: nothing confided yet, the tip about open questions.
      const card = page.getByRole("region", { name: "Éducation thérapeutique" });
      await card.waitFor();
      await card.getByText("Rien pour l'instant", { exact: false }).waitFor();
      await card.getByText("Commence par des questions ouvertes", { exact: false }).waitFor();
      await shoot(page, `mode-education-start-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await play(page, steps);

      // What the patient confided shows up in the card, once said.
      await showPane(page, "Éducation");
      const confided = card.getByRole("region", { name: "Ce que la patiente t'a confié" });
      await expect.poll(() => confided.getByRole("listitem").count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(await confided.innerText()).toContain("Peur de la cortisone");
      if (suffix === "desktop") await card.getByText("Reformulation complète.").waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `mode-education-station-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await showPane(page, "Patient");
      await shoot(page, `mode-education-chat-${suffix}`);
      await showPane(page, "Éducation");

      // The grade page: the session's report between the summary and the criteria.
      const grade = await finishWith(page, DIAGNOSIS);
      if (suffix === "desktop") expect(gradeValue(grade)).toBeGreaterThanOrEqual(18);
      const report = page.getByRole("region", { name: "Éducation thérapeutique" });
      await report.waitFor();
      const items = report.getByRole("region", { name: "Croyances et obstacles" }).getByRole("listitem");
      expect(await items.count()).toBe(5);
      expect(await report.innerText()).toContain("Peur de la cortisone");
      await report.scrollIntoViewIfNeeded();
      await shoot(page, `mode-education-grade-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
