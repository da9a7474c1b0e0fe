import { caseById, examById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { fixture005 } from "../packages/content/test/fixtures/station-005.fixture";
import { fixture007 } from "../packages/content/test/fixtures/station-007.fixture";
import { fixture010 } from "../packages/content/test/fixtures/station-010.fixture";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  ask,
  finishWith,
  gradeValue,
  hiddenTabWidth,
  horizontalOverflow,
  launchFromDialog,
  openStartDialog,
  STUDENT,
  showPane,
  signIn,
  startStation,
} from "./support/student";

const GERARD = "Gérard Lemoine"; // station-005, clinical exam
const THEO = "Théo Marchand"; // station-007, paraclinical
const HUGO = "Hugo Martin"; // station-010, prise en charge with an examiner

const examName = (id: string) => {
  const exam = examById(id);
  if (!exam) throw new Error(`exam ${id} is not in the catalogue`);
  return exam.name;
};
/** Three exams of the good attempt at station-005, and one that has nothing to do with the case. */
const RELEVANT_EXAMS = ["oedemes-membres-inferieurs", "auscultation-cardiaque", "auscultation-pulmonaire"];
const IRRELEVANT_EXAM = "otoscopie";

describe.skipIf(!hasChromium)("a student plays the clinical exam and paraclinical stations", () => {
  const env = useJourneyEnvironment();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`clinical exam (station 5) at ${viewport.width} px: static data, exams, results, grading`, async () => {
      expect(fixture005.good.exams).toEqual(expect.arrayContaining(RELEVANT_EXAMS));
      expect(fixture005.poor.exams).toContain(IRRELEVANT_EXAM);
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, GERARD));
      await startStation(page);

      // Static data: who the patient is.
      const staticPanel = page.getByRole("tabpanel", { name: "Données statiques" });
      await staticPanel.waitFor();
      expect(await page.getByRole("tab", { name: "Données statiques" }).getAttribute("aria-selected")).toBe("true");
      expect(await staticPanel.innerText()).toContain("Gérard");
      expect(await hiddenTabWidth(page.getByRole("tablist", { name: "Examen clinique" }))).toBeLessThanOrEqual(0);
      await shoot(page, "sim-clinical-static");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // A couple of questions to the patient (the chat is beside the exam, or behind the toggle).
      await showPane(page, "Patient");
      for (const message of fixture005.good.messages.slice(2, 4)) {
        expect((await ask(page, GERARD, message)).length).toBeGreaterThan(0);
      }
      await showPane(page, "Examen clinique");

      // Exams: found through the search box, ticked by their catalogue names, then "Examiner".
      await page.getByRole("tab", { name: "Examens" }).click();
      const examsPanel = page.getByRole("tabpanel", { name: "Examens" });
      const search = examsPanel.getByRole("searchbox", { name: "Rechercher un examen" });
      const chosen = [...RELEVANT_EXAMS, IRRELEVANT_EXAM].map(examName);
      for (const name of chosen) {
        await search.fill(name);
        const box = examsPanel.getByRole("checkbox", { name, exact: true });
        await box.check();
        expect(await box.isChecked()).toBe(true);
      }
      await search.fill("");
      await examsPanel.getByText("4 examens sélectionnés").waitFor();
      await shoot(page, "sim-clinical-exams");
      await examsPanel.getByRole("button", { name: "Examiner" }).click();

      // The results tab opens by itself with each exam's finding.
      const resultsTab = page.getByRole("tab", { name: "Résultats" });
      await expect.poll(() => resultsTab.getAttribute("aria-selected")).toBe("true");
      const resultsPanel = page.getByRole("tabpanel", { name: "Résultats" });
      for (const name of chosen) {
        const term = resultsPanel.getByRole("term").filter({ hasText: name });
        await term.waitFor();
      }
      const findings = await resultsPanel.getByRole("definition").allInnerTexts();
      expect(findings).toHaveLength(4);
      for (const finding of findings) expect(finding.trim().length).toBeGreaterThan(3);
      await shoot(page, "sim-clinical-results");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The exams done are marked in the picker.
      await page.getByRole("tab", { name: "Examens" }).click();
      await search.fill(chosen[1] ?? "");
      const done = examsPanel.getByRole("checkbox", { name: chosen[1], exact: true });
      expect(await done.isDisabled()).toBe(true);
      expect(await done.getAttribute("aria-describedby")).toBeTruthy();

      // Grading: the relevant exams (done first) and the irrelevant one.
      const grade = await finishWith(page, fixture005.good.diagnosis);
      expect(gradeValue(grade)).toBeGreaterThanOrEqual(0);
      const examsCard = page.getByRole("region", { name: "Examens réalisés" });
      const relevant = examsCard.getByRole("region", { name: "Examens pertinents" }).getByRole("listitem");
      const rows = (await relevant.allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
      expect(rows.length).toBeGreaterThan(RELEVANT_EXAMS.length);
      const doneRows = rows.filter((row) => row.endsWith("Réalisé") && !row.endsWith("Non réalisé"));
      expect(doneRows).toHaveLength(RELEVANT_EXAMS.length);
      expect(rows.slice(0, RELEVANT_EXAMS.length)).toEqual(doneRows); // done first
      for (const id of RELEVANT_EXAMS) expect(doneRows.some((row) => row.startsWith(examName(id)))).toBe(true);
      expect(rows.slice(RELEVANT_EXAMS.length).every((row) => row.endsWith("Non réalisé"))).toBe(true);
      const irrelevant = examsCard.getByRole("region", { name: "Examens non pertinents" }).getByRole("listitem");
      // Listed by the case as irrelevant: it costs half a point.
      const irrelevantRows = (await irrelevant.allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
      expect(irrelevantRows).toEqual([`${examName(IRRELEVANT_EXAM)} −0,5 point`]);
      await examsCard.scrollIntoViewIfNeeded();
      await shoot(page, "sim-clinical-grading");
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, "sim-clinical-grading-full", true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`paraclinical (station 7) at ${viewport.width} px: document, zoom, notes, grade of 10 or more`, async () => {
      const station = caseById("station-007");
      const firstImage = station?.images[0];
      if (!firstImage) throw new Error("station-007 has no image");
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, THEO));
      await startStation(page);

      // The first document is displayed (really loaded, not a broken image).
      const documents = page.getByRole("tablist", { name: "Documents" });
      await documents.waitFor();
      expect(await documents.getByRole("tab").allInnerTexts()).toEqual([
        "Annexe Examen paraclinique 1",
        "Annexe Examen paraclinique 2",
      ]);
      expect(await hiddenTabWidth(documents)).toBeLessThanOrEqual(0);
      const panel = page.getByRole("tabpanel", { name: "Annexe Examen paraclinique 1" });
      const image = panel.getByRole("img", { name: firstImage.alt });
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await shoot(page, "sim-paraclinical");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Zoom: +10 % a step, between 50 % and 200 %.
      const level = panel.getByRole("status", { name: "Niveau de zoom" });
      const zoomIn = panel.getByRole("button", { name: "Zoom avant" });
      const zoomOut = panel.getByRole("button", { name: "Zoom arrière" });
      expect((await level.innerText()).trim()).toBe("100 %");
      await zoomIn.click();
      await zoomIn.click();
      expect((await level.innerText()).trim()).toBe("120 %");
      const width120 = await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
      await shoot(page, "sim-paraclinical-zoom");
      while (await zoomIn.isEnabled()) await zoomIn.click();
      expect((await level.innerText()).trim()).toBe("200 %");
      expect(await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeGreaterThan(
        width120,
      );
      while (await zoomOut.isEnabled()) await zoomOut.click();
      expect((await level.innerText()).trim()).toBe("50 %");
      await panel.getByRole("button", { name: "Réinitialiser le zoom" }).click();
      expect((await level.innerText()).trim()).toBe("100 %");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Analysis notes: an empty one is ignored, three are listed in order.
      const notes = page.getByRole("region", { name: "Notes d'analyse" });
      const noteBox = notes.getByRole("textbox", { name: "Nouvelle note" });
      const add = notes.getByRole("button", { name: "Ajouter" });
      await noteBox.fill("   ");
      await add.click();
      await notes.getByText("Aucune note pour l'instant.").waitFor();
      // Severe acidosis, transfer hyperkalaemia, the synthesis: the notes that carry the most findings.
      const written = [1, 9, 12].map((index) => fixture007.good.observations[index] ?? "");
      const list = notes.getByRole("list", { name: "Notes d'analyse" }).getByRole("listitem");
      // A note being typed survives a reload of the page (kept as a draft in the browser).
      await noteBox.fill(written[0] ?? "");
      await page.reload();
      // Leaving the page paused the station: it comes back paused, the draft in the box.
      const overlay = page.getByRole("region", { name: "Simulation en pause" });
      await overlay.getByRole("button", { name: "Reprendre", exact: true }).click();
      await overlay.waitFor({ state: "detached" });
      await showPane(page, "Documents");
      await expect.poll(() => noteBox.inputValue()).toBe(written[0]);
      for (const [index, note] of written.entries()) {
        await noteBox.fill(note);
        // Enter adds the first note (Shift+Enter only goes to a new line); the button the others.
        if (index === 0) {
          await noteBox.press("Shift+Enter");
          expect(await noteBox.inputValue()).toBe(`${note}\n`);
          await noteBox.press("Enter");
        } else await add.click();
        await expect.poll(() => list.count()).toBe(index + 1);
        await expect.poll(() => noteBox.inputValue()).toBe("");
      }
      expect(await list.allInnerTexts()).toEqual(written);
      // Ending with a note left in the box warns that it will not count.
      await noteBox.fill("Note restée dans la zone de saisie");
      await page.getByRole("button", { name: "Terminer la station" }).click();
      const endDialog = page.getByRole("dialog", { name: "Terminer la station ?" });
      await endDialog.getByRole("alert").filter({ hasText: "Ta note en cours n'a pas été ajoutée" }).waitFor();
      await endDialog.getByRole("button", { name: "Continuer la station" }).click();
      await endDialog.waitFor({ state: "detached" });
      await noteBox.fill("");
      await notes.scrollIntoViewIfNeeded();
      await shoot(page, "sim-paraclinical-notes");

      // The patient, then the diagnosis and the grade.
      await showPane(page, "Patient");
      for (const message of fixture007.good.messages) {
        expect((await ask(page, THEO, message)).length).toBeGreaterThan(0);
      }
      await showPane(page, "Documents");
      const grade = await finishWith(page, fixture007.good.diagnosis);
      expect(gradeValue(grade), grade).toBeGreaterThanOrEqual(10);
      await shoot(page, "sim-paraclinical-grading");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
  it("evaluator station (station 10) at 1280 px: the examiner asks each question in turn, the patient answers too", async () => {
    const item = caseById("station-010");
    const questions = item?.examinerQuestions.map((question) => question.question) ?? [];
    const { context, page } = await newPage(env.browser, env.server.baseUrl, DESKTOP);
    await signIn(page, STUDENT.email, STUDENT.password);
    await launchFromDialog(page, await openStartDialog(page, HUGO));
    await startStation(page);
    const examiner = page.getByRole("region", { name: "Conversation avec Examinateur" });
    expect(await examiner.getByRole("log").innerText()).toContain(questions[0]);
    const answers = fixture010.good.answers.slice(0, 3);
    for (const [index, answer] of answers.entries()) {
      const next = await ask(page, "Examinateur", answer);
      expect(next).toContain(questions[index + 1]);
    }
    // "Question suivante" skips question 4: the examiner asks question 5.
    await examiner.getByRole("button", { name: "Question suivante" }).click();
    await expect.poll(() => examiner.getByRole("log").innerText(), { timeout: 15_000 }).toContain(questions[4]);
    await shoot(page, "sim-examiner");
    await page.getByRole("tab", { name: "Patient" }).click();
    expect((await ask(page, HUGO, fixture010.good.messages[0] as string)).length).toBeGreaterThan(0);
    await finishWith(page, fixture010.good.diagnosis);
    const quotes = await page
      .getByRole("region", { name: "Critères d'évaluation" })
      .locator("blockquote")
      .allInnerTexts();
    const answered = quotes.map((quote) => quote.replace(/[«»\u00a0]/g, "").trim());
    expect(answered.some((quote) => answers.some((answer) => answer.includes(quote)))).toBe(true);
    await shoot(page, "sim-examiner-grading");
    await context.close();
  });
});
