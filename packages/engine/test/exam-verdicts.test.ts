import { CLINICAL_CASES, type ClinicalCase, caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { examVerdicts, usefulExams } from "../src/grading/exam-verdicts";
import { gradeStation } from "../src/grading/grade";

const byId = (id: string) => caseById(id) as ClinicalCase;
const clinicalCases = CLINICAL_CASES.filter((item) => item.modeId === "clinical_exam");

describe("clinical exam verdicts", () => {
  it("lists an otoscopy for a gouty toe as not useful, without a penalty the case did not set", () => {
    const gout = byId("station-006");
    expect(gout.irrelevantExams).not.toContain("otoscopie");
    const exams = ["cheville-pied-inspection", "otoscopie"];
    const withOtoscopy = gradeStation(gout, { messages: [], exams, diagnosis: null });
    expect(withOtoscopy.irrelevant_exams).toEqual(["otoscopie"]);
    expect(withOtoscopy.penalized_exams).toEqual([]);
    const without = gradeStation(gout, { messages: [], exams: ["cheville-pied-inspection"], diagnosis: null });
    expect(without.irrelevant_exams).toEqual([]);
    expect(withOtoscopy.digitized_grade).toBe(without.digitized_grade);
  });

  it("penalises only the case's own irrelevant exams, each listed once", () => {
    const gout = byId("station-006");
    const [first, second] = gout.irrelevantExams as [string, string];
    const grade = gradeStation(gout, { messages: [], exams: [first, second, first, "otoscopie"], diagnosis: null });
    expect(grade.irrelevant_exams).toEqual([first, second, "otoscopie"]);
    expect(grade.penalized_exams).toEqual([first, second]);
    expect(grade.review).toContain("examens non pertinents demandés : 3");
  });

  it("does not judge vital signs, the general examination, or an exam of a body system the case involves", () => {
    const gout = byId("station-006");
    // Blood pressure, lymph nodes, Ottawa rules (foot), apex beat for the heart-failure case.
    expect(
      examVerdicts(gout, ["pression-arterielle", "aires-ganglionnaires", "cheville-pied-regles-ottawa"]).notUseful,
    ).toEqual([]);
    expect(examVerdicts(byId("station-005"), ["choc-de-pointe"]).notUseful).toEqual([]);
  });

  it.each(clinicalCases.map((item) => [item.id, item] as const))(
    "%s: no relevant or graded exam is ever called not useful, every listed irrelevant one is",
    (_id, item) => {
      const useful = [...usefulExams(item)];
      expect(examVerdicts(item, useful).notUseful).toEqual([]);
      expect(examVerdicts(item, item.irrelevantExams).notUseful).toEqual(item.irrelevantExams);
      const verdicts = examVerdicts(item, [...useful].reverse());
      expect(verdicts.relevant.every((exam) => exam.completed)).toBe(true);
      expect(verdicts.relevant.map((exam) => exam.exam_id).sort()).toEqual([...item.relevantExams].sort());
    },
  );

  it("judges no exam outside the clinical exam mode, and explains each missed criterion apart from why it matters", () => {
    const interview = byId("station-001");
    const grade = gradeStation(interview, { messages: [], exams: ["otoscopie"], diagnosis: null });
    expect(grade.relevant_exams).toEqual([]);
    expect(grade.irrelevant_exams).toEqual([]);
    const missed = grade.Criterias.find((criterion) => criterion.point === 0);
    const gridEntry = interview.grid.find((criterion) => criterion.id === missed?.id);
    expect(missed?.rationale).toBe(gridEntry?.explanation);
    expect(missed?.missing?.length).toBeGreaterThan(5);
    expect(missed?.explanation).toBe(`${missed?.missing}. ${gridEntry?.explanation}`.replace(".. ", ". "));
  });
});
