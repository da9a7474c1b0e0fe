import { CLINICAL_CASES, type ClinicalCase, caseById, EXAMS } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { examResult } from "../src/clinical-exam";
import { foldedWords } from "../src/text/fold";
import { findMention } from "../src/text/matching";

/**
 * Bedside findings whose denial by a normal result is a plain contradiction when the case states them,
 * wherever they are (site-bound words such as « rougeur » or « souffle » would need the site too).
 */
const FINDINGS = [
  "oedeme",
  "oedemes",
  "ictere",
  "cyanose",
  "marbrures",
  "crepitants",
  "sibilants",
  "tirage",
  "turgescence",
  "ascite",
  "hepatomegalie",
  "splenomegalie",
  "adenopathie",
  "tophus",
  "paleur",
  "deshydratation",
  "purpura",
  "tachycardie",
  "bradycardie",
  "polypnee",
  "fievre",
];

/** Findings a normal result denies ("pas d'œdème des membres inférieurs" denies "oedeme"). */
function deniedTerms(result: string): string[] {
  const words = foldedWords(result);
  const negations = new Set(["pas", "sans", "absence", "ni", "aucun", "aucune"]);
  return words.filter(
    (word, index) =>
      FINDINGS.includes(word) && words.slice(Math.max(0, index - 4), index).some((w) => negations.has(w)),
  );
}

/** What the case itself says of the patient's body: context, static data and its own exam results. */
const findingsText = (item: ClinicalCase) =>
  [item.context, ...(item.staticBlock ? Object.values(item.staticBlock) : []), ...Object.values(item.examResults)].join(
    "\n",
  );

describe("exam results fit the patient", () => {
  it("a pelvic exam on a man, or a testicular exam on a woman, is not done", () => {
    const man = CLINICAL_CASES.find((c) => c.patient.sex === "M" && !c.examResults["toucher-vaginal"]) as ClinicalCase;
    const woman = CLINICAL_CASES.find(
      (c) => c.patient.sex === "F" && !c.examResults["palpation-bourses-testicules"],
    ) as ClinicalCase;
    expect(examResult(man, "toucher-vaginal")).toMatch(/sans objet/);
    expect(examResult(man, "toucher-vaginal")).not.toMatch(/utérus/i);
    expect(examResult(woman, "palpation-bourses-testicules")).toMatch(/sans objet/);
    expect(examResult(woman, "toucher-vaginal")).not.toMatch(/sans objet/);
  });

  it("a child's normal vital signs are a child's", () => {
    const adult = caseById("station-001") as ClinicalCase;
    const child = { ...adult, patient: { ...adult.patient, age: 6 }, examResults: {} };
    expect(examResult(child, "frequence-cardiaque")).toMatch(/95/);
    expect(examResult({ ...adult, examResults: {} }, "frequence-cardiaque")).toMatch(/72/);
  });

  it("a case's own result overrides any default", () => {
    const item = caseById("station-006") as ClinicalCase;
    expect(examResult(item, "oedemes-membres-inferieurs")).toBe(item.examResults["oedemes-membres-inferieurs"]);
  });

  it.each(CLINICAL_CASES.map((item) => [item.id, item] as const))(
    "%s: no default result denies a finding the case states",
    (_, item) => {
      const findings = findingsText(item);
      const contradictions: string[] = [];
      for (const exam of EXAMS) {
        if (item.examResults[exam.id]) continue;
        const result = examResult(item, exam.id) ?? "";
        for (const term of deniedTerms(result)) {
          const stated = findMention(findings, [term], { negationAware: true });
          if (stated) contradictions.push(`${exam.id} : « ${result} » contredit « ${stated.quote} »`);
        }
      }
      expect(contradictions).toEqual([]);
    },
  );
});
