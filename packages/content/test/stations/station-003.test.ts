import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station003 } from "../../src/cases/stations/station-003";
import { examById } from "../../src/exams";
import { fixture003 } from "../fixtures/station-003.fixture";

describe("station-003 (asthénie, hypothyroïdie)", () => {
  const item = parseCase(station003);

  it("parses and cross-checks", () => {
    expect(item.id).toBe("station-003");
    expect(item.modeId).toBe("interrogation");
    expect(item.sheetId).toBe(21);
  });

  it("scripts at least 45 labels", () => {
    expect(Object.keys(item.script).length).toBeGreaterThanOrEqual(45);
  });

  it("has a grid of 14 to 18 criteria", () => {
    expect(item.grid.length).toBeGreaterThanOrEqual(14);
    expect(item.grid.length).toBeLessThanOrEqual(18);
  });

  it("matches the fixture's diagnoses", () => {
    expect(fixture003.caseId).toBe(item.id);
    expect(fixture003.good.diagnosis).toBe(item.diagnosis.correct);
    expect(item.diagnosis.options).toContain(fixture003.poor.diagnosis);
    expect(fixture003.poor.diagnosis).not.toBe(item.diagnosis.correct);
  });

  it("uses only known exams in the fixture", () => {
    for (const id of [...fixture003.good.exams, ...fixture003.poor.exams]) {
      expect(examById(id), id).toBeDefined();
    }
  });
});
