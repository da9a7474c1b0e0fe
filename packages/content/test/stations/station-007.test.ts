import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station007 } from "../../src/cases/stations/station-007";
import { examById } from "../../src/exams";
import { fixture007 } from "../fixtures/station-007.fixture";

describe("station-007", () => {
  const parsed = parseCase(station007);

  it("parses and passes the cross-checks", () => {
    expect(parsed.id).toBe("station-007");
    expect(parsed.modeId).toBe("paraclinical");
    expect(parsed.sheetId).toBe(192);
    expect(Object.keys(parsed.script).length).toBeGreaterThanOrEqual(15);
  });

  it("has a fixture whose diagnoses match the case", () => {
    expect(fixture007.caseId).toBe(parsed.id);
    expect(fixture007.good.diagnosis).toBe(parsed.diagnosis.correct);
    expect(parsed.diagnosis.options).toContain(fixture007.poor.diagnosis);
    expect(fixture007.poor.diagnosis).not.toBe(parsed.diagnosis.correct);
  });

  it("only uses known exam ids in the fixture", () => {
    for (const id of [...fixture007.good.exams, ...fixture007.poor.exams]) expect(examById(id)).toBeDefined();
  });
});
