import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyseBundle } from "../apps/web/scripts/bundle-analysis";
import { type RunningServer, startServer } from "./support/server";

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const text = (file: string) => readFileSync(join(dist, "assets", file), "utf8");
const page = (file: string) => readFileSync(join(dist, file), "utf8");

/** The build global-setup made: what a visitor's phone downloads for the landing page. */
describe("the built SPA", () => {
  const report = analyseBundle(dist);

  it("keeps the chart library out of the landing page's JavaScript and loads it with the charts only", () => {
    expect(report.landing.length).toBeGreaterThan(0);
    expect(report.landing.filter((chunk) => chunk.hasCharts)).toEqual([]);
    const charts = report.lazy.filter((chunk) => chunk.hasCharts);
    expect(charts.length).toBeGreaterThan(0);
    // Imported by the progression page, the emergency's vitals chart or a circuit's report chart (each
    // itself loaded on demand).
    const importers = (file: string) =>
      report.lazy.filter((chunk) => chunk.file !== file && text(chunk.file).includes(`./${file}`)).map((c) => c.file);
    for (const chunk of charts) {
      const users = [chunk.file, ...importers(chunk.file)];
      expect(
        users.some((name) => /progression|vitals-chart|circuit-means-chart/.test(name)),
        users.join(", "),
      ).toBe(true);
    }
  });

  it("prerenders the landing page into index.html, and leaves app.html's root empty", () => {
    const landing = page("index.html");
    const root = landing.slice(landing.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Entraîne-toi aux ECOS face à un <span[^>]*>patient simulé par IA<\/span>/);
    for (const heading of ["Tout pour préparer tes ECOS", "Pour qui ?", "Questions fréquentes", "Nous contacter"]) {
      expect(root).toContain(heading);
    }
    // Its stylesheet inlined (one round trip less before the first paint).
    expect(landing).toMatch(/<style>[^<]*\.bg-white/);
    expect(landing).not.toMatch(/<link rel="stylesheet"/);
    const shell = page("app.html");
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain("Entraîne-toi aux ECOS");
    expect(shell).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
  });

  it("keeps the router, the query library, the toaster and the dialogs out of the landing page's JavaScript", () => {
    const landing = report.landing.map((chunk) => text(chunk.file)).join("\n");
    const app = report.app.map((chunk) => text(chunk.file)).join("\n");
    for (const library of [
      "useNavigate() may be used only",
      "No QueryClient set",
      "data-sonner-toaster",
      "DialogContent",
    ]) {
      expect(landing).not.toContain(library);
      expect(report.lazy.some((chunk) => text(chunk.file).includes(library))).toBe(true);
    }
    // The signed-in app's entry carries the router and the query library, not the landing page.
    expect(app).toContain("useNavigate() may be used only");
    expect(app).not.toContain("Tout pour préparer tes ECOS");
  });

  it("loads the signed-in screens on demand, not with the landing page", () => {
    const landing = report.landing.map((chunk) => text(chunk.file)).join("\n");
    for (const screenText of [
      "Tickets utilisateurs",
      "Fais plus de simulations, puis reviens !",
      "Support Pédagogique",
    ]) {
      expect(landing).not.toContain(screenText);
      expect(report.lazy.some((chunk) => text(chunk.file).includes(screenText))).toBe(true);
    }
  });
});

describe("the server and the built SPA", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers the prerendered landing page at / and the empty shell at /homepage, compressed", async () => {
    const landing = await fetch(`${server.baseUrl}/`, { headers: { "accept-encoding": "br" } });
    expect(landing.headers.get("content-encoding")).toBe("br");
    expect(await landing.text()).toContain("Entraîne-toi aux ECOS");
    for (const path of ["/homepage", "/homepage/progression", "/simulation?thread=x"]) {
      const shell = await (await fetch(`${server.baseUrl}${path}`)).text();
      expect(shell).toContain('<div id="root"></div>');
      expect(shell).not.toContain("Entraîne-toi aux ECOS");
    }
  });
});
