import { describe, expect, it } from "vitest";
import { CLINICAL_CASES, caseById, caseNumber, REVISION_SHEETS } from "../src";

describe("the beta stations", () => {
  it("ships ten valid stations with unique ids", () => {
    expect(CLINICAL_CASES.map((c) => c.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `station-${String(i + 1).padStart(3, "0")}`),
    );
    expect(CLINICAL_CASES.every((c) => c.beta)).toBe(true);
    expect(caseNumber("station-007")).toBe(7);
  });

  it("covers the modes the issue asks for", () => {
    const count = (mode: string) => CLINICAL_CASES.filter((c) => c.modeId === mode).length;
    expect(count("interrogation")).toBeGreaterThanOrEqual(4);
    expect(count("clinical_exam")).toBeGreaterThanOrEqual(2);
    expect(count("paraclinical")).toBeGreaterThanOrEqual(2);
    expect(count("iconography")).toBeGreaterThanOrEqual(1);
    expect(CLINICAL_CASES.some((c) => c.examinerQuestions.length > 0)).toBe(true);
  });

  it("ties the nine revision sheets to stations, and sheet 161 to its case", () => {
    const linked = new Set(CLINICAL_CASES.map((c) => c.sheetId));
    for (const sheet of REVISION_SHEETS) expect(linked.has(sheet.id), `SDD ${sheet.id}`).toBe(true);
    const sheet161 = REVISION_SHEETS.find((s) => s.id === 161);
    expect(caseById(sheet161?.caseId ?? "")?.sdd.number).toBe(161);
  });

  it("gives interrogation stations at least 40 scripted labels and every grid 12 to 20 criteria", () => {
    for (const item of CLINICAL_CASES) {
      expect(item.grid.length, item.id).toBeGreaterThanOrEqual(12);
      expect(item.grid.length, item.id).toBeLessThanOrEqual(20);
      if (item.modeId === "interrogation") expect(Object.keys(item.script).length, item.id).toBeGreaterThanOrEqual(40);
    }
  });

  it("mixes history, communication and conclusion in every grid", () => {
    for (const item of CLINICAL_CASES) {
      const types = new Set(item.grid.map((c) => c.evidence.type));
      expect(types.has("act"), `${item.id} communication`).toBe(true);
      expect(types.has("diagnosis"), `${item.id} diagnostic`).toBe(true);
    }
  });
});
