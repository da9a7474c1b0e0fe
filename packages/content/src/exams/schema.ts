import { z } from "zod";

/** Ids of categories and exams: lower-case ASCII words joined by single dashes ("auscultation-cardiaque"). */
export const EXAM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Shortest acceptable default result: a real sentence, not a bare "Normal.". */
export const EXAM_RESULT_MIN_LENGTH = 25;

/** Results that say nothing to the student and are refused as default results. */
const EMPTY_RESULTS = new Set([
  "normal",
  "normale",
  "examen normal",
  "rien a signaler",
  "ras",
  "ok",
  "rien de particulier",
]);

function normalizeForComparison(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const examIdSchema = z
  .string()
  .regex(EXAM_ID_PATTERN, { error: "doit être en kebab-case (minuscules ASCII, chiffres et tirets simples)" });

const displayNameSchema = z
  .string()
  .min(3, { error: "nom trop court" })
  .refine((name) => name === name.trim() && !name.includes("  "), { error: "espaces superflus dans le nom" })
  .refine((name) => /^\p{Lu}/u.test(name), { error: "le nom doit commencer par une majuscule" });

export const examCategorySchema = z.strictObject({
  id: examIdSchema,
  /** French display name, with accents ("Neurologie : paires crâniennes"). */
  name: displayNameSchema,
  /** Display order, starting at 1. */
  order: z.int().positive(),
});
export type ExamCategory = z.infer<typeof examCategorySchema>;

export const examSchema = z.strictObject({
  /** Stable: clinical cases reference exams by this id. */
  id: examIdSchema,
  /** French label, as the student clicks it ("Auscultation cardiaque"). */
  name: displayNameSchema,
  categoryId: examIdSchema,
  /** The normal finding, in French, as an examiner reports it; returned when the case does not override it. */
  defaultResult: z
    .string()
    .min(EXAM_RESULT_MIN_LENGTH, { error: `le résultat doit faire au moins ${EXAM_RESULT_MIN_LENGTH} caractères` })
    .refine((text) => text === text.trim() && !text.includes("  "), { error: "espaces superflus dans le résultat" })
    .refine((text) => /^\p{Lu}/u.test(text), { error: "le résultat doit commencer par une majuscule" })
    .refine((text) => text.endsWith("."), { error: "le résultat doit être une phrase terminée par un point" })
    .refine((text) => !EMPTY_RESULTS.has(normalizeForComparison(text)), {
      error: "le résultat doit décrire les constatations, pas seulement dire « normal »",
    }),
  /**
   * Results that replace the default for some patients (first match wins): a pelvic exam on a man is
   * not done, a child's normal heart rate is not an adult's. A case's own result overrides them all.
   */
  variants: z
    .array(
      z.strictObject({
        sex: z.enum(["F", "M"]).optional(),
        minAge: z.int().min(0).optional(),
        maxAge: z.int().min(0).optional(),
        result: z
          .string()
          .min(10)
          .refine((text) => text.endsWith("."), { error: "le résultat doit finir par un point" }),
      }),
    )
    .optional(),
  /** Synonyms and abbreviations students type, in lower case. */
  keywords: z
    .array(
      z
        .string()
        .min(2, { error: "mot-clé trop court" })
        .refine((keyword) => keyword === keyword.trim().toLocaleLowerCase("fr"), {
          error: "les mots-clés sont en minuscules, sans espace en début ou fin",
        }),
    )
    .min(1, { error: "au moins un mot-clé" })
    .refine((keywords) => new Set(keywords).size === keywords.length, { error: "mots-clés en double" }),
});
export type Exam = z.infer<typeof examSchema>;

/** The whole catalogue, with the cross-reference rules a single entry cannot check. */
export const examCatalogueSchema = z
  .strictObject({
    categories: z.array(examCategorySchema).min(1),
    exams: z.array(examSchema).min(1),
  })
  .superRefine(({ categories, exams }, ctx) => {
    const categoryIds = new Set<string>();
    const orders = new Set<number>();
    categories.forEach((category, index) => {
      if (categoryIds.has(category.id)) {
        ctx.addIssue({ code: "custom", path: ["categories", index, "id"], message: `id « ${category.id} » en double` });
      }
      if (orders.has(category.order)) {
        ctx.addIssue({
          code: "custom",
          path: ["categories", index, "order"],
          message: `ordre ${category.order} déjà utilisé`,
        });
      }
      categoryIds.add(category.id);
      orders.add(category.order);
    });

    const examIds = new Set<string>();
    const namesByCategory = new Map<string, Set<string>>();
    exams.forEach((exam, index) => {
      if (examIds.has(exam.id)) {
        ctx.addIssue({ code: "custom", path: ["exams", index, "id"], message: `id « ${exam.id} » en double` });
      }
      examIds.add(exam.id);
      if (!categoryIds.has(exam.categoryId)) {
        ctx.addIssue({
          code: "custom",
          path: ["exams", index, "categoryId"],
          message: `catégorie inconnue « ${exam.categoryId} »`,
        });
      }
      const names = namesByCategory.get(exam.categoryId) ?? new Set<string>();
      const key = normalizeForComparison(exam.name);
      if (names.has(key)) {
        ctx.addIssue({
          code: "custom",
          path: ["exams", index, "name"],
          message: `nom « ${exam.name} » déjà utilisé dans la catégorie « ${exam.categoryId} »`,
        });
      }
      names.add(key);
      namesByCategory.set(exam.categoryId, names);
    });
  });
export type ExamCatalogue = z.infer<typeof examCatalogueSchema>;
