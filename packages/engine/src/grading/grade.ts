import type { ClinicalCase } from "@ecos/content";
import { modeContextOf, modePenalty, modeReport } from "../modes/station";
import type { ModeContext } from "../modes/types";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import type { Transcript } from "../transcript";
import { evaluateCriterion } from "./criteria";
import { examVerdicts } from "./exam-verdicts";
import { type GradingMaterial, gradingMaterial } from "./material";
import { writeReview } from "./review";
import type { Grade, GradedCriterion } from "./types";

/** Points over criteria, out of 20, one decimal. */
export function toTwenty(points: number, criteria: number): number {
  return criteria === 0 ? 0 : Math.round((points / criteria) * 200) / 10;
}

/** What the embedded grader read of a station: the work that counts, the mode's state, each criterion judged. */
export interface EmbeddedGrading {
  material: GradingMaterial;
  context: ModeContext;
  criteria: GradedCriterion[];
}

/** Each criterion of the grid judged by the embedded engine, from the work that survives the integrity rules. */
export function gradeCriteria(
  item: ClinicalCase,
  transcript: Transcript,
  classifier: Classifier = sharedClassifier(),
): EmbeddedGrading {
  const material = gradingMaterial(item, transcript, classifier);
  const context = modeContextOf(item, transcript);
  const criteria: GradedCriterion[] = item.grid.map((criterion) => {
    const result = evaluateCriterion(item, criterion, transcript, material, context);
    return {
      id: criterion.id,
      name: criterion.name,
      point: result.earned ? 1 : 0,
      explanation: result.earned
        ? criterion.explanation
        : `${result.missing}. ${criterion.explanation}`.replace(".. ", ". "),
      evidence: result.evidence,
      ...(result.earned ? {} : { missing: result.missing }),
      rationale: criterion.explanation,
    };
  });
  return { material, context, criteria };
}

/**
 * The grade of judged criteria: points earned, less the irrelevant exams and the mode's penalties,
 * out of 20; the review written from them. Never anything else: a grade is always computed from the grid.
 */
export function gradeFromCriteria(item: ClinicalCase, transcript: Transcript, graded: EmbeddedGrading): Grade {
  const { material, context, criteria } = graded;
  const earned = criteria.reduce((sum, c) => sum + c.point, 0);
  const fromMode = modePenalty(context, material);
  const points = Math.max(0, earned - material.penalty - fromMode.points);

  const { relevant, notUseful: irrelevant } = examVerdicts(item, transcript.exams ?? []);

  const digitized = toTwenty(points, criteria.length);
  return {
    digitized_grade: digitized,
    review: writeReview({
      item,
      grade: digitized,
      criteria,
      relevant,
      irrelevant,
      diagnosis: transcript.diagnosis,
      voided: material.voided,
      penalty: material.penalty,
      examShotgun: material.examShotgun,
      modePenalties: fromMode.reasons,
    }),
    Criterias: criteria,
    relevant_exams: relevant,
    irrelevant_exams: irrelevant,
    penalized_exams: [...new Set(material.irrelevantExams)],
    mode_report: modeReport(context),
  };
}

/**
 * Grades a station from its grid: each criterion is worth one point and is earned only by evidence
 * in what the student did (labels asked, acts, concepts stated, exams, findings, answers, the
 * diagnosis). Deterministic; messages that try to game the station (manipulation, keyword dumps,
 * hedges, pasted case text, recitations) earn nothing, and irrelevant exams cost points.
 */
export function gradeStation(
  item: ClinicalCase,
  transcript: Transcript,
  classifier: Classifier = sharedClassifier(),
): Grade {
  return gradeFromCriteria(item, transcript, gradeCriteria(item, transcript, classifier));
}
