import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { station005 } from "../../src/cases/stations/station-005";
import { examById } from "../../src/exams";
import { fixture005 } from "../fixtures/station-005.fixture";

describe("station-005 (œdèmes des membres inférieurs, examen clinique)", () => {
  const parsed = parseCase(station005);

  it("parses and passes the cross-checks", () => {
    expect(parsed.id).toBe("station-005");
    expect(parsed.modeId).toBe("clinical_exam");
    expect(parsed.staticBlock).toBeDefined();
    expect(Object.keys(parsed.script).length).toBeGreaterThanOrEqual(15);
  });

  it("has a fixture whose diagnoses match the case", () => {
    expect(fixture005.caseId).toBe(parsed.id);
    expect(fixture005.good.diagnosis).toBe(parsed.diagnosis.correct);
    expect(parsed.diagnosis.options).toContain(fixture005.poor.diagnosis);
    expect(fixture005.poor.diagnosis).not.toBe(parsed.diagnosis.correct);
  });

  it("uses only exam ids from the catalogue", () => {
    for (const id of [...fixture005.good.exams, ...fixture005.poor.exams]) {
      expect(examById(id), id).toBeDefined();
    }
  });

  it("asks the good student for every relevant exam", () => {
    for (const id of parsed.relevantExams) expect(fixture005.good.exams).toContain(id);
  });
});
