import { caseById } from "@ecos/content";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hashSecret } from "../apps/server/src/lib/passwords";
import { listTickets } from "../apps/server/src/repositories/tickets";
import { insertUser } from "../apps/server/src/repositories/users";
import { fixture001 } from "../packages/content/test/fixtures/station-001.fixture";
import { fixture002 } from "../packages/content/test/fixtures/station-002.fixture";
import { fixture003 } from "../packages/content/test/fixtures/station-003.fixture";
import { fixture004 } from "../packages/content/test/fixtures/station-004.fixture";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  ask,
  caseCard,
  chat,
  finishWith,
  horizontalOverflow,
  launchFromDialog,
  openStartDialog,
  STUDENT,
  signIn,
  startStation,
} from "./support/student";

const station001 = caseById("station-001");
if (!station001) throw new Error("station-001 is missing from the content");
const MICHEL = "Michel Garnier"; // station-001
const CLAIRE = "Claire Moreau"; // station-002
const NATHALIE = "Nathalie Garnier"; // station-003
const KARIM = "Karim Benali"; // station-004

/** Eight questions of the good attempt at station-001, including the tobacco one. */
const QUESTIONS_001 = [
  fixture001.good.messages[0], // greeting
  fixture001.good.messages[2], // what brings you
  fixture001.good.messages[4], // where
  fixture001.good.messages[5], // what it feels like
  fixture001.good.messages[6], // radiation
  fixture001.good.messages[8], // onset
  "Tabac ?",
  fixture001.good.messages[23], // history
].map((message) => message ?? "");

/** What the script lets the patient answer for a label (one answer or variants). */
function scripted(label: string): string[] {
  const answer = station001?.script[label];
  return answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];
}

const timerText = async (page: Page) => (await page.getByRole("timer", { name: "Temps restant" }).innerText()).trim();
const seconds = (clock: string) => {
  const [minutes, secs] = clock.split(":").map(Number);
  return (minutes ?? 0) * 60 + (secs ?? 0);
};

describe.skipIf(!hasChromium)("a student plays interrogation stations", () => {
  const env = useJourneyEnvironment();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`interrogation at ${viewport.width} px: launch, interview, diagnosis, grade, last grade on the card`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(page, STUDENT.email, STUDENT.password);

      // The dashboard lists the cases.
      const list = page.getByRole("region", { name: "Cas cliniques" });
      await caseCard(page, MICHEL).waitFor();
      expect(await list.getByRole("article").count()).toBeGreaterThanOrEqual(5);
      await shoot(page, "sim-dashboard");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The start dialog: patient, never simulated.
      const dialog = await openStartDialog(page, MICHEL);
      expect(await dialog.getByRole("heading", { level: 2 }).innerText()).toContain(MICHEL);
      const firstTime = viewport === DESKTOP;
      if (firstTime) await dialog.getByText("Ce cas n'a pas encore été simulé").waitFor();
      else await dialog.getByText("Dernière tentative").waitFor();
      await shoot(page, "sim-start-dialog");
      const threadId = await launchFromDialog(page, dialog);
      expect(threadId).toMatch(/^[\w-]{8,}$/);

      // The introduction shows the context.
      await page.getByText(station001.context).first().waitFor();
      await page.getByRole("timer", { name: "Temps restant" }).waitFor();
      await shoot(page, "sim-introduction");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await startStation(page);
      // The patient speaks first.
      expect(station001.opening).toBeTruthy();
      await chat(page, MICHEL)
        .bubbles.first()
        .getByText(station001.opening ?? "")
        .waitFor();

      // The interview: each question gets a reply; the tobacco answer comes from the case's script.
      const replies: string[] = [];
      for (const [index, question] of QUESTIONS_001.entries()) {
        const reply = await ask(page, MICHEL, question, index === 1 ? "button" : "enter");
        expect(reply.length, question).toBeGreaterThan(0);
        replies.push(reply);
      }
      const tobacco = replies[QUESTIONS_001.indexOf("Tabac ?")];
      expect(scripted("life.tobacco")).toContain(tobacco);
      expect(scripted("pain.location")).toContain(replies[2]);
      expect(scripted("pain.radiation")).toContain(replies[4]);
      // The clock stays on screen while the chat scrolls the page (stuck to the top on a phone).
      const clock = await page.getByRole("timer", { name: "Temps restant" }).boundingBox();
      expect(clock?.y).toBeGreaterThanOrEqual(0);
      expect((clock?.y ?? 0) + (clock?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      await shoot(page, "sim-chat");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // The diagnosis is typed, in the student's words: no list on the page hands over the answer.
      expect(await page.getByRole("combobox", { name: "Diagnostic retenu" }).count()).toBe(0);
      const pageText = await page.locator("body").innerText();
      for (const option of station001.diagnosis.options) expect(pageText).not.toContain(option);
      const grade = await finishWith(page, "SCA ST+");
      await page
        .getByRole("region", { name: "Synthèse de la station" })
        .getByText("Diagnostic retenu : « SCA ST+ », reconnu comme « Syndrome coronarien aigu » : c'est le bon.")
        .waitFor();
      const criteria = page.getByRole("region", { name: "Critères d'évaluation" });
      await criteria.waitFor();
      const items = criteria.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 5 }) });
      expect(await items.count()).toBeGreaterThanOrEqual(5);
      for (const item of await items.all()) {
        expect((await item.getByRole("heading", { level: 5 }).innerText()).trim().length).toBeGreaterThan(0);
        expect(await item.innerText()).toMatch(/\b[01]\/1\b/);
      }
      const quotes = (await criteria.getByRole("list", { name: "Tes mots" }).locator("blockquote").allInnerTexts()).map(
        (quote) => quote.replace(/^«\s*|\s*»$/g, "").trim(),
      );
      expect(quotes.length).toBeGreaterThan(0);
      expect(
        quotes.some((quote) => QUESTIONS_001.includes(quote)),
        quotes.join(" | "),
      ).toBe(true);
      await shoot(page, "sim-grading");
      await shoot(page, "sim-grading-full", true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Home: the card shows the last grade.
      await page.getByRole("link", { name: "Retour à l'accueil" }).click();
      await page.waitForURL("**/homepage");
      await expect
        .poll(async () => (await caseCard(page, MICHEL).innerText()).replace(/\s+/g, " "))
        .toContain(`Dernière note : ${grade}/20 (aujourd'hui)`);
      await shoot(page, "sim-dashboard-graded");
      await context.close();
    });
  }

  /** The desktop run's paused station (station-002), opened by a second student below. */
  let pausedThreadId = "";

  const PAUSE_RUNS = [
    { viewport: DESKTOP, patient: CLAIRE, questions: fixture002.good.messages.slice(1, 3) },
    { viewport: PHONE, patient: NATHALIE, questions: fixture003.good.messages.slice(1, 3) },
  ];
  for (const { viewport, patient, questions } of PAUSE_RUNS) {
    it(`pause, reload, resume at ${viewport.width} px, then « Reprendre » from the home page`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      const prompts: string[] = [];
      page.on("dialog", (dialog) => {
        prompts.push(dialog.type());
        void dialog.accept();
      });
      await signIn(page, STUDENT.email, STUDENT.password);
      const threadId = await launchFromDialog(page, await openStartDialog(page, patient));
      if (viewport === DESKTOP) pausedThreadId = threadId;
      await startStation(page);
      for (const question of questions) expect((await ask(page, patient, question ?? "")).length).toBeGreaterThan(0);
      const { bubbles } = chat(page, patient);
      const transcript = await bubbles.allInnerTexts();
      expect(transcript).toHaveLength(5); // the patient's opening line, then two exchanges

      // Pause: the overlay covers the station, the clock stops.
      await page.getByRole("button", { name: "Mettre en pause" }).click();
      const overlay = page.getByRole("region", { name: "Simulation en pause" });
      await overlay.getByRole("button", { name: "Reprendre", exact: true }).waitFor();
      await page.getByText("Simulation · en pause").waitFor();
      await page.getByRole("button", { name: "Reprendre le chrono" }).waitFor();
      const frozen = await timerText(page);
      await shoot(page, "sim-paused");

      // Reload (the env.browser asks first): the same station, still paused, same time left, same chat.
      await page.reload();
      expect(prompts).toContain("beforeunload");
      await overlay.getByRole("button", { name: "Reprendre", exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get("thread")).toBe(threadId);
      await expect.poll(() => bubbles.count()).toBe(5);
      expect(await bubbles.allInnerTexts()).toEqual(transcript);
      expect(Math.abs(seconds(await timerText(page)) - seconds(frozen))).toBeLessThanOrEqual(1);
      // A paused clock does not move (the only fixed wait: checking that a timer does not tick).
      await page.waitForTimeout(1_500);
      expect(Math.abs(seconds(await timerText(page)) - seconds(frozen))).toBeLessThanOrEqual(1);
      await shoot(page, "sim-paused-reloaded");

      // Resume: the overlay goes, the clock ticks again, the chat answers.
      await overlay.getByRole("button", { name: "Reprendre", exact: true }).click();
      await overlay.waitFor({ state: "detached" });
      await expect.poll(async () => seconds(await timerText(page)), { timeout: 5_000 }).toBeLessThan(seconds(frozen));
      expect(await page.getByRole("timer", { name: "Temps restant" }).isVisible()).toBe(true);
      await shoot(page, "sim-resumed");

      // Quit -> confirm: home lists the paused station; « Reprendre » reopens it with its transcript.
      await page.getByRole("button", { name: "Quitter", exact: true }).click();
      const quit = page.getByRole("dialog", { name: "Quitter la simulation ?" });
      await quit.getByRole("button", { name: "Quitter", exact: true }).click();
      await page.waitForURL("**/homepage");
      const pausedList = page.getByRole("region", { name: "Stations en pause" });
      const card = pausedList.getByRole("article", { name: patient });
      await card.waitFor();
      expect(await card.innerText()).toContain("En pause");
      const cardRemaining = /Temps restant :\s*(\d\d:\d\d)/.exec(await card.innerText())?.[1] ?? "";
      expect(cardRemaining).not.toBe("");
      await shoot(page, "sim-home-paused");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await card.getByRole("link", { name: "Reprendre" }).click();
      await page.waitForURL((url) => url.pathname === "/simulation" && url.searchParams.get("thread") === threadId);
      await overlay.getByRole("button", { name: "Reprendre", exact: true }).waitFor();
      await expect.poll(() => bubbles.count()).toBe(5);
      expect(await bubbles.allInnerTexts()).toEqual(transcript);
      expect(Math.abs(seconds(await timerText(page)) - seconds(cardRemaining))).toBeLessThanOrEqual(1);
      await shoot(page, "sim-reopened");
      await context.close();
    });
  }

  it("a second student cannot open the first one's station (redirected home, API 404)", async () => {
    expect(pausedThreadId).not.toBe("");
    await insertUser(env.server.app.ctx.db, {
      email: "lea.petit@exemple.fr",
      passwordHash: await hashSecret("deuxieme-etudiante"),
      role: "STUDENT",
      firstName: "Léa",
      lastName: "Petit",
      collegeYear: "DFASM2",
    });
    const { context, page } = await newPage(env.browser, env.server.baseUrl);
    await signIn(page, "lea.petit@exemple.fr", "deuxieme-etudiante");
    await page.getByRole("heading", { name: "Bonjour Léa !" }).waitFor();
    await page.goto(`/simulation?thread=${pausedThreadId}`);
    await page.waitForURL((url) => url.pathname === "/homepage");
    await caseCard(page, CLAIRE).waitFor();
    expect(await page.getByRole("region", { name: "Stations en pause" }).count()).toBe(0);

    const token = await page.evaluate(() => localStorage.getItem("access_token"));
    expect(token).toBeTruthy();
    const headers = { Authorization: `Bearer ${token}` };
    const read = await page.request.get(`/api/simulation/threads/${pausedThreadId}`, { headers });
    expect(read.status()).toBe(404);
    expect(((await read.json()) as { detail: { error_code: string } }).detail.error_code).toBe("ERR_NOT_FOUND");
    const write = await page.request.post(`/api/simulation/messages/${pausedThreadId}`, {
      headers,
      data: { message: "Bonjour, vous m'entendez ?" },
    });
    expect(write.status()).toBe(404);
    await context.close();

    // The owner still reads it (the 404 above is about ownership, not a wrong address).
    const owner = await newPage(env.browser, env.server.baseUrl);
    await signIn(owner.page, STUDENT.email, STUDENT.password);
    const ownerToken = await owner.page.evaluate(() => localStorage.getItem("access_token"));
    const own = await owner.page.request.get(`/api/simulation/threads/${pausedThreadId}`, {
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(own.status()).toBe(200);
    await owner.context.close();
  });

  it("reports a patient reply at 375 px: preview, confirmation, no report button left", async () => {
    const { context, page } = await newPage(env.browser, env.server.baseUrl, PHONE);
    await signIn(page, STUDENT.email, STUDENT.password);
    await launchFromDialog(page, await openStartDialog(page, KARIM));
    await startStation(page);
    const reply = await ask(page, KARIM, fixture004.good.messages[4] ?? "");
    await ask(page, KARIM, fixture004.good.messages[5] ?? "");
    const { bubbles } = chat(page, KARIM);
    const reported = bubbles.nth(2); // after the opening line and the question
    expect(await reported.innerText()).toContain(reply);
    expect(await bubbles.getByRole("button", { name: "Signaler ce message" }).count()).toBe(3);

    await reported.getByRole("button", { name: "Signaler ce message" }).click();
    const dialog = page.getByRole("dialog", { name: "Signaler ce message" });
    await dialog.waitFor();
    const preview = reply.length > 80 ? `${reply.slice(0, 80)}…` : reply;
    expect((await dialog.getByRole("blockquote").innerText()).replace(/\s+/g, " ")).toBe(`« ${preview} »`);
    await page.getByText("Simulation · en pause").waitFor(); // a dialog pauses the station
    await shoot(page, "sim-report-dialog");
    await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
    await page.getByText("Message signalé. Merci, on va le vérifier !").waitFor();
    await dialog.waitFor({ state: "detached" });
    await reported.getByText("Message signalé").waitFor();
    expect(await reported.getByRole("button", { name: "Signaler ce message" }).count()).toBe(0);
    expect(await bubbles.getByRole("button", { name: "Signaler ce message" }).count()).toBe(2);
    await page.getByText("Simulation · en pause").waitFor({ state: "detached" }); // resumed on close
    await shoot(page, "sim-reported");

    const tickets = (await listTickets(env.server.app.ctx.db)).filter((ticket) => ticket.kind === "message_report");
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.payload).toMatchObject({ ai_message: reply, user_message: fixture004.good.messages[4] });
    await context.close();
  });
});
