import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { analyseBundle } from "../apps/web/scripts/bundle-analysis";

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const text = (file: string) => readFileSync(join(dist, "assets", file), "utf8");

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
