import { describe, expect, it } from "vitest";
import { type ClinicalCaseInput, parseCase } from "../src/cases";

const criterion = (id: string, evidence: ClinicalCaseInput["grid"][number]["evidence"]) => ({
  id,
  name: `Critère ${id}`,
  explanation: "Parce que c'est important.",
  evidence,
});

/** A minimal valid examiner station, to which each test adds one mistake. */
function baseCase(): ClinicalCaseInput {
  return {
    id: "station-999",
    sdd: { number: 162, title: "Dyspnée" },
    categoryId: "pneumology",
    modeId: "prise-en-charge",
    rewardXp: 80,
    beta: true,
    patient: {
      firstName: "Léo",
      lastName: "Test",
      age: 30,
      sex: "M",
      persona: "Un patient.",
      speakingStyle: "Simple.",
      emotionalState: "Inquiet.",
    },
    situation: "Dyspnée aiguë.",
    instructions: "Répondez aux questions de l'examinateur.",
    context: "Urgences.",
    script: { "life.tobacco": "Non, je ne fume pas." },
    unscriptedDefault: ["Non.", "Pas du tout."],
    diagnosis: { options: ["A", "B", "C"], correct: "A" },
    examinerQuestions: [
      { id: "q1", question: "Quels signes de gravité ?", expected: [{ id: "fr", label: "FR", synonyms: ["fr"] }] },
    ],
    grid: [
      ...Array.from({ length: 10 }, (_, i) => criterion(`asked-${i}`, { type: "asked", labels: ["life.tobacco"] })),
      criterion("answer", { type: "answer", questionId: "q1", elementIds: ["fr"] }),
      criterion("diag", { type: "diagnosis" }),
    ],
    sheetId: 162,
  };
}

describe("clinical case validation", () => {
  it("accepts a valid case", () => {
    expect(parseCase(baseCase()).id).toBe("station-999");
  });

  it.each<[string, (c: ClinicalCaseInput) => void, RegExp]>([
    [
      "an unknown script label",
      (c) => Object.assign(c.script as object, { "life.smoking": "x" }),
      /label inconnu « life.smoking »/,
    ],
    [
      "an unknown grid label",
      (c) => c.grid.push(criterion("x", { type: "asked", labels: ["hx.unknown"] })),
      /label inconnu « hx.unknown »/,
    ],
    [
      "an act in an asked criterion",
      (c) => c.grid.push(criterion("x", { type: "asked", labels: ["act.greeting"] })),
      /utiliser le type act/,
    ],
    [
      "an unknown exam",
      (c) => {
        c.relevantExams = ["scanner-du-genou"];
      },
      /examen inconnu « scanner-du-genou »/,
    ],
    [
      "an unknown sheet",
      (c) => {
        c.sheetId = 999;
      },
      /fiche inconnue SDD 999/,
    ],
    [
      "a correct diagnosis outside the options",
      (c) => {
        c.diagnosis = { options: ["A", "B", "C"], correct: "Z" };
      },
      /diagnosis.correct/,
    ],
    [
      "synonyms of a diagnosis that is not an option",
      (c) => {
        c.diagnosis = { ...c.diagnosis, synonyms: { "Diagnostic absent": ["autre nom"] } };
      },
      /diagnosis.synonyms : option inconnue « Diagnostic absent »/,
    ],
    [
      "an unknown examiner question",
      (c) => c.grid.push(criterion("x", { type: "answer", questionId: "q9", elementIds: ["fr"] })),
      /question inconnue/,
    ],
    [
      "a grid of 11 criteria",
      (c) => {
        c.grid = c.grid.slice(0, 11);
      },
      /grid/,
    ],
    [
      "an interrogation without enough labels",
      (c) => {
        c.modeId = "interrogation";
        c.opening = "J'ai mal.";
      },
      /labels scriptés/,
    ],
    [
      "an iconography without image",
      (c) => {
        c.modeId = "iconography";
      },
      /au moins une image/,
    ],
    [
      "an unknown category",
      (c) => {
        c.categoryId = "astrology";
      },
      /categoryId/,
    ],
  ])("refuses %s", (_name, mutate, message) => {
    const item = baseCase();
    mutate(item);
    expect(() => parseCase(item)).toThrow(message);
  });
});
