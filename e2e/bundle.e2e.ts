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

  it("keeps the chart library out of the landing page's JavaScript and loads it with the progression", () => {
    expect(report.landing.length).toBeGreaterThan(0);
    expect(report.landing.filter((chunk) => chunk.hasCharts)).toEqual([]);
    const charts = report.lazy.filter((chunk) => chunk.hasCharts);
    expect(charts.length).toBeGreaterThan(0);
    for (const chunk of charts) expect(chunk.file).toMatch(/progression/);
  });

  it("loads the signed-in screens on demand, not with the landing page", () => {
    const landing = report.landing.map((chunk) => text(chunk.file)).join("\n");
    for (const screenText of [
      "Tickets utilisateurs",
      "Fait plus de simulations puis reviens!",
      "Support Pédagogique",
    ]) {
      expect(landing).not.toContain(screenText);
      expect(report.lazy.some((chunk) => text(chunk.file).includes(screenText))).toBe(true);
    }
  });
});
