import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
export const chromiumPath = CANDIDATES.find((path): path is string => Boolean(path && existsSync(path)));

if (!chromiumPath && process.env.CI) {
  throw new Error("Chromium is required for the browser journeys in CI (apt-get install chromium).");
}
/** Outside CI, a machine without Chromium skips the journeys (and says so) instead of failing. */
export const hasChromium = Boolean(chromiumPath);
if (!hasChromium) console.warn("[e2e] Chromium not found: browser journeys skipped. Install Debian's chromium.");

export const screenshotDir = fileURLToPath(new URL("../screenshots", import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on("pageerror", (error) => console.error(`[browser] ${error.message}`));
  return { context, page };
}

/** Saves a screenshot as e2e/screenshots/<name>-<width>.png (look at them). */
export async function shoot(page: Page, name: string, fullPage = false): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${screenshotDir}/${name}-${width}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}
