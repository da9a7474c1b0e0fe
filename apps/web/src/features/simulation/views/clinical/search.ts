import type { ExamCatalogue } from "@ecos/contracts";

type Exam = ExamCatalogue["exams"][number];

/** Lower case without accents, so "echo" finds "Échographie". */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** Every word of the query must appear in the exam's name or keywords. */
export function matchesExam(exam: Exam, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([exam.name, ...exam.keywords].join(" "));
  return words.every((word) => haystack.includes(word));
}

/** The catalogue's categories (display order) with their exams matching the query; empty ones dropped. */
export function filterCatalogue(catalogue: ExamCatalogue, query: string) {
  return catalogue.categories
    .map((category) => ({
      ...category,
      exams: catalogue.exams.filter((exam) => exam.category_id === category.id && matchesExam(exam, query)),
    }))
    .filter((category) => category.exams.length > 0);
}
