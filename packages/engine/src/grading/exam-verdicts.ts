import { type ClinicalCase, examById } from "@ecos/content";

/** Categories never held against a student: vital signs and the general examination fit any case. */
const ALWAYS_ACCEPTABLE = new Set(["constantes", "general"]);

export interface ExamVerdicts {
  /** The case's relevant exams, done first. */
  relevant: Array<{ exam_id: string; completed: boolean }>;
  /**
   * Exams requested that bring nothing to this case: the case's irrelevant exams, and the exams of a
   * body system the case does not involve (an otoscopy for a gouty toe).
   */
  notUseful: string[];
}

/** The exams that help with this case: its relevant exams and every exam its grid rewards. */
export function usefulExams(item: ClinicalCase): Set<string> {
  const gridExams = item.grid.flatMap((criterion) =>
    criterion.evidence.type === "exam" ? criterion.evidence.examIds : [],
  );
  return new Set([...item.relevantExams, ...gridExams]);
}

/**
 * A clinical exam station's verdict on the exams requested. An exam is not useful when the case lists
 * it as irrelevant, or when it belongs to a category (a body system) in which the case needs no exam at
 * all; an exam close to what the case needs (the apex beat beside cardiac auscultation) is not judged.
 * Only the case's own irrelevant exams cost points (material.ts): a case cannot list every exam of the
 * catalogue that has nothing to do with it, so the others are pointed out, not penalised.
 */
export function examVerdicts(item: ClinicalCase, requested: readonly string[]): ExamVerdicts {
  if (item.modeId !== "clinical_exam") return { relevant: [], notUseful: [] };
  const done = new Set(requested);
  const relevant = item.relevantExams
    .map((id) => ({ exam_id: id, completed: done.has(id) }))
    .sort((a, b) => Number(b.completed) - Number(a.completed));
  const neededCategories = new Set([...usefulExams(item)].map((id) => examById(id)?.categoryId));
  const unrelated = (id: string) => {
    const category = examById(id)?.categoryId;
    return category !== undefined && !ALWAYS_ACCEPTABLE.has(category) && !neededCategories.has(category);
  };
  const notUseful = [...done].filter((id) => item.irrelevantExams.includes(id) || unrelated(id));
  return { relevant, notUseful };
}
