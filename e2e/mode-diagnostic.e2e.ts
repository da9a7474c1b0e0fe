import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fixture011 } from "../packages/content/test/fixtures/modes/station-011.fixture";
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

const CLAIRE = "Claire Vasseur"; // station-011, diagnostic strategy (suspected pulmonary embolism)

/** Finds a test through the search box, orders it, and waits for its result (and its document, if any). */
async function orderTest(page: Page, search: string, name: string, withImage: boolean) {
  const box = page.getByRole("searchbox", { name: "Rechercher un examen" });
  await box.fill(search);
  await page.getByRole("button", { name: `Demander : ${name}`, exact: true }).click();
  const result = page.getByRole("list", { name: "Résultats reçus" }).getByRole("article", { name, exact: true });
  await result.waitFor();
  if (withImage) {
    const image = result.getByRole("img");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
  await box.fill("");
  return result;
}

describe.skipIf(!hasChromium)("a student plays the diagnostic strategy station", () => {
  const env = useJourneyEnvironment();

  for (const [viewport, suffix] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    it(`station 11 at ${viewport.width} px: catalogue, results, examiner, grade page with the tests report`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, CLAIRE));
      await startStation(page);

      // The catalogue, its family filters, and no result yet.
      const catalogue = page.getByRole("list", { name: "Examens du catalogue" });
      await catalogue.waitFor();
      expect(await catalogue.getByRole("listitem").count()).toBeGreaterThanOrEqual(75);
      const families = page.getByRole("group", { name: "Famille d'examens" });
      await families.getByRole("button", { name: "Imagerie" }).click();
      expect(await catalogue.getByRole("listitem").count()).toBeLessThan(25);
      await families.getByRole("button", { name: "Toutes" }).click();
      await page.getByText("Aucun résultat pour l'instant : demande un examen dans le catalogue.").waitFor();

      // Tests ordered one by one: each result arrives, with its document when there is one.
      await orderTest(page, "ecg", "Électrocardiogramme 12 dérivations", true);
      const dimers = await orderTest(page, "dimeres", "D-dimères", true);
      expect(await dimers.innerText()).toContain("1 480");
      await orderTest(page, "grossesse", "β-hCG plasmatiques", false);
      await orderTest(page, "creatinine", "Créatininémie et urée", false);
      await orderTest(page, "angio", "Angioscanner thoracique (artères pulmonaires)", false);
      await page.getByRole("searchbox", { name: "Rechercher un examen" }).fill("dimeres");
      await page.getByText("Demandé", { exact: true }).first().waitFor();
      await page.getByRole("searchbox", { name: "Rechercher un examen" }).fill("");
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `mode-diagnostic-station-${suffix}`);
      await page.getByRole("list", { name: "Résultats reçus" }).scrollIntoViewIfNeeded();
      await shoot(page, `mode-diagnostic-results-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The examiner's questions, answered in the conversation pane.
      await showPane(page, "Conversation");
      const answers = fixture011.excellent.steps.flatMap((step) => ("examiner" in step ? [step.examiner] : []));
      for (const answer of answers) expect((await ask(page, "Examinateur", answer)).length).toBeGreaterThan(0);
      await shoot(page, `mode-diagnostic-examiner-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await showPane(page, "Examens");

      // The grade page: the tests ordered, in order, with their place in the strategy.
      const grade = await finishWith(page, "Embolie pulmonaire");
      expect(gradeValue(grade)).toBeGreaterThan(8);
      const report = page.getByRole("region", { name: "Examens complémentaires" });
      await report.waitFor();
      const ordered = report.getByRole("region", { name: "Examens demandés, dans l'ordre" }).getByRole("listitem");
      expect(await ordered.count()).toBe(5);
      expect((await ordered.first().innerText()).replace(/\s+/g, " ")).toMatch(
        /^1\. Électrocardiogramme 12 dérivations .* Première intention$/,
      );
      const missed = report.getByRole("region", { name: "Examens attendus non demandés" }).getByRole("listitem");
      expect((await missed.allInnerTexts()).map((text) => text.replace(/\s+/g, " "))).toEqual(
        expect.arrayContaining([expect.stringContaining("Radiographie thoracique de face")]),
      );
      await report.scrollIntoViewIfNeeded();
      await shoot(page, `mode-diagnostic-grade-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
