/**
 * npm run bench:pages — how fast the landing page and the dashboard show up on a slow phone network.
 * Builds (`npm run build`; `--no-build` to reuse dist), starts the compiled server (`node
 * apps/server/dist/main.js`, as `npm start` does) on a fresh embedded database in a temporary data
 * directory with the demo accounts, signs the demo student in, then in Chromium, for each page, makes
 * BENCH_RUNS (default 5) cold loads, each in a new browser context with the cache disabled and the
 * network throttled to DevTools' "Slow 4G" preset (CDP Network.emulateNetworkConditions):
 * - latency 562.5 ms, download 180,000 B/s (1.44 Mbit/s), upload 84,375 B/s: Chrome DevTools'
 *   `Slow4GConditions` (front_end/core/sdk/NetworkManager.ts: download 1.6 Mbit/s × 0.9, upload
 *   750 kbit/s × 0.9, latency 150 ms × 3.75; the preset called "Fast 3G" before Chrome 130).
 * - DevTools' network presets do not throttle the CPU; neither does this bench by default.
 *   BENCH_CPU=4 applies a 4× CPU slowdown (Emulation.setCPUThrottlingRate) on top, for a slower phone.
 * The dashboard (/homepage) is loaded with the session already established (the access token in
 * localStorage, as after a sign-in), cold otherwise. It prints, per page, the median and maximum Largest
 * Contentful Paint (PerformanceObserver 'largest-contentful-paint', buffered, read once the page is
 * idle), the LCP element, the bytes transferred (CDP encodedDataLength, headers included) by kind, the
 * console errors (a hydration mismatch would be one) and whether the prerendered landing was hydrated in
 * place (its <h1> never removed from the DOM). Figures printed, nothing asserted. Screenshots of the
 * landing page at 1280 and 375 px go to .bench/pages/.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { chromiumPath, launchBrowser } from "../../../e2e/support/browser";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_RATE = Number(process.env.BENCH_CPU ?? 1);
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
/** A phone's viewport (Lighthouse's mobile one): slow 4G is a phone's network. */
const VIEWPORT = { width: 412, height: 823 };
const STUDENT = { email: "etudiant@ecos.local", password: "ecos-etudiant" };

interface Run {
  lcp: number;
  element: string;
  bytes: Record<string, number>;
  requests: number;
  errors: string[];
  h1Replaced: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ baseUrl: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "ecos-bench-pages-"));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (code ${child.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not answer /api/health within 120 s");
}

async function studentToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STUDENT),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  // Past the first-visit guide, as a student coming back to the dashboard.
  await fetch(`${baseUrl}/api/users/me`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ onboarded: true }),
  });
  return token;
}

/** Runs in the page before its own scripts: records whether the landing's <h1> ever leaves the DOM. */
function watchHeading() {
  const state = window as unknown as { __h1Replaced: boolean };
  state.__h1Replaced = false;
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        if (node instanceof Element && (node.tagName === "H1" || node.querySelector("h1"))) state.__h1Replaced = true;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function measure(
  browser: Browser,
  baseUrl: string,
  path: string,
  token: string | null,
  ready: string,
  throttled = true,
): Promise<Run> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    ...(token
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin: baseUrl, localStorage: [{ name: "access_token", value: token }] }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(watchHeading);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttled) {
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    if (CPU_RATE > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_RATE });
  }
  const kinds = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on("Network.requestWillBeSent", (event) => kinds.set(event.requestId, String(event.type ?? "Other")));
  cdp.on("Network.loadingFinished", (event) => {
    const kind = kinds.get(event.requestId) ?? "Other";
    bytes[kind] = (bytes[kind] ?? 0) + event.encodedDataLength;
  });

  await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries.at(-1);
          const element = last?.element;
          const text = (element?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
          resolve({
            time: last?.startTime ?? Number.NaN,
            element: element ? `<${element.tagName.toLowerCase()}> ${text}` : "?",
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  const h1Replaced = await page.evaluate(() => (window as unknown as { __h1Replaced: boolean }).__h1Replaced);
  await context.close();
  return { lcp: lcp.time, element: lcp.element, bytes, requests: kinds.size, errors, h1Replaced };
}

async function screenshots(browser: Browser, baseUrl: string): Promise<string[]> {
  const dir = join(root, ".bench", "pages");
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    for (const fullPage of [false, true]) {
      const file = join(dir, `landing${fullPage ? "-full" : ""}-${width}.png`);
      await page.screenshot({ path: file, fullPage });
      files.push(file);
    }
    await context.close();
  }
  return files;
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function report(name: string, runs: Run[]) {
  const lcps = runs.map((run) => run.lcp);
  const last = runs.at(-1) as Run;
  const total = (run: Run) => Object.values(run.bytes).reduce((sum, value) => sum + value, 0);
  const verdict =
    Math.max(...lcps) <= 1500 ? "≤ 1,5 s" : median(lcps) <= 1500 ? "médiane ≤ 1,5 s, max au-delà" : "au-delà de 1,5 s";
  console.log(`\n${name}`);
  console.log(
    `  LCP : médiane ${ms(median(lcps))}, max ${ms(Math.max(...lcps))} (${verdict}) ; essais : ${lcps.map(ms).join(", ")}`,
  );
  console.log(`  élément LCP : ${last.element}`);
  const kinds = Object.entries(last.bytes)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, value]) => `${kind} ${kb(value)}`)
    .join(", ");
  console.log(`  transféré : ${kb(median(runs.map(total)))} (médiane), ${last.requests} requêtes ; ${kinds}`);
  const errors = [...new Set(runs.flatMap((run) => run.errors))];
  console.log(`  erreurs console : ${errors.length === 0 ? "aucune" : errors.join(" | ")}`);
  return runs;
}

if (!process.argv.includes("--no-build")) {
  console.log("npm run build…");
  execSync("npm run build", { cwd: root, stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
}
if (!chromiumPath) throw new Error("Chromium not found (CHROMIUM_PATH, /usr/bin/chromium)");
const { baseUrl, child, dataDir } = await startServer();
const browser = await launchBrowser();
try {
  const token = await studentToken(baseUrl);
  console.log(
    `Réseau : « Slow 4G » de DevTools — latence ${SLOW_4G.latency} ms, descendant ${SLOW_4G.downloadThroughput} o/s, montant ${SLOW_4G.uploadThroughput} o/s ; cache désactivé ; CPU ${CPU_RATE > 1 ? `ralenti ×${CPU_RATE}` : "non ralenti (comme le préréglage)"} ; ${VIEWPORT.width}×${VIEWPORT.height} ; ${RUNS} chargements à froid par page`,
  );
  const pages = [
    { name: "Page d'accueil (/)", path: "/", token: null, ready: "h1" },
    { name: "Tableau de bord (/homepage, session déjà ouverte)", path: "/homepage", token, ready: "main h1, main h2" },
  ];
  for (const target of pages) {
    await measure(browser, baseUrl, target.path, target.token, target.ready, false); // warm the server's caches
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await measure(browser, baseUrl, target.path, target.token, target.ready));
    report(target.name, runs);
    if (target.path === "/") {
      const replaced = runs.filter((run) => run.h1Replaced).length;
      console.log(
        `  hydratation : ${replaced === 0 ? "le HTML prérendu est gardé (le <h1> n'est jamais retiré du DOM)" : `le <h1> prérendu a été remplacé dans ${replaced} essai(s)`}`,
      );
    }
  }
  const shots = await screenshots(browser, baseUrl);
  console.log(`\nCaptures : ${shots.map((file) => file.replace(root, "")).join(", ")}`);
} finally {
  await browser.close();
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
