import type { ExamCatalogue } from "@ecos/contracts";
import { matchesQuery } from "@/lib/text-search";

type Exam = ExamCatalogue["exams"][number];

/** Every word of the query must appear in the exam's name or keywords, accents and case ignored. */
const matchesExam = (exam: Exam, query: string) => matchesQuery(query, exam.name, ...exam.keywords);

/** The catalogue's categories (display order) with their exams matching the query; empty ones dropped. */
export function filterCatalogue(catalogue: ExamCatalogue, query: string) {
  return catalogue.categories
    .map((category) => ({
      ...category,
      exams: catalogue.exams.filter((exam) => exam.category_id === category.id && matchesExam(exam, query)),
    }))
    .filter((category) => category.exams.length > 0);
}
