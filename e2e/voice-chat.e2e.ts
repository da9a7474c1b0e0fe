import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hasChromium, newPage, PHONE, shoot } from "./support/browser";
import { useJourneyEnvironment } from "./support/journey";
import {
  apiJson,
  apiSignIn,
  chat,
  horizontalOverflow,
  launchFromDialog,
  openStartDialog,
  STUDENT,
  signIn,
  startStation,
} from "./support/student";

/**
 * The browser boundary of voice mode, stubbed before the page loads: a speech recognition (under
 * both its names) that "hears" `window.__voice.nextSpeech` (interim words, then the whole sentence as
 * final, until it is stopped), and a spy around speechSynthesis.speak recording each utterance.
 */
const SPEECH_STUBS = `
  window.__voice = { spoken: [], langs: [], nextSpeech: "" };
  const result = (text, final) => Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: final });
  const resultEvent = (text, final) => Object.assign(new Event("result"), { resultIndex: 0, results: [result(text, final)] });
  class FakeRecognition extends EventTarget {
    constructor() {
      super();
      Object.assign(this, { lang: "", continuous: false, interimResults: false, maxAlternatives: 1 });
      Object.assign(this, { onstart: null, onresult: null, onerror: null, onend: null });
    }
    start() {
      window.__voice.langs.push(this.lang);
      const text = window.__voice.nextSpeech;
      const firstWords = text.split(" ").slice(0, 2).join(" ");
      setTimeout(() => {
        this.onstart?.(new Event("start"));
        this.onresult?.(resultEvent(firstWords, false));
      }, 0);
      setTimeout(() => this.onresult?.(resultEvent(text, true)), 30);
    }
    stop() { setTimeout(() => this.onend?.(new Event("end")), 0); }
    abort() { setTimeout(() => this.onend?.(new Event("end")), 0); }
  }
  // Recent Chromium also has the unprefixed name: both are replaced.
  for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) {
    Object.defineProperty(window, name, { value: FakeRecognition, configurable: true, writable: true });
  }
  const synthesis = window.speechSynthesis;
  const speak = synthesis.speak.bind(synthesis);
  synthesis.speak = (utterance) => {
    window.__voice.spoken.push({ text: utterance.text, lang: utterance.lang });
    try { speak(utterance); } catch {}
  };
`;

interface VoiceRecord {
  spoken: Array<{ text: string; lang: string }>;
  langs: string[];
}
const voiceRecord = (page: Page) => page.evaluate(() => (window as unknown as { __voice: VoiceRecord }).__voice);

/** The student's voice setting as the API stores it. */
async function voiceSetting(baseUrl: string, token: string) {
  return (await apiJson<{ voice_enabled: boolean }>(baseUrl, "GET", "/users/me", undefined, token)).voice_enabled;
}

const RUNS = [
  { viewport: DESKTOP, patient: "Michel Garnier", question: "Bonjour monsieur, qu'est-ce qui vous amène ?" },
  { viewport: PHONE, patient: "Claire Moreau", question: "Bonjour madame, qu'est-ce qui vous amène ?" },
];

describe.skipIf(!hasChromium)("voice mode and a chat that fails fast offline", () => {
  const env = useJourneyEnvironment();

  for (const { viewport, patient, question } of RUNS) {
    it(`at ${viewport.width} px: voice on, a spoken question, the reply read in French, offline then retry, remembered`, async () => {
      const token = await apiSignIn(env.server.baseUrl, STUDENT.email, STUDENT.password);
      await apiJson(env.server.baseUrl, "PUT", "/users/me", { voice_enabled: false }, token);
      const { context, page } = await newPage(env.browser, env.server.baseUrl, viewport);
      page.on("dialog", (dialog) => void dialog.accept()); // the reload's "leave the station?" prompt
      await page.addInitScript(SPEECH_STUBS);
      await signIn(page, STUDENT.email, STUDENT.password);
      await launchFromDialog(page, await openStartDialog(page, patient));
      await startStation(page);
      const { panel, bubbles } = chat(page, patient);
      await bubbles.first().waitFor(); // the patient's opening words

      // Voice mode off: no microphone. On: saved for the student, the microphone appears.
      const toggle = panel.getByRole("switch", { name: "Mode vocal" });
      expect(await toggle.getAttribute("aria-checked")).toBe("false");
      expect(await panel.getByRole("button", { name: "Parler" }).count()).toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
      await expect.poll(() => voiceSetting(env.server.baseUrl, token)).toBe(true);

      // Press once to talk: the words show in the box as they are heard; press again to send.
      const microphone = panel.getByRole("button", { name: "Parler" });
      const box = panel.getByRole("textbox", { name: "Ta question au patient" });
      await page.evaluate((text) => {
        (window as unknown as { __voice: { nextSpeech: string } }).__voice.nextSpeech = text;
      }, question);
      await microphone.click();
      expect(await microphone.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => box.inputValue()).toBe(question);
      await shoot(page, "voice-listening");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const before = await bubbles.count();
      await microphone.click();
      await expect.poll(() => bubbles.count()).toBe(before + 2);
      expect(await bubbles.nth(before).innerText()).toContain(question);
      const reply = (
        await bubbles
          .nth(before + 1)
          .getByRole("paragraph")
          .nth(1)
          .innerText()
      ).trim();
      expect(reply.length).toBeGreaterThan(0);
      expect(await box.inputValue()).toBe("");
      expect(await microphone.getAttribute("aria-pressed")).toBe("false");

      // The reply is read aloud in French; the recognition listened in French.
      await expect.poll(async () => (await voiceRecord(page)).spoken.map((u) => u.text)).toContain(reply);
      const record = await voiceRecord(page);
      expect(record.langs).toEqual(["fr-FR"]);
      expect(record.spoken.find((u) => u.text === reply)?.lang).toMatch(/^fr-/);
      await shoot(page, "voice-replied");

      // The network drops: the question gets the red error bubble at once, not typing dots for ever.
      await context.setOffline(true);
      const offlineQuestion = "Avez-vous de la fièvre ?";
      await box.fill(offlineQuestion);
      await box.press("Enter");
      const alert = panel.getByRole("alert");
      await alert.waitFor();
      expect(await alert.innerText()).toContain("Une erreur est survenue");
      expect(await alert.innerText()).toContain("Tu es hors ligne");
      await expect.poll(() => panel.getByRole("status", { name: `${patient} écrit…` }).count()).toBe(0);
      await shoot(page, "voice-offline");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Back online, « Réessayer » sends it again: the reply comes, the error goes.
      await context.setOffline(false);
      const afterFailure = await bubbles.count(); // ... the question and its error bubble
      await alert.getByRole("button", { name: "Réessayer" }).click();
      const typing = panel.getByRole("status", { name: `${patient} écrit…` });
      await expect
        .poll(
          async () => (await alert.count()) + (await typing.count()) === 0 && (await bubbles.count()) === afterFailure,
        )
        .toBe(true);
      expect(await bubbles.nth(afterFailure - 2).innerText()).toContain(offlineQuestion);
      const retried = (
        await bubbles
          .nth(afterFailure - 1)
          .getByRole("paragraph")
          .nth(1)
          .innerText()
      ).trim();
      expect(retried.length).toBeGreaterThan(0);
      await expect.poll(async () => (await voiceRecord(page)).spoken.map((u) => u.text)).toContain(retried);

      // After a reload (which pauses the station: resumed here), voice mode is still on.
      await page.reload();
      const overlay = page.getByRole("region", { name: "Simulation en pause" });
      const resume = overlay.getByRole("button", { name: "Reprendre", exact: true });
      const reloaded = chat(page, patient).panel;
      await resume
        .or(reloaded.getByRole("switch", { name: "Mode vocal" }))
        .first()
        .waitFor();
      if (await resume.isVisible()) {
        await resume.click();
        await overlay.waitFor({ state: "detached" });
      }
      expect(await reloaded.getByRole("switch", { name: "Mode vocal" }).getAttribute("aria-checked")).toBe("true");
      await reloaded.getByRole("button", { name: "Parler" }).waitFor();
      await context.close();
    });
  }
});
