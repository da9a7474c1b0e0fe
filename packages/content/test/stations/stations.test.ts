import { describe, expect, it } from "vitest";
import { parseCase } from "../../src/cases";
import { examById } from "../../src/exams";
import { STATIONS } from "./expectations";

describe.each(STATIONS)("$fixture.caseId", ({ input, fixture, mode, sheetId, imageKind }) => {
  const item = parseCase(input);

  it("parses, passes the cross-checks and has the expected mode and sheet", () => {
    expect(item.id).toBe(fixture.caseId);
    expect(item.modeId).toBe(mode);
    expect(item.sheetId).toBe(sheetId);
    expect(item.grid.length).toBeGreaterThanOrEqual(14);
    expect(item.grid.length).toBeLessThanOrEqual(18);
    if (imageKind) expect(item.images.map((i) => i.spec.kind)).toContain(imageKind);
    if (mode === "clinical_exam") expect(item.staticBlock).toBeDefined();
    if (mode === "prise-en-charge") {
      expect(item.examinerQuestions.length).toBeGreaterThanOrEqual(4);
      expect(item.examinerQuestions.length).toBeLessThanOrEqual(6);
    }
  });

  it("scripts enough labels, including every label the grid asks about", () => {
    const history = Object.keys(item.script).filter((label) => !label.startsWith("act."));
    expect(Object.keys(item.script).length).toBeGreaterThanOrEqual(15);
    if (mode === "interrogation") expect(history.length).toBeGreaterThanOrEqual(45);
    for (const criterion of item.grid) {
      if (mode !== "interrogation" || criterion.evidence.type !== "asked") continue;
      for (const entry of criterion.evidence.labels) {
        const alternatives = typeof entry === "string" ? [entry] : entry;
        expect(
          alternatives.some((label) => label in item.script),
          `${criterion.id} : ${alternatives.join(" | ")}`,
        ).toBe(true);
      }
    }
  });

  it("has fixtures whose diagnoses and exams fit the case", () => {
    expect(fixture.good.diagnosis).toBe(item.diagnosis.correct);
    expect(item.diagnosis.options).toContain(fixture.poor.diagnosis);
    expect(fixture.poor.diagnosis).not.toBe(item.diagnosis.correct);
    for (const id of [...fixture.good.exams, ...fixture.poor.exams]) expect(examById(id), id).toBeDefined();
    if (mode === "clinical_exam") for (const id of item.relevantExams) expect(fixture.good.exams).toContain(id);
    if (item.examinerQuestions.length > 0) {
      expect(fixture.good.answers).toHaveLength(item.examinerQuestions.length);
      expect(fixture.poor.answers).toHaveLength(item.examinerQuestions.length);
    }
  });
});
