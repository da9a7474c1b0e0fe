import type { z } from "zod";
import { CARDIO_VASCULAIRE_EXAMS, RESPIRATOIRE_EXAMS } from "./catalogue/cardio-respiratoire";
import { CONSTANTES_EXAMS, GENERAL_EXAMS } from "./catalogue/constantes-general";
import { DIGESTIF_HEPATIQUE_EXAMS, GYNECO_URO_GENITAL_EXAMS } from "./catalogue/digestif-gyneco-uro";
import {
  CHEVILLE_PIED_EXAMS,
  COUDE_EXAMS,
  EPAULE_EXAMS,
  GENOU_EXAMS,
  HANCHE_EXAMS,
  POIGNET_MAIN_EXAMS,
  RACHIS_EXAMS,
} from "./catalogue/locomoteur";
import {
  NEURO_CONSCIENCE_EXAMS,
  NEURO_COORDINATION_REFLEXES_EXAMS,
  NEURO_MOTRICITE_EXAMS,
  NEURO_PAIRES_CRANIENNES_EXAMS,
  NEURO_SENSIBILITE_EXAMS,
} from "./catalogue/neurologie";
import { DERMATOLOGIE_EXAMS, ENDOCRINO_EXAMS, OPHTALMO_ORL_EXAMS } from "./catalogue/peau-orl-endocrino";
import { EXAM_CATEGORY_LIST } from "./categories";
import { type Exam, type ExamCatalogue, type ExamCategory, examCatalogueSchema } from "./schema";

export type { ExamCategoryId, ExamDefinition } from "./categories";
export * from "./schema";

/** Where an issue lies, naming the entry by its id when it has one: `exams[12] « auscultation-cardiaque » › name`. */
function describeLocation(path: readonly PropertyKey[], input: unknown): string {
  const [list, index, ...rest] = path;
  if (typeof list !== "string" || typeof index !== "number") return path.map(String).join(".") || "catalogue";
  const entry = (input as Record<string, unknown[] | undefined>)[list]?.[index];
  const id = typeof entry === "object" && entry !== null && "id" in entry ? String(entry.id) : undefined;
  const field = rest.length > 0 ? ` › ${rest.map(String).join(".")}` : "";
  return `${list}[${index}]${id ? ` « ${id} »` : ""}${field}`;
}

function describeIssues(error: z.ZodError, input: unknown): string {
  return error.issues.map((issue) => `- ${describeLocation(issue.path, input)} : ${issue.message}`).join("\n");
}

/**
 * Validates an exam catalogue (each entry, unique ids, known categories, names unique within a category).
 * Throws an Error listing every problem, each located by list, index, id and field.
 */
export function validateExamCatalogue(input: {
  categories: readonly unknown[];
  exams: readonly unknown[];
}): ExamCatalogue {
  const result = examCatalogueSchema.safeParse(input);
  if (!result.success) {
    throw new Error(`Catalogue d'examens cliniques invalide :\n${describeIssues(result.error, input)}`);
  }
  return result.data;
}

const catalogue = validateExamCatalogue({
  categories: EXAM_CATEGORY_LIST,
  exams: [
    ...CONSTANTES_EXAMS,
    ...GENERAL_EXAMS,
    ...CARDIO_VASCULAIRE_EXAMS,
    ...RESPIRATOIRE_EXAMS,
    ...DIGESTIF_HEPATIQUE_EXAMS,
    ...GYNECO_URO_GENITAL_EXAMS,
    ...EPAULE_EXAMS,
    ...COUDE_EXAMS,
    ...POIGNET_MAIN_EXAMS,
    ...HANCHE_EXAMS,
    ...GENOU_EXAMS,
    ...CHEVILLE_PIED_EXAMS,
    ...RACHIS_EXAMS,
    ...NEURO_CONSCIENCE_EXAMS,
    ...NEURO_PAIRES_CRANIENNES_EXAMS,
    ...NEURO_MOTRICITE_EXAMS,
    ...NEURO_SENSIBILITE_EXAMS,
    ...NEURO_COORDINATION_REFLEXES_EXAMS,
    ...DERMATOLOGIE_EXAMS,
    ...OPHTALMO_ORL_EXAMS,
    ...ENDOCRINO_EXAMS,
  ],
});

/** The exam categories of the clinical-exam station, sorted by display order. */
export const EXAM_CATEGORIES: readonly ExamCategory[] = Object.freeze(
  [...catalogue.categories].sort((a, b) => a.order - b.order).map((category) => Object.freeze(category)),
);

/** Every exam, grouped by category in display order; validated at module load. */
export const EXAMS: readonly Exam[] = Object.freeze(
  EXAM_CATEGORIES.flatMap((category) => catalogue.exams.filter((exam) => exam.categoryId === category.id)).map((exam) =>
    Object.freeze({ ...exam, keywords: Object.freeze([...exam.keywords]) as string[] }),
  ),
);

const examsById = new Map(EXAMS.map((exam) => [exam.id, exam]));
const examsByCategoryId = new Map(
  EXAM_CATEGORIES.map((category) => [
    category.id,
    Object.freeze(EXAMS.filter((exam) => exam.categoryId === category.id)) as readonly Exam[],
  ]),
);

/** The exam with this id, or undefined (an unknown id from a case or a request). */
export function examById(id: string): Exam | undefined {
  return examsById.get(id);
}

/** The exams of a category in catalogue order; empty for an unknown category. */
export function examsByCategory(categoryId: string): readonly Exam[] {
  return examsByCategoryId.get(categoryId) ?? [];
}
