import { type ClinicalCase, EXAMS, examById } from "@ecos/content";
import { foldText } from "./text/fold";

/**
 * The result an exam gives in this case: the case's own finding, else the catalogue's normal result
 * for this patient's sex and age (a pelvic exam on a man is not done), else its normal result.
 */
export function examResult(item: ClinicalCase, examId: string): string | undefined {
  // Own findings only: the id may come from a request, and a plain object also "has" constructor, toString...
  const own = Object.hasOwn(item.examResults, examId) ? item.examResults[examId] : undefined;
  if (own) return own;
  const exam = examById(examId);
  const { sex, age } = item.patient;
  const variant = exam?.variants?.find(
    (v) =>
      (v.sex === undefined || v.sex === sex) && (v.minAge ?? 0) <= age && age <= (v.maxAge ?? Number.POSITIVE_INFINITY),
  );
  return variant?.result ?? exam?.defaultResult;
}

/** Exams whose name, id or keywords contain every word of the query (accents and case ignored). */
export function searchExams(query: string): Array<{ id: string; name: string }> {
  const words = foldText(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return EXAMS.filter((exam) => {
    const haystack = foldText([exam.id, exam.name, ...exam.keywords].join(" "));
    return words.every((word) => haystack.includes(word));
  }).map((exam) => ({ id: exam.id, name: exam.name }));
}
