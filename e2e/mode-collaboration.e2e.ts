import { describe, expect, it } from "vitest";
import { fixture013 } from "../packages/content/test/fixtures/modes/station-013.fixture";
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

const BERNARD = "Bernard Vasseur"; // station-013, the night nurse calls about his potassium
const SHEET = "Fiche SBAR";
const NURSE = "Infirmière de nuit";
const SOPHIE = "Sophie Delaunay"; // the nurse on the phone: the chat is labelled with her name

const said = (index: number) => {
  const step = fixture013.excellent.steps[index];
  if (!step || !("say" in step)) throw new Error(`step ${index} is not a message`);
  return step.say;
};

describe.skipIf(!hasChromium)("a student plays the collaboration station (station 13)", () => {
  const env = useJourneyEnvironment();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: the SBAR sheet, the call with the nurse, a note in the record, the report`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      const suffix = viewport === DESKTOP ? "desktop" : "phone";
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, BERNARD));
      await startStation(page);

      // The SBAR sheet: the nurse on the line, the four parts, nothing covered yet.
      const sheet = page.getByRole("region", { name: "Fiche de transmission SBAR" });
      await sheet.waitFor();
      expect(await sheet.innerText()).toContain("Sophie Delaunay");
      expect(await sheet.getByRole("list", { name: "Étapes SBAR" }).getByRole("listitem").count()).toBe(4);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The call: the nurse's opening, the student's questions and orders, the objection, the read-back.
      await showPane(page, NURSE);
      const call = page.getByRole("region", { name: `Conversation avec ${SOPHIE}` });
      expect(await call.getByRole("textbox", { name: "Ton message (infirmière de nuit)" }).count()).toBe(1);
      expect(await call.getByRole("log").innerText()).toContain("potassium à 6,9");
      expect(await ask(page, SOPHIE, said(0))).toContain("chambre 12");
      expect(await ask(page, SOPHIE, said(2))).toMatch(/pouls à 46/);
      await ask(page, SOPHIE, said(5));
      expect(await ask(page, SOPHIE, said(6))).toMatch(/je ne suis pas d'accord/);
      expect(await ask(page, SOPHIE, said(7))).toMatch(/vu comme ça/);
      await ask(page, SOPHIE, said(8));
      expect(await ask(page, SOPHIE, said(10))).toMatch(/^Je vous relis ce que j'ai noté/);
      await shoot(page, `mode-collaboration-call-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Back to the sheet: the parts covered, the current one, the objection settled, the closed loop.
      await showPane(page, SHEET);
      await expect.poll(() => sheet.innerText(), { timeout: 10_000 }).toContain("Boucle fermée : consignes relues");
      expect(await sheet.innerText()).toContain("Désaccord : résolu");
      expect(await sheet.locator('[aria-current="step"]').innerText()).toContain("Recommandation");

      // A note in the record (traceability).
      const note =
        "23 h 45 : appel IDE pour K 6,9 avec QRS larges. Calcium IV, insuline + G10, arrêt KCl et IEC, scope.";
      await page.getByRole("textbox", { name: "Note au dossier" }).fill(note);
      await page.getByRole("button", { name: "Écrire au dossier" }).click();
      await page.getByRole("list", { name: "Notes au dossier" }).getByText(note).waitFor();
      await shoot(page, `mode-collaboration-sheet-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The grade page with the report of the call.
      const grade = await finishWith(page, fixture013.excellent.diagnosis ?? "");
      expect(gradeValue(grade)).toBeGreaterThan(6);
      const report = page.getByRole("region", { name: "Ta communication avec Sophie Delaunay" });
      await report.scrollIntoViewIfNeeded();
      const text = await report.innerText();
      expect(text).toContain("Structure de l'appel (SBAR)");
      expect(text).toContain("Ton collègue s'est rangé à tes arguments");
      expect(text).toContain(note);
      await shoot(page, `mode-collaboration-grade-${suffix}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
