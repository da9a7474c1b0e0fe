import { readFileSync, statSync } from "node:fs";
import { CLINICAL_CASES, REVISION_SHEETS } from "@ecos/content";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import { dashboardSearch, followMenuLink, horizontalOverflow, STUDENT, signIn } from "./support/student";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SHEET_161 = "SDD 161 - Douleur thoracique";
/** Every sheet of the library, by increasing number (the grid's order), whatever the library holds. */
const SHEETS_IN_ORDER = REVISION_SHEETS.map((sheet) => sheet.id)
  .sort((a, b) => a - b)
  .map((id) => `SDD ${id}`);

/** The grid's cards, by their link's text ("SDD 21 Asthénie"). */
const cardTitles = async (page: Page) =>
  (await page.getByRole("region", { name: "Fiches de révision" }).getByRole("link").allInnerTexts()).map((text) =>
    text.replace(/\s+/g, " ").trim(),
  );

/** The placeholder of an input fits in its text box: its width in the input's font against the room left. */
const placeholderFits = (input: Locator) =>
  input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("No 2D canvas");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(element.placeholder).width <= room;
  });

/** The sheet's <img> has arrived and decoded: its natural size. */
async function imageSize(page: Page, alt: RegExp) {
  const image = page.getByRole("img", { name: alt });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

describe.skipIf(!hasChromium)("a student finds and uses the revision sheets", () => {
  const env = useJourneyEnvironment();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: search, sheet, download, linked case, grid, patient search, ECOS guide`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);

      // The dashboard's search box: a number finds the case and the sheet, each typed.
      const search = dashboardSearch(page);
      expect(await placeholderFits(search.box)).toBe(true); // not cut, on a 375 px phone too
      await search.box.click();
      await search.results.getByRole("option", { name: SHEET_161, exact: true }).waitFor();
      await search.box.fill("161");
      const options = search.results.getByRole("option");
      // Every station of SDD 161 (by id), then the sheet.
      const stations161 = CLINICAL_CASES.filter((item) => item.sdd.number === 161);
      await expect.poll(() => options.count()).toBe(stations161.length + 1);
      expect(await options.nth(0).innerText()).toContain("Michel Garnier");
      expect(await options.nth(0).innerText()).toContain("Station");
      const sheetOption = options.nth(stations161.length);
      expect(await sheetOption.innerText()).toContain(SHEET_161);
      expect(await sheetOption.innerText()).toContain("Support pédagogique");
      await shoot(page, "search-open");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Picking the sheet opens its page.
      await search.results.getByRole("option", { name: SHEET_161, exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/homepage/revision-cards" && url.search === "?sheet=161");
      await page.getByRole("heading", { name: "Douleur thoracique", level: 2 }).waitFor();
      const size = await imageSize(page, /SDD 161/);
      expect(size.width).toBe(1240);
      expect(size.height).toBeGreaterThan(1000);
      await shoot(page, "sheet-detail");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Zoomed in, the frame scrolls sideways, not the page.
      await page.getByRole("button", { name: "Zoom avant" }).click();
      await page.getByRole("button", { name: "Zoom avant" }).click();
      await expect.poll(() => page.getByRole("status", { name: "Niveau de zoom" }).innerText()).toBe("200 %");
      const frame = page.getByRole("region", { name: "Fiche en image" });
      expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await frame.evaluate((element) => {
        element.scrollIntoView({ block: "start", behavior: "instant" });
        window.scrollBy({ top: -80, behavior: "instant" }); // below the sticky top bar
      });
      await shoot(page, "sheet-detail-zoomed");
      await page.getByRole("button", { name: "Zoom arrière" }).click();
      await page.getByRole("button", { name: "Zoom arrière" }).click();

      // "Télécharger" saves the PNG under its name.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Télécharger" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("SDD-161-douleur-thoracique.png");
      const file = await download.path();
      expect([...readFileSync(file).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(statSync(file).size).toBeGreaterThan(50_000);
      await expect.poll(() => page.getByRole("button", { name: "Télécharger" }).isEnabled()).toBe(true);

      // "Voir le cas clinique" opens the start dialog of the linked case.
      await page.getByRole("button", { name: "Voir le cas clinique" }).click();
      const caseDialog = page.getByRole("dialog", { name: /Michel Garnier/ });
      await caseDialog.getByRole("button", { name: "Lancer la simulation" }).waitFor();
      await page.keyboard.press("Escape");
      await caseDialog.waitFor({ state: "hidden" });

      // "Retour": the grid, sorted by number, filtered by title or number.
      await page.getByRole("button", { name: "Retour" }).click();
      await page.getByRole("region", { name: "Fiches de révision" }).waitFor();
      // Opened by a link: back to the top of the grid, the focus on the page title.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Support Pédagogique");
      const titles = await cardTitles(page);
      expect(titles.map((title) => title.split(" ").slice(0, 2).join(" "))).toEqual(SHEETS_IN_ORDER);
      await shoot(page, "sheets-grid");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const filter = page.getByRole("searchbox", { name: "Rechercher une fiche" });
      await filter.fill("oedeme");
      await expect.poll(() => cardTitles(page)).toEqual(["SDD 54 Œdème localisé ou diffus"]);
      await filter.fill("zzz");
      await page.getByText("Aucun résultat").waitFor();
      await filter.fill("");

      // Back on the dashboard, a patient's name (typed without its accent) opens the case's start dialog.
      await followMenuLink(page, "Tableau de bord");
      await page.waitForURL("**/homepage/dashboard");
      await search.box.fill("lefevre");
      await search.results.getByRole("option", { name: "Monique Lefèvre", exact: true }).waitFor();
      await search.box.press("Enter");
      const pickedDialog = page.getByRole("dialog", { name: /Monique Lefèvre/ });
      await pickedDialog.getByRole("button", { name: "Lancer la simulation" }).waitFor();
      await page.keyboard.press("Escape");
      await pickedDialog.waitFor({ state: "hidden" });
      // The focus is back in the search box (not at the top of the page), the list closed.
      await expect.poll(() => search.box.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await search.box.getAttribute("aria-expanded")).toBe("false");
      expect(await search.results.count()).toBe(0);

      // The ECOS guide, from the menu.
      await followMenuLink(page, "À propos des ECOS");
      await page.getByRole("heading", { name: "À propos des ECOS", level: 1 }).waitFor();
      const guide = (await page.locator("main").innerText()).replace(/\s+/g, " ");
      for (const fact of ["30 %", "60 %", "10 %", "10 stations", "10/20", "11 domaines", "356 situations", "fin mai"]) {
        expect(guide).toContain(fact);
      }
      await shoot(page, "ecos-guide");
      await shoot(page, "ecos-guide-full", true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
