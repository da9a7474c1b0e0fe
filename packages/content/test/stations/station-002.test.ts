import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station002 } from "../../src/cases/stations/station-002";
import { examById } from "../../src/exams";
import { fixture002 } from "../fixtures/station-002.fixture";

/** Lower case, no accents, ligatures spelt out: how the grading compares what the student wrote. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

describe("station-002 (SDD 162, dyspnée)", () => {
  const station = parseCase(station002);

  it("parses and passes the cross-checks", () => {
    expect(station.id).toBe("station-002");
    expect(station.modeId).toBe("interrogation");
    expect(station.sheetId).toBe(162);
  });

  it("scripts at least 45 history labels", () => {
    const labels = Object.keys(station.script).filter((label) => !label.startsWith("act."));
    expect(labels.length).toBeGreaterThanOrEqual(45);
  });

  it("scripts every label the grid asks about", () => {
    for (const criterion of station.grid) {
      if (criterion.evidence.type !== "asked") continue;
      for (const label of criterion.evidence.labels) expect(station.script, criterion.id).toHaveProperty([label]);
    }
  });

  it("has a fixture whose diagnoses match the case", () => {
    expect(fixture002.caseId).toBe(station.id);
    expect(fixture002.good.diagnosis).toBe(station.diagnosis.correct);
    expect(station.diagnosis.options).toContain(fixture002.poor.diagnosis);
    expect(fixture002.poor.diagnosis).not.toBe(station.diagnosis.correct);
  });

  it("uses only exams of the catalogue in the fixture", () => {
    for (const id of [...fixture002.good.exams, ...fixture002.poor.exams]) expect(examById(id), id).toBeDefined();
  });

  it("has a good student who states what the grid expects", () => {
    const said = normalize(fixture002.good.messages.join("\n"));
    for (const criterion of station.grid) {
      const evidence = criterion.evidence;
      if (evidence.type !== "stated") continue;
      const found = evidence.concepts.map((c) => c.synonyms.some((s) => said.includes(normalize(s))));
      const ok = evidence.match === "all" ? found.every(Boolean) : found.some(Boolean);
      expect(ok, criterion.id).toBe(true);
    }
  });
});
