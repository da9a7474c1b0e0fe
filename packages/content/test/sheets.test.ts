import { describe, expect, it } from "vitest";
import { CLINICAL_CASES } from "../src/cases";
import {
  countSheetWords,
  parseRevisionSheet,
  REVISION_SHEETS,
  type RevisionSheet,
  SHEET_SECTION_KINDS,
  sheetById,
  sheetFileName,
} from "../src/sheets";

/** One sheet per starting situation a station uses (issue 14), sorted by SDD number. */
const EXPECTED_IDS = [...new Set(CLINICAL_CASES.map((item) => item.sdd.number))].sort((a, b) => a - b);

/** All the text of a sheet, for content spot checks. */
function fullText(sheet: RevisionSheet): string {
  return [sheet.title, sheet.summary, ...sheet.keyPoints, ...sheet.sections.flatMap((s) => [s.title, ...s.items])].join(
    "\n",
  );
}

function requireSheet(id: number): RevisionSheet {
  const sheet = sheetById(id);
  if (!sheet) throw new Error(`missing sheet ${id}`);
  return sheet;
}

describe("revision sheets catalogue (spec section 3 Sheet)", () => {
  it("ships a sheet for every starting situation a station uses, sorted by SDD number", () => {
    expect(EXPECTED_IDS.length).toBeGreaterThanOrEqual(21);
    expect(REVISION_SHEETS.map((sheet) => sheet.id)).toEqual(EXPECTED_IDS);
  });

  it("has non-empty, unique titles and summaries", () => {
    const titles = REVISION_SHEETS.map((sheet) => sheet.title);
    for (const sheet of REVISION_SHEETS) {
      expect(sheet.title.trim()).not.toBe("");
      expect(sheet.summary.trim()).not.toBe("");
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("links every sheet to a station of its starting situation, and every station to its sheet", () => {
    for (const sheet of REVISION_SHEETS) {
      expect(CLINICAL_CASES.find((item) => item.id === sheet.caseId)?.sdd.number, `SDD ${sheet.id}`).toBe(sheet.id);
    }
    for (const item of CLINICAL_CASES) expect(item.sheetId, item.id).toBe(item.sdd.number);
  });

  it.each(EXPECTED_IDS)("sheet %i has the eight section kinds in order, 4–10 items each", (id) => {
    const sheet = requireSheet(id);
    expect(sheet.sections.map((section) => section.kind)).toEqual([...SHEET_SECTION_KINDS]);
    for (const section of sheet.sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.items.length).toBeGreaterThanOrEqual(4);
      expect(section.items.length).toBeLessThanOrEqual(10);
    }
  });

  it.each(EXPECTED_IDS)("sheet %i has 3–6 key points", (id) => {
    const { keyPoints } = requireSheet(id);
    expect(keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(keyPoints.length).toBeLessThanOrEqual(6);
    expect(new Set(keyPoints).size).toBe(keyPoints.length);
  });

  it.each(EXPECTED_IDS)("sheet %i has no empty, duplicated, too short or too long bullet", (id) => {
    const sheet = requireSheet(id);
    for (const items of [...sheet.sections.map((section) => section.items), sheet.keyPoints]) {
      const normalised = items.map((item) => item.trim().toLocaleLowerCase("fr"));
      expect(new Set(normalised).size).toBe(items.length);
      for (const item of items) {
        expect(item.trim()).not.toBe("");
        expect(countSheetWords(item)).toBeGreaterThanOrEqual(3);
        expect(countSheetWords(item)).toBeLessThanOrEqual(30);
      }
    }
  });

  it("returns undefined for a situation without a sheet", () => {
    expect(sheetById(1)).toBeUndefined();
    expect(sheetById(161)?.title).toBe("Douleur thoracique");
  });
});

describe("sheet content spot checks", () => {
  it("161 chest pain mentions ECG and troponine", () => {
    const text = fullText(requireSheet(161));
    expect(text).toContain("ECG");
    expect(text).toContain("10 minutes");
    expect(text.toLowerCase()).toContain("troponine");
    expect(text).toContain("dissection aortique");
  });

  it("192 blood gas gives the interpretation method and normal values", () => {
    const text = fullText(requireSheet(192));
    expect(text).toContain("trou anionique");
    expect(text).toContain("Winter");
    expect(text).toContain("1,5 × HCO3- + 8 ± 2");
    expect(text).toContain("Na − (Cl + HCO3-)");
    expect(text).toContain("pH 7,38–7,42");
    expect(text).toContain("PaCO2 38–42 mmHg");
    expect(text).toContain("HCO3- 22–26 mmol/L");
    expect(text).toContain("80–100 mmHg");
    expect(text.toLowerCase()).toContain("lactates");
  });

  it("217 hemoglobin drop uses VGM, ferritine and anemia thresholds", () => {
    const text = fullText(requireSheet(217));
    expect(text).toContain("VGM");
    expect(text.toLowerCase()).toContain("ferritine");
    expect(text).toContain("13 g/dL");
    expect(text).toContain("12 g/dL");
    expect(text).toContain("10,5 g/dL");
    expect(text).toContain("réticulocytes");
    expect(text.toLowerCase()).toContain("selon la tolérance");
  });

  it("162 dyspnea gives concrete severity thresholds", () => {
    const text = fullText(requireSheet(162));
    expect(text).toContain("30/min");
    expect(text).toContain("SpO2 < 90 %");
  });
});

describe("sheetFileName", () => {
  it("builds SDD-<id>-<slug>.png from the id and title", () => {
    expect(sheetFileName(requireSheet(161))).toBe("SDD-161-douleur-thoracique.png");
    expect(sheetFileName(requireSheet(21))).toBe("SDD-21-asthenie.png");
    expect(sheetFileName(requireSheet(217))).toBe("SDD-217-baisse-de-l-hemoglobine.png");
  });

  it("strips accents and expands ligatures", () => {
    expect(sheetFileName({ id: 54, title: "Œdèmes des membres inférieurs" })).toBe(
      "SDD-54-oedemes-des-membres-inferieurs.png",
    );
    expect(sheetFileName(requireSheet(54))).toBe("SDD-54-oedeme-localise-ou-diffus.png");
    expect(sheetFileName({ id: 1, title: "  Dyspnée / « toux » — ÉTÉ  " })).toBe("SDD-1-dyspnee-toux-ete.png");
  });

  it("produces a safe name for every sheet", () => {
    for (const sheet of REVISION_SHEETS) {
      expect(sheetFileName(sheet)).toMatch(/^SDD-\d+-[a-z0-9]+(?:-[a-z0-9]+)*\.png$/);
    }
    expect(sheetFileName({ id: 7, title: "???" })).toBe("SDD-7.png");
  });
});

describe("parseRevisionSheet", () => {
  const valid = requireSheet(21);

  it("accepts a shipped sheet", () => {
    expect(parseRevisionSheet(structuredClone(valid))).toEqual(valid);
  });

  it("rejects a sheet with a missing section kind, naming the sheet", () => {
    const broken = { ...structuredClone(valid), sections: valid.sections.slice(1) };
    expect(() => parseRevisionSheet(broken)).toThrow(/SDD 21 invalide/);
  });

  it("rejects duplicated or too short bullets", () => {
    const [first, ...rest] = structuredClone(valid).sections;
    if (!first) throw new Error("no section");
    const duplicated = { ...first, items: [...first.items, first.items[0]] };
    expect(() => parseRevisionSheet({ ...valid, sections: [duplicated, ...rest] })).toThrow(/double/);
    const short = { ...first, items: [...first.items.slice(1), "Trop court"] };
    expect(() => parseRevisionSheet({ ...valid, sections: [short, ...rest] })).toThrow(/au moins 3 mots/);
  });
});
