import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station006 } from "../../src/cases/stations/station-006";
import { examById } from "../../src/exams";
import { fixture006 } from "../fixtures/station-006.fixture";

describe("station-006 (mono-arthrite du gros orteil, examen clinique)", () => {
  const parsed = parseCase(station006);

  it("parses and passes the cross-checks", () => {
    expect(parsed.id).toBe("station-006");
    expect(parsed.modeId).toBe("clinical_exam");
    expect(parsed.staticBlock).toBeDefined();
    expect(Object.keys(parsed.script).length).toBeGreaterThanOrEqual(15);
  });

  it("has a fixture whose diagnoses match the case", () => {
    expect(fixture006.caseId).toBe(parsed.id);
    expect(fixture006.good.diagnosis).toBe(parsed.diagnosis.correct);
    expect(parsed.diagnosis.options).toContain(fixture006.poor.diagnosis);
    expect(fixture006.poor.diagnosis).not.toBe(parsed.diagnosis.correct);
  });

  it("uses only exam ids from the catalogue", () => {
    for (const id of [...fixture006.good.exams, ...fixture006.poor.exams]) {
      expect(examById(id), id).toBeDefined();
    }
  });

  it("asks the good student for every relevant exam", () => {
    for (const id of parsed.relevantExams) expect(fixture006.good.exams).toContain(id);
  });
});
