import { describe, expect, it } from "vitest";
import { CLINICAL_CASES, type ClinicalCase, REVISION_SHEETS } from "../src";
import {
  answerLeaks,
  checkContent,
  defaultContradictions,
  frenchNumber,
  labNumberFindings,
  referenceInterval,
} from "../src/check";
import { SDD_TITLES, sddTitle } from "../src/sdd/official-list";

const base = CLINICAL_CASES.find((item) => item.id === "station-001") as ClinicalCase;
const codes = (findings: ReadonlyArray<{ code: string }>) => findings.map((finding) => finding.code);

describe("the official list of starting situations", () => {
  it("holds the 356 situations in order", () => {
    expect(SDD_TITLES).toHaveLength(356);
    expect(sddTitle(21)).toBe("Asthénie");
    expect(sddTitle(161)).toBe("Douleur thoracique");
    expect(sddTitle(356)).toBe("Information et suivi d'un patient en chirurgie ambulatoire");
    expect(sddTitle(0)).toBeUndefined();
    expect(sddTitle(357)).toBeUndefined();
  });
});

describe("npm run content:check, without playing", () => {
  it("finds no error in the stations and sheets that ship", () => {
    const errors = checkContent(CLINICAL_CASES, REVISION_SHEETS).filter((finding) => finding.level === "error");
    expect(errors.map((e) => `${e.subject} [${e.code}] ${e.message}`)).toEqual([]);
  });

  it("refuses a wrong starting-situation title, a station without sources and a missing sheet", () => {
    const wrong = { ...base, sdd: { number: 161, title: "Douleur de poitrine" }, sources: [], sheetId: 999 };
    const found = checkContent([wrong], REVISION_SHEETS).filter((finding) => finding.subject === "station-001");
    expect(codes(found)).toEqual(expect.arrayContaining(["sdd-title", "sources-missing", "sheet-link"]));
    const unknown = checkContent([{ ...base, sdd: { number: 400, title: "x" } }], []);
    expect(codes(unknown)).toEqual(expect.arrayContaining(["sdd-unknown", "sheet-missing"]));
  });

  it("finds the diagnosis spelled out before the station, not a history that shares a word", () => {
    expect(codes(answerLeaks({ ...base, context: "Suspicion de syndrome coronarien aigu chez ce fumeur." }))).toEqual([
      "answer-leak",
    ]);
    expect(answerLeaks({ ...base, context: "Homme de 58 ans, coronarien connu ? Non : fumeur." })).toEqual([]);
    // Announcing a known diagnosis is the task of an information station, not a leak.
    expect(answerLeaks({ ...base, modeId: "information", context: "Syndrome coronarien aigu confirmé." })).toEqual([]);
  });

  it("reads the examiner's first question, the images' descriptions and the reaction to an announcement too", () => {
    const question = { id: "q1", question: "Quelle est votre probabilité de syndrome coronarien aigu ?", expected: [] };
    const leaks = answerLeaks({
      ...base,
      examinerQuestions: [question as never],
      announcementReaction: ["Un syndrome coronarien aigu ? C'est grave ?"],
    });
    expect(leaks.map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^la première question de l'examinateur contient/),
      expect.stringMatching(/^la réaction à l'annonce contient/),
    ]);
    const image = { ...(base.images[0] ?? {}), id: "ecg", alt: "ECG d'un syndrome coronarien aigu" };
    expect(codes(answerLeaks({ ...base, images: [image as never] }))).toEqual(["answer-leak"]);
  });

  it("finds a symptom the case states but the script leaves to the negative default", () => {
    const script = { ...base.script };
    delete script["sx.nausea_vomiting"];
    const item = { ...base, script, context: "Il a vomi deux fois dans l'ambulance." };
    expect(codes(defaultContradictions(item))).toEqual(["default-contradiction"]);
    // A negated mention is not a finding.
    expect(defaultContradictions({ ...item, context: "Il n'a pas vomi, pas de nausées." })).toEqual([]);
  });

  it("checks lab sheets: flags against the reference, Henderson-Hasselbalch, anion gap, corrected calcium", () => {
    expect(frenchNumber("7,14")).toBe(7.14);
    expect(frenchNumber("< 2")).toBeUndefined();
    expect(referenceInterval("135 – 145")).toEqual({ low: 135, high: 145 });
    expect(referenceInterval("< 0,6")).toEqual({ high: 0.6 });
    const row = (name: string, value: string, reference = "", flag: "H" | "L" | "N" = "N") => ({
      name,
      value,
      unit: "",
      reference,
      flag,
    });
    const good = labNumberFindings("s", {
      kind: "blood_gas",
      title: "GDS",
      rows: [
        row("pH", "7,14", "7,38 – 7,42", "L"),
        row("PaCO2", "18", "38 – 42", "L"),
        row("HCO3-", "5,9", "22 – 26", "L"),
      ],
    });
    expect(good).toEqual([]);
    const bad = labNumberFindings("s", {
      kind: "lab",
      title: "Bilan",
      rows: [
        row("Sodium", "140", "135 – 145", "H"),
        row("Chlore", "100"),
        row("Bicarbonates", "24"),
        row("Trou anionique", "25"),
        row("pH", "7,40"),
        row("PaCO2", "60"),
        row("Calcium", "2,00"),
        row("Albumine", "30"),
        row("Calcémie corrigée", "2,50"),
      ],
    });
    expect(codes(bad).sort()).toEqual(["anion-gap", "blood-gas", "corrected-calcium", "lab-flag"]);
  });
});
