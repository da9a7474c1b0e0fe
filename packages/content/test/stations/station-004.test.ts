import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station004 } from "../../src/cases/stations/station-004";
import { examById } from "../../src/exams";
import { fixture004 } from "../fixtures/station-004.fixture";

describe("station-004 (douleur lombaire, colique néphrétique)", () => {
  const item = parseCase(station004);

  it("parses and cross-checks", () => {
    expect(item.id).toBe("station-004");
    expect(item.modeId).toBe("interrogation");
    expect(item.sheetId).toBe(36);
  });

  it("scripts at least 45 labels", () => {
    expect(Object.keys(item.script).length).toBeGreaterThanOrEqual(45);
  });

  it("has a grid of 14 to 18 criteria", () => {
    expect(item.grid.length).toBeGreaterThanOrEqual(14);
    expect(item.grid.length).toBeLessThanOrEqual(18);
  });

  it("matches the fixture's diagnoses", () => {
    expect(fixture004.caseId).toBe(item.id);
    expect(fixture004.good.diagnosis).toBe(item.diagnosis.correct);
    expect(item.diagnosis.options).toContain(fixture004.poor.diagnosis);
    expect(fixture004.poor.diagnosis).not.toBe(item.diagnosis.correct);
  });

  it("uses only known exams in the fixture", () => {
    for (const id of [...fixture004.good.exams, ...fixture004.poor.exams]) {
      expect(examById(id), id).toBeDefined();
    }
  });
});
