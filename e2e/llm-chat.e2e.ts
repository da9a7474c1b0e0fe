import { caseById } from "@ecos/content";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LlmConfig } from "../apps/server/src/config";
import {
  type FakeAnswer,
  type FakeChatRequest,
  type FakeOpenAi,
  startFakeOpenAi,
} from "../packages/engine/test-support/fake-openai-server";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  chat,
  followMenuLink,
  horizontalOverflow,
  launchFromDialog,
  openStartDialog,
  STUDENT,
  SUPER_ADMIN,
  signIn,
  startStation,
} from "./support/student";

const station001 = caseById("station-001");
if (!station001) throw new Error("station-001 is missing from the content");
const MICHEL = "Michel Garnier"; // station-001: chest pain, amlodipine only, no anticoagulant
const MODEL = "modele-e2e";

const WHERE = "Où avez-vous mal ?";
/** The model's reply to WHERE: faithful to the case, in two sentences written slowly. */
const GROUNDED = ["Juste là, ", "au milieu de la poitrine, ", "derrière l'os. ", "Ça prend ", "toute la largeur."];
const FIRST_SENTENCE = "Juste là, au milieu de la poitrine, derrière l'os.";
const DRUGS = "Prenez-vous des médicaments ?";
/** The model's reply to DRUGS: a harmless first sentence, then a drug the case does not have. */
const INVENTED = ["Oui, docteur. ", "Mon médecin ", "m'a prescrit ", "du Xarelto 20 mg."];

/** What the fake model answers: by the student's last message; the admin's check gets « OK ». */
function modelAnswer(request: FakeChatRequest): FakeAnswer {
  const last = request.messages.at(-1)?.content ?? "";
  if (last.includes("avez-vous mal")) return { text: GROUNDED, chunkDelayMs: 900 };
  if (last.includes("médicaments")) return { text: INVENTED, chunkDelayMs: 700 };
  return { text: "OK" };
}

const llmConfig = (baseUrl: string): LlmConfig => ({
  baseUrl,
  apiKey: "cle-e2e",
  model: MODEL,
  timeoutMs: 15_000,
  firstTokenTimeoutMs: 5_000,
  maxRetries: 0,
  gradingTimeoutMs: 5_000,
  patient: true,
  grading: false,
  dailyTokens: 200_000,
});

/** What the script lets the patient answer for a label (one answer or variants). */
function scripted(label: string): string[] {
  const answer = station001?.script[label];
  return answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];
}

/**
 * Records in the page every text the growing reply bubble shows (the test polls too slowly to see
 * them all): `window.__partials`.
 */
const RECORD_PARTIALS = `
  window.__partials = [];
  new MutationObserver(() => {
    for (const bubble of document.querySelectorAll('[role="status"][aria-label^="Réponse de "]')) {
      const text = bubble.textContent ?? "";
      if (window.__partials.at(-1) !== text) window.__partials.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;
const partials = (page: Page) => page.evaluate(() => (window as unknown as { __partials: string[] }).__partials);

/** The text of a reply bubble (its second paragraph; the first is the patient's name). */
const replyText = async (page: Page, index: number) =>
  (await chat(page, MICHEL).bubbles.nth(index).getByRole("paragraph").nth(1).innerText()).trim();

/** Sends a question with Enter; returns the number of bubbles before it. */
async function send(page: Page, question: string): Promise<number> {
  const { panel, bubbles } = chat(page, MICHEL);
  const before = await bubbles.count();
  const box = panel.getByRole("textbox", { name: "Ta question au patient" });
  await box.fill(question);
  await box.press("Enter");
  return before;
}

/** Waits until the reply is stored: the question and one reply bubble, no dots, no growing bubble. */
async function storedReply(page: Page, before: number): Promise<string> {
  const { panel, bubbles } = chat(page, MICHEL);
  const typing = panel.getByRole("status", { name: `${MICHEL} écrit…` });
  const growing = panel.getByRole("status", { name: `Réponse de ${MICHEL} en cours` });
  await expect
    .poll(
      async () => (await growing.count()) + (await typing.count()) === 0 && (await bubbles.count()) === before + 2,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  expect(await panel.getByRole("alert").count()).toBe(0);
  // The stored reply can be reported: it is a message of the thread, not the words being written.
  await bubbles
    .nth(before + 1)
    .getByRole("button", { name: "Signaler ce message" })
    .waitFor();
  return replyText(page, before + 1);
}

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(modelAnswer);
});
afterAll(async () => {
  await fake?.close();
});

describe.skipIf(!hasChromium)("the patient's replies written by a model, streamed", () => {
  const env = useJourneyEnvironment(() => ({ llm: llmConfig(fake.url) }));

  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px: words as they come, stored once, an invented drug replaced, the admin's view`, async () => {
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      page.on("dialog", (dialog) => void dialog.accept()); // the reload's "leave the station?" prompt
      await page.addInitScript(RECORD_PARTIALS);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, MICHEL));
      await startStation(page);
      const { panel, bubbles } = chat(page, MICHEL);
      await bubbles.first().waitFor(); // the patient's opening words

      // The reply grows in the patient's bubble: its first sentence shows before the second is written.
      const where = await send(page, WHERE);
      const growing = panel.getByRole("status", { name: `Réponse de ${MICHEL} en cours` });
      await expect
        .poll(async () => ((await growing.count()) > 0 ? await growing.innerText() : ""), { timeout: 10_000 })
        .toContain(FIRST_SENTENCE);
      // (Read from the page's own record: the bubble may have grown again since the poll.)
      expect((await partials(page)).some((text) => text.includes(FIRST_SENTENCE) && !text.includes("largeur"))).toBe(
        true,
      );
      expect(await growing.getAttribute("aria-busy", { timeout: 1_000 })).toBe("true");
      expect(await panel.getByRole("textbox", { name: "Ta question au patient" }).isDisabled()).toBe(true);
      await shoot(page, "llm-chat-partial");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Then the whole reply, stored: the model's words, once.
      const full = GROUNDED.join("");
      expect(await storedReply(page, where)).toBe(full);
      expect(await bubbles.filter({ hasText: "toute la largeur" }).count()).toBe(1);

      // A reload shows the stored reply once (the station is paused by leaving: resumed here).
      await page.reload();
      const overlay = page.getByRole("region", { name: "Simulation en pause" });
      const resume = overlay.getByRole("button", { name: "Reprendre", exact: true });
      const reloaded = chat(page, MICHEL);
      await resume
        .or(reloaded.bubbles.filter({ hasText: "toute la largeur" }))
        .first()
        .waitFor();
      if (await resume.isVisible()) {
        await resume.click();
        await overlay.waitFor({ state: "detached" });
      }
      await reloaded.bubbles.filter({ hasText: "toute la largeur" }).waitFor();
      expect(await reloaded.bubbles.filter({ hasText: "toute la largeur" }).count()).toBe(1);
      expect(await reloaded.bubbles.filter({ hasText: WHERE }).count()).toBe(1);

      // The model invents a drug: its harmless first sentence shows, then gives way to the embedded
      // engine's reply, taken from the case. The invented words never reach the page.
      const drugs = await send(page, DRUGS);
      await expect
        .poll(async () => (await partials(page)).some((text) => text.includes("Oui, docteur.")), { timeout: 10_000 })
        .toBe(true);
      const reply = await storedReply(page, drugs);
      expect(reply).not.toContain("Xarelto");
      expect(reply).not.toContain("Oui, docteur.");
      expect([...scripted("tx.current"), ...scripted("tx.self_medication")]).toContain(reply);
      expect(await page.locator("body").innerText()).not.toContain("Xarelto");
      expect((await partials(page)).filter((text) => text.includes("Xarelto"))).toEqual([]);
      await shoot(page, "llm-chat-fallback");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();

      // A super admin opens « IA »: the model, that it answers, and the tokens of the latest replies.
      const admin = await newPage(env.browser, env.server.baseUrl, viewport);
      await signIn(admin.page, SUPER_ADMIN.email, SUPER_ADMIN.password);
      await followMenuLink(admin.page, "IA");
      await admin.page.waitForURL("**/homepage/ai");
      const engine = admin.page.getByRole("region", { name: "Moteur" });
      await engine.getByText(`Modèle : ${MODEL}`).waitFor();
      await engine.getByText(/Répond en \d+/).waitFor();
      expect(await engine.getByText(fake.url).count()).toBe(1);
      const recent = admin.page.getByRole("table", { name: "Dernières réponses du patient demandées au modèle" });
      await recent.waitFor();
      const kept = recent.getByRole("row").filter({ hasText: "Modèle" });
      const replaced = recent.getByRole("row").filter({ hasText: "IA embarquée" });
      expect(await kept.count()).toBeGreaterThanOrEqual(1);
      expect(await replaced.count()).toBeGreaterThanOrEqual(1);
      expect(await replaced.first().innerText()).toMatch(/médicament absent du cas|chiffre absent du cas/);
      const tokens = await kept.first().getByRole("cell").last().innerText();
      expect(Number(tokens.replace(/\D/g, ""))).toBeGreaterThan(0);
      const today = admin.page.getByRole("region", { name: "Aujourd'hui" });
      expect(await today.innerText()).toMatch(/Replis sur l'IA embarquée\s*[1-9]/);
      const top = admin.page.getByRole("table", { name: "Étudiants les plus consommateurs aujourd'hui" });
      expect(await top.getByRole("row").filter({ hasText: STUDENT.email }).count()).toBe(1);

      // « Vérifier maintenant » asks the model again.
      const pings = fake.requests.length;
      await engine.getByRole("button", { name: "Vérifier maintenant" }).click();
      await expect.poll(() => fake.requests.length).toBeGreaterThan(pings);
      await engine.getByText(/Répond en \d+/).waitFor();
      await shoot(admin.page, "llm-admin-ai");
      await shoot(admin.page, "llm-admin-ai-full", true);
      expect(await horizontalOverflow(admin.page)).toBeLessThanOrEqual(0);
      await admin.context.close();
    });
  }
});
