import { caseById } from "@ecos/content";
import type { CircuitListResponse, CircuitNextResponse, CircuitState } from "@ecos/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  apiJson,
  apiSignIn,
  followMenuLink,
  horizontalOverflow,
  openEndDialog,
  STUDENT,
  signIn,
} from "./support/student";

/** A mean as the report writes it: one decimal, always (« 12,0 »). */
const frMean = (mean: number) =>
  new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mean);

/** The reading step, then the station, ended through the end dialog with a typed diagnosis. */
async function playStationInBrowser(page: Page) {
  await page.getByRole("heading", { name: "Prends connaissance de la situation" }).waitFor();
  // The exam's timing: one minute of reading.
  expect(await page.getByRole("timer", { name: "Temps restant" }).innerText()).toMatch(/^(1:00|0:5\d)$/);
  await page.getByRole("button", { name: "Commencer", exact: true }).click();
  await page.getByRole("button", { name: "Terminer la station" }).waitFor();
  // Then seven minutes of station.
  expect(await page.getByRole("timer", { name: "Temps restant" }).innerText()).toMatch(/^(7:00|6:5\d)$/);
  // Two education stations do not ask for a diagnosis.
  const diagnosis = page.getByRole("textbox", { name: "Diagnostic retenu" });
  if ((await diagnosis.count()) > 0) await diagnosis.fill("Je ne sais pas");
  await openEndDialog(page);
  const end = page.getByRole("dialog", { name: "Terminer la station ?" });
  await end.getByRole("button", { name: "Terminer et être évalué(e)" }).click();
}

describe.skipIf(!hasChromium)("a student plays a mock ECOS (circuit mode)", () => {
  const env = useJourneyEnvironment();
  /** Stations 2 to 5 of a circuit, played and graded through the API (the first one is played in the browser). */
  async function gradeTheRest(token: string, circuitId: string) {
    const base = env.server.baseUrl;
    for (;;) {
      const circuit = await apiJson<CircuitState>(base, "GET", `/circuits/${circuitId}`, undefined, token);
      if (circuit.status === "finished") return circuit;
      const next = await apiJson<CircuitNextResponse>(base, "POST", `/circuits/${circuitId}/next`, {}, token);
      await apiJson(base, "POST", `/simulation/threads/${next.thread_id}/start`, {}, token);
      // Only the diagnosis, the expected one: a small grade above 0 that differs from station to station.
      const scenario = next.circuit.stations[next.circuit.position]?.scenario;
      const diagnostic = scenario ? (caseById(scenario.id)?.diagnosis.correct ?? null) : null;
      await apiJson(base, "POST", `/simulation/threads/${next.thread_id}/grade`, { diagnostic }, token);
    }
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: starts 5 stations, no grade before the end, pause and resume, then the report`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await followMenuLink(page, "Mode circuit");
      await page.getByRole("heading", { name: "Mode circuit", level: 1 }).waitFor();
      expect(await page.title()).toMatch(/^Mode circuit/);
      const start = page.getByRole("region", { name: "Nouveau circuit" });
      await start.getByRole("radio", { name: /^5 stations/ }).check();
      await shoot(page, "circuit-start");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await start.getByRole("button", { name: "Commencer le circuit" }).click();

      // Station 1: read, play, end. No grade: « Station terminée » instead.
      await page.waitForURL((url) => url.pathname === "/simulation");
      await playStationInBrowser(page);
      const done = page.getByRole("region", { name: "Station terminée" });
      await done.waitFor({ timeout: 20_000 });
      expect(await done.innerText()).toContain("Station 1 sur 5 du circuit");
      expect(await page.getByRole("region", { name: "Résultats de la station" }).count()).toBe(0);
      expect(await page.locator("main").innerText()).not.toMatch(/\d+(,\d)?\s*\/\s*20/);
      await shoot(page, "circuit-station-done");

      // The transition: a countdown, then a pause between two stations, kept across a reload.
      await done.getByRole("link", { name: "Continuer le circuit" }).click();
      await page.waitForURL(/\/homepage\/circuit\/[^/]+$/);
      const circuitId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
      const transition = page.getByRole("region", { name: "Station 2 sur 5" });
      await transition.waitFor();
      const countdown = transition.getByRole("timer", { name: "Temps avant la station suivante" });
      expect(await countdown.innerText()).toMatch(/^(1:00|0:[0-5]\d)$/);
      await shoot(page, "circuit-transition");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await transition.getByRole("button", { name: "Mettre le circuit en pause" }).click();
      const paused = page.getByRole("region", { name: "Circuit en pause" });
      await paused.waitFor();
      expect(await paused.innerText()).toContain("1 station sur 5 terminée");
      await page.reload();
      await paused.waitFor();
      await shoot(page, "circuit-paused");
      // The circuit page lists it as paused, with « Reprendre ».
      await page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Mode circuit" }).click();
      const history = page.getByRole("list", { name: "Historique des circuits" });
      expect(await history.getByRole("listitem").first().innerText()).toMatch(/En pause\s*1 station terminée sur 5/);
      await history.getByRole("link").first().click();
      await paused.getByRole("button", { name: "Reprendre le circuit" }).click();
      await page
        .getByRole("region", { name: "Station 2 sur 5" })
        .getByRole("button", { name: "Y aller maintenant" })
        .click();
      await page.waitForURL((url) => url.pathname === "/simulation");
      await page.getByRole("heading", { name: "Prends connaissance de la situation" }).waitFor();

      // Stations 2 to 5 graded through the API; the report then shows every grade and criterion.
      const token = await apiSignIn(env.server.baseUrl, STUDENT.email, STUDENT.password);
      const finished = await gradeTheRest(token, circuitId);
      const mean = finished.mean ?? Number.NaN;
      await page.goto(`/homepage/circuit/${circuitId}`);
      const summary = page.getByRole("region", { name: "Résultat du circuit" });
      await summary.waitFor();
      expect(await page.title()).toMatch(/^Rapport du circuit/);
      expect((await summary.innerText()).replace(/\s+/g, " ")).toContain(`Moyenne du circuit ${frMean(mean)}/20`);
      const stations = page
        .getByRole("region", { name: "Tes stations" })
        .getByRole("listitem")
        .filter({
          has: page.getByRole("heading", { level: 3 }),
        });
      expect(await stations.count()).toBe(5);
      for (const [position, station] of finished.stations.entries()) {
        const row = stations.nth(position);
        const text = (await row.innerText()).replace(/\s+/g, " ");
        expect(text.toLowerCase()).toContain(`station ${position + 1} ·`); // shown in capitals
        expect(text).toContain(`${frMean(station.grade ?? Number.NaN)}/20`);
      }
      // A station unfolds into its criteria, each with its point.
      const first = stations.first();
      await first.getByRole("button").first().click();
      const criteria = first.getByRole("list", { name: /^Critères : / }).getByRole("listitem");
      expect(await criteria.count()).toBe(finished.stations[0]?.criteria?.length);
      expect(await criteria.first().innerText()).toMatch(/[01]\/1/);
      await page.getByRole("heading", { name: "Points forts et points à travailler" }).waitFor();
      await shoot(page, "circuit-report");
      await shoot(page, "circuit-report-full", true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The history: this circuit, finished, with its mean; a new one may start.
      await page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Mode circuit" }).click();
      const row = page.getByRole("list", { name: "Historique des circuits" }).getByRole("listitem").first();
      expect((await row.innerText()).replace(/\s+/g, " ")).toMatch(new RegExp(`Terminé 5 stations ${frMean(mean)}/20`));
      await page.getByRole("region", { name: "Nouveau circuit" }).waitFor();
      const list = await apiJson<CircuitListResponse>(env.server.baseUrl, "GET", "/circuits", undefined, token);
      expect(list.active_id).toBeNull();
      await shoot(page, "circuit-history");
      await context.close();
    });
  }
});
