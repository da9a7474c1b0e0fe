import { type ClinicalCase, EXAMS, examById } from "@ecos/content";
import { foldText } from "./text/fold";

/** The result an exam gives in this case: the case's own finding, or the catalogue's normal result. */
export function examResult(item: ClinicalCase, examId: string): string | undefined {
  return item.examResults[examId] ?? examById(examId)?.defaultResult;
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
