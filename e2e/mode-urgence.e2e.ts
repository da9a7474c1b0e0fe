import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
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

const JULIEN = "Julien Perrot"; // station-019, anaphylactic shock
const BERNARD = "Bernard Castel"; // station-020, cardiac arrest
/** The nurses the student talks to in the chat of each station. */
const ELODIE = "Élodie";
const SAMIA = "Samia";

/** Does one action of the panel (with its dose and route when it has a form) and waits for it in the log. */
async function doAction(page: Page, label: string, expected: string, form?: { dose?: string; route?: string }) {
  const panel = page.getByRole("region", { name: "Actions", exact: true });
  const log = page.getByRole("list", { name: "Journal des actions" });
  const before = (await log.count()) > 0 ? await log.getByRole("listitem").count() : 0;
  await panel.getByRole("button", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) }).click();
  if (form) {
    const prescription = panel.getByRole("form", { name: `Prescription : ${label}` });
    if (form.dose) await prescription.getByRole("textbox", { name: /^Dose/ }).fill(form.dose);
    if (form.route) await prescription.getByRole("combobox", { name: "Voie" }).selectOption({ label: form.route });
    await prescription.getByRole("button", { name: "Valider" }).click();
  }
  await expect.poll(async () => (await log.count()) > 0 && (await log.getByRole("listitem").count())).toBe(before + 1);
  expect(await log.getByRole("listitem").last().innerText()).toContain(expected);
}

const monitorValue = (monitor: Locator, short: string) =>
  monitor.getByRole("term").filter({ hasText: short }).locator("xpath=following-sibling::dd[1]").innerText();

describe.skipIf(!hasChromium)("a student plays the emergency stations", () => {
  const env = useJourneyEnvironment();

  it(`anaphylactic shock (station 19) at ${DESKTOP.width} px: monitor, panel, nurse, grade page with the timeline`, async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, DESKTOP);
    await signIn(page, STUDENT.email, STUDENT.password);
    await launchFromDialog(page, await openStartDialog(page, JULIEN));
    await startStation(page);

    const monitor = page.getByRole("region", { name: "Scope" });
    await monitor.waitFor();
    expect(await monitorValue(monitor, "PA")).toContain("82/46");
    expect(await monitor.getByRole("img", { name: "Tracé ECG : Tachycardie sinusale" }).count()).toBe(1);
    await shoot(page, "mode-urgence-monitor");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await doAction(page, "Arrêter la perfusion d'antibiotique", "Arrêter la perfusion d'antibiotique");
    await doAction(page, "Appeler à l'aide (senior, réanimateur)", "Appeler à l'aide");
    await doAction(page, "Adrénaline", "Adrénaline 0,5 mg IM", { dose: "0,5", route: "Intramusculaire (IM)" });
    await doAction(page, "Oxygène", "Oxygène 15 L/min au masque à haute concentration", {
      dose: "15",
      route: "Masque à haute concentration",
    });
    // The nurse answers each action in the chat; a typed order is read back.
    const reply = await ask(page, ELODIE, "C'est un choc anaphylactique : on passe 500 mL de sérum physiologique.");
    expect(reply).toMatch(/^C'est noté : « Remplissage par cristalloïdes \(NaCl 0,9 %\) 500 mL »/);
    await doAction(page, "Remplissage par cristalloïdes (NaCl 0,9 %)", "500 mL IV", {
      dose: "500",
      route: "Intraveineuse (IV)",
    });
    await doAction(page, "Allonger, jambes surélevées", "Allonger, jambes surélevées");
    await doAction(page, "Scope : ECG continu, PA automatique, SpO2", "Scope");
    const conversation = page.getByRole("region", { name: `Conversation avec ${ELODIE}` });
    expect(await conversation.getByRole("log").innerText()).toContain("Adrénaline 0,5 mg en IM");
    await page.getByRole("region", { name: "Actions", exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, "mode-urgence-actions");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const grade = await finishWith(page, "Choc anaphylactique");
    expect(gradeValue(grade)).toBeGreaterThanOrEqual(8);
    const report = page.getByRole("region", { name: "Déroulé de l'urgence" });
    await report.waitFor();
    const timeline = await report
      .getByRole("list", { name: "Chronologie des actions" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(timeline[2]).toContain("Adrénaline 0,5 mg IM");
    expect(await report.getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
    await report.scrollIntoViewIfNeeded();
    await shoot(page, "mode-urgence-grading");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it(`cardiac arrest (station 20) at ${PHONE.width} px: the monitor without pulse, a shock, the nurse, the grade page`, async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signIn(page, STUDENT.email, STUDENT.password);
    await launchFromDialog(page, await openStartDialog(page, BERNARD));
    await startStation(page);

    const monitor = page.getByRole("region", { name: "Scope" });
    await monitor.waitFor();
    await monitor.getByText("Pas de pouls").waitFor();
    expect(await monitor.getByRole("img", { name: "Tracé ECG : Fibrillation ventriculaire" }).count()).toBe(1);
    await shoot(page, "mode-urgence-monitor");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await doAction(page, "Confirmer l'arrêt", "Confirmer l'arrêt");
    await doAction(page, "Massage cardiaque externe", "Massage cardiaque externe");
    await doAction(page, "Alerter l'équipe de réanimation", "Alerter l'équipe de réanimation");
    await doAction(page, "Brancher le défibrillateur manuel sur les électrodes", "Brancher le défibrillateur");
    await doAction(page, "Analyser le rythme", "Analyser le rythme");
    await doAction(page, "Choc électrique externe", "Choc électrique externe 200 J", { dose: "200" });
    await doAction(page, "Massage cardiaque externe", "Massage cardiaque externe");
    await page.getByRole("region", { name: "Actions", exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, "mode-urgence-actions");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await showPane(page, "Infirmière de cardiologie");
    const chat = page.getByRole("region", { name: `Conversation avec ${SAMIA}` });
    expect(await chat.getByRole("log").innerText()).toContain("Choc délivré");
    const reply = await ask(page, SAMIA, "Il a quels antécédents ?");
    expect(reply).toMatch(/infarctus/i);
    await shoot(page, "mode-urgence-nurse");
    await showPane(page, "Scope et actions");

    await finishWith(page, "Arrêt cardiaque sur fibrillation ventriculaire");
    const report = page.getByRole("region", { name: "Déroulé de l'urgence" });
    await report.waitFor();
    expect(await report.innerText()).toContain("Choc électrique externe 200 J");
    await report.scrollIntoViewIfNeeded();
    await shoot(page, "mode-urgence-grading");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
