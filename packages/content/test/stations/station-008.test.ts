import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station008 } from "../../src/cases/stations/station-008";
import { examById } from "../../src/exams";
import { fixture008 } from "../fixtures/station-008.fixture";

describe("station-008", () => {
  const parsed = parseCase(station008);

  it("parses and passes the cross-checks", () => {
    expect(parsed.id).toBe("station-008");
    expect(parsed.modeId).toBe("paraclinical");
    expect(parsed.sheetId).toBe(217);
    expect(Object.keys(parsed.script).length).toBeGreaterThanOrEqual(15);
  });

  it("has a fixture whose diagnoses match the case", () => {
    expect(fixture008.caseId).toBe(parsed.id);
    expect(fixture008.good.diagnosis).toBe(parsed.diagnosis.correct);
    expect(parsed.diagnosis.options).toContain(fixture008.poor.diagnosis);
    expect(fixture008.poor.diagnosis).not.toBe(parsed.diagnosis.correct);
  });

  it("only uses known exam ids in the fixture", () => {
    for (const id of [...fixture008.good.exams, ...fixture008.poor.exams]) expect(examById(id)).toBeDefined();
  });
});
