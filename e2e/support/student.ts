import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export const STUDENT = { email: "etudiant@ecos.local", password: "ecos-etudiant" } as const;
export const SUPER_ADMIN = { email: "admin@ecos.local", password: "ecos-admin" } as const;

/** Signs in through the landing page's login dialog (the nav collapses into "Menu" on a phone). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  if (!(await page.getByRole("button", { name: "Se connecter" }).first().isVisible())) {
    await page.getByRole("button", { name: "Menu" }).click();
  }
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Mot de passe").fill(password);
  await dialog.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL("**/homepage");
}

/** The home page's card of a case, named by its patient. */
export function caseCard(page: Page, patientName: string): Locator {
  return page.getByRole("region", { name: "Cas cliniques" }).getByRole("article", { name: patientName });
}

/** From the home page: the case's card, its start dialog (returned), not yet launched. */
export async function openStartDialog(page: Page, patientName: string): Promise<Locator> {
  const card = caseCard(page, patientName);
  await card.getByRole("button", { name: "Lancer la simulation" }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(patientName) });
  await dialog.waitFor();
  return dialog;
}

/** Launches the station from its start dialog; returns the new thread's id (from /simulation?thread=…). */
export async function launchFromDialog(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole("button", { name: "Lancer la simulation" }).click();
  await page.waitForURL((url) => url.pathname === "/simulation" && url.searchParams.has("thread"));
  await page.getByRole("heading", { name: "Prends connaissance de la situation" }).waitFor();
  return new URL(page.url()).searchParams.get("thread") ?? "";
}

/** Introduction -> simulation through the reading step's own "Commencer" button. */
export async function startStation(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Commencer", exact: true }).click();
  await page.getByRole("button", { name: "Terminer la station" }).waitFor();
  // The new step starts at the top of the page, even after scrolling down through the reading step.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** The chat with a patient (or the examiner): its log and its list of bubbles. */
export function chat(page: Page, botName: string) {
  const panel = page.getByRole("region", { name: `Conversation avec ${botName}` });
  const log = panel.getByRole("log");
  return { panel, log, bubbles: log.getByRole("listitem") };
}

/**
 * Types a question, sends it (Enter, or the "Envoyer" button), waits for the reply bubble (no typing
 * indicator left) and returns the reply's text.
 */
export async function ask(page: Page, botName: string, question: string, via: "enter" | "button" = "enter") {
  const { panel, bubbles } = chat(page, botName);
  const before = await bubbles.count();
  // The box is labelled for whom it writes to: the patient, the examiner, or a nurse or colleague.
  const label = botName === "Examinateur" ? "Ta réponse à l'examinateur" : /^Ton message \(|^Ta question au patient$/;
  const box = panel.getByRole("textbox", { name: label });
  await box.fill(question);
  if (via === "enter") await box.press("Enter");
  else await panel.getByRole("button", { name: "Envoyer" }).click();
  const typing = panel.getByRole("status", { name: `${botName} écrit…` });
  // A reply written by a model grows in a bubble of its own until the stored one replaces it.
  const streaming = panel.getByRole("status", { name: `Réponse de ${botName} en cours` });
  await expect
    .poll(
      async () =>
        (await bubbles.count()) === before + 2 && (await typing.count()) === 0 && (await streaming.count()) === 0,
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await panel.getByRole("alert").count()).toBe(0);
  expect(await bubbles.nth(before).innerText()).toContain(question);
  expect(await box.inputValue()).toBe(""); // the box is emptied for the next question
  const reply = bubbles.nth(before + 1);
  // A reply bubble: the bot's name, then its text.
  expect(await reply.getByRole("paragraph").first().innerText()).toBe(botName);
  return (await reply.getByRole("paragraph").nth(1).innerText()).trim();
}

/**
 * « Terminer la station », until its dialog shows. On a phone, under load, a click on the sticky timer
 * card right after typing in the diagnosis field (the page still scrolling to it) was seen to be lost
 * (3 times in 2 CI runs, never reproduced alone): the click is made again, as a student would.
 */
export async function openEndDialog(page: Page): Promise<void> {
  const finish = page.getByRole("button", { name: "Terminer la station" });
  const end = page.getByRole("dialog", { name: "Terminer la station ?" });
  const shown = () =>
    end.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  for (let attempt = 0; attempt < 3; attempt++) {
    await finish.click();
    if (await shown()) return;
    // Said in the log, so that the cause can be looked for (what had the focus, which dialog was open).
    console.warn(
      "« Terminer la station » clicked again:",
      await page.evaluate(() => ({
        focus: document.activeElement?.outerHTML.slice(0, 120),
        dialogs: Array.from(document.querySelectorAll("[role=dialog]")).map((d) => d.textContent?.slice(0, 60)),
        url: location.href,
      })),
    );
  }
  await end.waitFor();
}

/** Types the diagnosis, finishes through the end dialog and waits for the grade; returns "x/20" text. */
export async function finishWith(page: Page, diagnosis: string): Promise<string> {
  await page.getByRole("textbox", { name: "Diagnostic retenu" }).fill(diagnosis);
  await openEndDialog(page);
  await page
    .getByRole("dialog", { name: "Terminer la station ?" })
    .getByRole("button", { name: "Terminer et être évalué(e)" })
    .click();
  const results = page.getByRole("region", { name: "Résultats de la station" });
  await results.waitFor({ timeout: 20_000 });
  // The grade is in view, not left above the scroll position of the chat.
  const box = await results.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(box?.y).toBeLessThan(page.viewportSize()?.height ?? 0);
  const text = (await results.innerText()).replace(/\s+/g, " ");
  const grade = /(\d+(?:,\d)?) ?\/20/.exec(text);
  expect(grade, text).not.toBeNull();
  return grade?.[1] ?? "";
}

/** "14,5" -> 14.5 */
export const gradeValue = (grade: string) => Number(grade.replace(",", "."));

/** The page scrolls sideways (something overflows the viewport) by this many pixels. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Tabs hidden past the end of their scrolling tab list (0 when every tab is fully shown). */
export function hiddenTabWidth(tablist: Locator): Promise<number> {
  return tablist.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** A JSON call to the real API from Node (as a signed-in user when a token is given); throws on an HTTP error. */
export async function apiJson<T = unknown>(
  baseUrl: string,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API from Node (POST /api/auth/token); returns the access token. */
export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<string> {
  const { access_token } = await apiJson<{ access_token: string }>(baseUrl, "POST", "/auth/token", { email, password });
  return access_token;
}

/** The dashboard's search box (a combobox) and its list of results. */
export function dashboardSearch(page: Page) {
  return {
    box: page.getByRole("combobox", { name: "Rechercher un cas clinique ou une fiche de révision" }),
    results: page.getByRole("listbox", { name: "Résultats de la recherche" }),
  };
}

/** Follows a link of the side menu (opening the drawer first on a phone, where the side menu is hidden). */
export async function followMenuLink(page: Page, name: string): Promise<void> {
  const opener = page.getByRole("button", { name: "Ouvrir le menu" });
  const link = page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name, exact: true });
  // The shell may still be loading: wait for the drawer's button or the side menu's link.
  await opener.or(link).first().waitFor();
  if (await opener.isVisible()) await opener.click();
  await link.click();
}

/** On a phone a mode's own pane and the chat are shown one at a time, through a toggle: shows `name`. */
export async function showPane(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole("group", { name: "Affichage" }).getByRole("button", { name, exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
  }
}
