import { CATEGORIES, EVALUATION_MODES } from "@ecos/contracts/constants";
import { describe, expect, it } from "vitest";
import { CLINICAL_CASES, caseById, caseNumber, REVISION_SHEETS } from "../src";

describe("the beta stations", () => {
  it("ships valid stations numbered from 1 without gaps", () => {
    expect(CLINICAL_CASES.length).toBeGreaterThanOrEqual(22);
    expect(CLINICAL_CASES.map((c) => c.id)).toEqual(
      Array.from({ length: CLINICAL_CASES.length }, (_, i) => `station-${String(i + 1).padStart(3, "0")}`),
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

  it("has at least one station in each of the 11 evaluation modes, two in each of the six newer ones", () => {
    for (const mode of EVALUATION_MODES) {
      const count = CLINICAL_CASES.filter((c) => c.modeId === mode.id).length;
      const newer = ["diagnostic", "collaboration", "information", "education", "urgence", "procedure"];
      expect(count, mode.id).toBeGreaterThanOrEqual(newer.includes(mode.id) ? 2 : 1);
    }
  });

  it("is the library of issue 14: 50 stations, every category twice, every mode three times, 40 situations", () => {
    expect(CLINICAL_CASES.length).toBeGreaterThanOrEqual(50);
    for (const category of CATEGORIES) {
      expect(CLINICAL_CASES.filter((c) => c.categoryId === category.id).length, category.id).toBeGreaterThanOrEqual(2);
    }
    for (const mode of EVALUATION_MODES) {
      expect(CLINICAL_CASES.filter((c) => c.modeId === mode.id).length, mode.id).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(CLINICAL_CASES.map((c) => c.sdd.number)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(CLINICAL_CASES.map((c) => c.patient.sex))).toEqual(new Set(["F", "M"]));
    const ages = CLINICAL_CASES.map((c) => c.patient.age);
    expect(Math.min(...ages)).toBeLessThan(18);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(80);
  });

  it("gives every patient a name of their own (a search by name finds one case)", () => {
    const names = CLINICAL_CASES.map((c) => `${c.patient.firstName} ${c.patient.lastName}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("cites its sources in every station of the newer modes", () => {
    for (const item of CLINICAL_CASES.filter((c) => c.modeData))
      expect(item.sources.length, item.id).toBeGreaterThan(0);
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

  it("mixes communication and, where the station leads to one, the conclusion in every grid", () => {
    // Announcing, teaching, handing over or performing a procedure starts from a known diagnosis.
    const withoutConclusion = ["information", "education", "collaboration", "procedure"];
    for (const item of CLINICAL_CASES) {
      const types = new Set(item.grid.map((c) => c.evidence.type));
      const communication = types.has("act") || item.grid.some((c) => c.evidence.type === "mode");
      expect(communication, `${item.id} communication`).toBe(true);
      if (!withoutConclusion.includes(item.modeId)) expect(types.has("diagnosis"), `${item.id} diagnostic`).toBe(true);
    }
  });
});
