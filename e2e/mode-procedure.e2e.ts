import { caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { fixture021 } from "../packages/content/test/fixtures/modes/station-021.fixture";
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

const ANTOINE = "Antoine Mercier"; // station-021, procedure (lumbar puncture)
const station = caseById("station-021");
const data = station?.modeData?.mode === "procedure" ? station.modeData : null;
const materialName = (id: string) => data?.materials.find((m) => m.id === id)?.name ?? id;
const stepText = (id: string) => data?.steps.find((s) => s.id === id)?.text ?? id;

describe.skipIf(!hasChromium)("a student plays the procedure station", () => {
  const env = useJourneyEnvironment();

  // The excellent attempt on a wide screen, the average one (a forgotten step, a wrong tray) on a phone.
  for (const [viewport, suffix, attempt] of [
    [DESKTOP, "desktop", fixture021.excellent],
    [PHONE, "phone", fixture021.average],
  ] as const) {
    it(`station 21 at ${viewport.width} px: tray, steps in order, patient, examiner, grade page with the procedure report`, async () => {
      const [CHOICE, ORDER] = attempt.actions;
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, ANTOINE));
      await startStation(page);

      // The tray: the needed materials ticked by their names, then validated.
      const tray = page.getByRole("region", { name: "Matériel" });
      await tray.waitFor();
      expect(await tray.getByRole("checkbox").count()).toBe(data?.materials.length);
      for (const id of CHOICE?.params.material_ids ?? []) {
        await tray.getByRole("checkbox", { name: materialName(id), exact: true }).check();
      }
      await tray.getByRole("button", { name: "Valider le matériel" }).click();
      await tray
        .getByText(`Matériel validé : ${CHOICE?.params.material_ids?.length} éléments`, { exact: true })
        .waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `mode-procedure-station-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The steps: added one by one in order, one moved with the keyboard and back, then validated.
      const steps = page.getByRole("region", { name: "Étapes", exact: true });
      const expected = ORDER?.params.step_ids ?? [];
      for (const id of expected) {
        await steps.getByRole("button", { name: `Ajouter « ${stepText(id)} »`, exact: true }).click();
      }
      const mine = steps.getByRole("list", { name: /Mon ordre/ });
      expect(await mine.getByRole("listitem").count()).toBe(expected.length);
      const first = stepText(expected[0] ?? "");
      await steps.getByRole("button", { name: `Descendre « ${first} »`, exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByText(`« ${first} » déplacée en position 2 sur ${expected.length}.`).waitFor();
      expect((await mine.getByRole("listitem").nth(1).innerText()).replace(/\s+/g, " ")).toContain(first);
      await steps.getByRole("button", { name: `Monter « ${first} »`, exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByText(`« ${first} » déplacée en position 1 sur ${expected.length}.`).waitFor();
      await steps.getByRole("button", { name: "Valider l'ordre" }).click();
      await steps.getByText(`Ordre validé : ${expected.length} étapes`, { exact: true }).waitFor();
      await mine.scrollIntoViewIfNeeded();
      await shoot(page, `mode-procedure-steps-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The patient is informed and consents; the examiner's questions are answered.
      await showPane(page, "Conversation");
      await page.getByRole("tab", { name: "Patient" }).click();
      for (const message of attempt.messages) {
        expect((await ask(page, ANTOINE, message)).length).toBeGreaterThan(0);
      }
      await shoot(page, `mode-procedure-patient-${suffix}`);
      await page.getByRole("tab", { name: "Examinateur" }).click();
      for (const answer of attempt.answers) {
        expect((await ask(page, "Examinateur", answer)).length).toBeGreaterThan(0);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await showPane(page, "Procédure");

      // The grade page: the order side by side with the expected one, and the tray.
      const grade = await finishWith(page, attempt.diagnosis ?? "");
      if (attempt === fixture021.excellent) expect(gradeValue(grade)).toBeGreaterThanOrEqual(18);
      else expect(gradeValue(grade)).toBeGreaterThan(6);
      const report = page.getByRole("region", { name: "Procédure : Ponction lombaire" });
      await report.waitFor();
      const mineReport = report.getByRole("region", { name: "Ton ordre" }).getByRole("listitem");
      expect(await mineReport.count()).toBe(expected.length);
      const needed = data?.materials.filter((m) => m.needed).map((m) => m.id) ?? [];
      const chosen = CHOICE?.params.material_ids ?? [];
      const right = report.getByRole("region", { name: "Matériel bien choisi" }).getByRole("listitem");
      expect(await right.count()).toBe(chosen.filter((id) => needed.includes(id)).length);
      if (attempt === fixture021.excellent) {
        for (const row of await mineReport.allInnerTexts()) expect(row).toContain("Bien placée");
      } else {
        const expectedRows = report.getByRole("region", { name: "Ordre attendu" }).getByRole("listitem");
        expect((await expectedRows.allInnerTexts()).some((row) => row.includes("Oubliée"))).toBe(true);
        const extra = report.getByRole("region", { name: "Inutile ou inadapté" }).getByRole("listitem");
        expect(await extra.allInnerTexts()).toEqual([expect.stringContaining("Rasoir")]);
      }
      await report.scrollIntoViewIfNeeded();
      await shoot(page, `mode-procedure-grade-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
