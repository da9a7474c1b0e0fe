import { describe, expect, it } from "vitest";
import { type ClinicalCase, type Concept, parseCase } from "../../src/cases";
import { station009 } from "../../src/cases/stations/station-009";
import { examById } from "../../src/exams";
import { fixture009 } from "../fixtures/station-009.fixture";

type Attempt = (typeof fixture009)["good"];

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/[’‘]/g, "'")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

const mentions = (text: string, concept: Concept) =>
  concept.synonyms.some((s) => normalize(text).includes(normalize(s)));

function matchAll(match: "any" | "all", results: boolean[]): boolean {
  return match === "all" ? results.every(Boolean) : results.some(Boolean);
}

/** Points out of 20 on the criteria that text matching can check (findings, stated, answers, diagnosis). */
function checkableGrade(item: ClinicalCase, attempt: Attempt): number {
  let earned = 0;
  let total = 0;
  for (const criterion of item.grid) {
    const evidence = criterion.evidence;
    if (evidence.type === "finding") {
      const image = item.images.find((i) => i.id === evidence.imageId);
      const notes = attempt.observations.join("\n");
      const results = evidence.findingIds.map((id) => {
        const finding = image?.expectedFindings.find((f) => f.id === id);
        return finding ? mentions(notes, finding) : false;
      });
      total++;
      if (matchAll(evidence.match, results)) earned++;
    } else if (evidence.type === "stated") {
      const chat = attempt.messages.join("\n");
      total++;
      if (
        matchAll(
          evidence.match,
          evidence.concepts.map((c) => mentions(chat, c)),
        )
      )
        earned++;
    } else if (evidence.type === "answer") {
      const index = item.examinerQuestions.findIndex((q) => q.id === evidence.questionId);
      const question = item.examinerQuestions[index];
      const text = attempt.answers[index] ?? "";
      const results = evidence.elementIds.map((id) => {
        const element = question?.expected.find((e) => e.id === id);
        return element ? mentions(text, element) : false;
      });
      total++;
      if (matchAll(evidence.match, results)) earned++;
    } else if (evidence.type === "diagnosis") {
      total++;
      if (attempt.diagnosis === item.diagnosis.correct) earned++;
    }
  }
  return (earned / total) * 20;
}

describe("station-009 (palpitations, ECG)", () => {
  const item = parseCase(station009);

  it("parses, with an ECG image and enough scripted labels for a patient who can be spoken to", () => {
    expect(item.id).toBe("station-009");
    expect(item.modeId).toBe("iconography");
    expect(item.images[0]?.spec.kind).toBe("ecg");
    expect(Object.keys(item.script).length).toBeGreaterThanOrEqual(15);
    expect(item.grid.length).toBeGreaterThanOrEqual(14);
    expect(item.grid.length).toBeLessThanOrEqual(18);
  });

  it("matches the fixture's diagnoses", () => {
    expect(fixture009.caseId).toBe(item.id);
    expect(fixture009.good.diagnosis).toBe(item.diagnosis.correct);
    expect(item.diagnosis.options).toContain(fixture009.poor.diagnosis);
    expect(fixture009.poor.diagnosis).not.toBe(item.diagnosis.correct);
  });

  it("uses only known exams in the fixture", () => {
    for (const id of [...fixture009.good.exams, ...fixture009.poor.exams]) expect(examById(id)).toBeDefined();
  });

  it("grades the good attempt high and the poor one low on the text-checkable criteria", () => {
    expect(checkableGrade(item, fixture009.good)).toBeGreaterThanOrEqual(16);
    expect(checkableGrade(item, fixture009.poor)).toBeLessThanOrEqual(6);
  });
});
