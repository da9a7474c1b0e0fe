import type { Exam, ExamCategory } from "./schema";

/** The 21 exam categories of the clinical-exam station, in display order (spec section 3 "Exam catalogue"). */
export const EXAM_CATEGORY_LIST = [
  { id: "constantes", name: "Constantes", order: 1 },
  { id: "general", name: "Examen général", order: 2 },
  { id: "cardio-vasculaire", name: "Cardio-vasculaire", order: 3 },
  { id: "respiratoire", name: "Respiratoire", order: 4 },
  { id: "digestif-hepatique", name: "Digestif et hépatique", order: 5 },
  { id: "gyneco-uro-genital", name: "Gynécologique, urologique et génital", order: 6 },
  { id: "locomoteur-epaule", name: "Locomoteur : épaule", order: 7 },
  { id: "locomoteur-coude", name: "Locomoteur : coude", order: 8 },
  { id: "locomoteur-poignet-main", name: "Locomoteur : poignet et main", order: 9 },
  { id: "locomoteur-hanche", name: "Locomoteur : hanche", order: 10 },
  { id: "locomoteur-genou", name: "Locomoteur : genou", order: 11 },
  { id: "locomoteur-cheville-pied", name: "Locomoteur : cheville et pied", order: 12 },
  { id: "locomoteur-rachis", name: "Locomoteur : rachis", order: 13 },
  { id: "neuro-conscience-fonctions-superieures", name: "Neurologie : conscience et fonctions supérieures", order: 14 },
  { id: "neuro-paires-craniennes", name: "Neurologie : paires crâniennes", order: 15 },
  { id: "neuro-motricite", name: "Neurologie : motricité", order: 16 },
  { id: "neuro-sensibilite", name: "Neurologie : sensibilité", order: 17 },
  { id: "neuro-coordination-reflexes", name: "Neurologie : coordination, équilibre et réflexes", order: 18 },
  { id: "dermatologie", name: "Dermatologie", order: 19 },
  { id: "ophtalmo-orl", name: "Ophtalmologie et ORL", order: 20 },
  { id: "endocrino", name: "Endocrinologie", order: 21 },
] as const satisfies readonly ExamCategory[];

export type ExamCategoryId = (typeof EXAM_CATEGORY_LIST)[number]["id"];

/** An exam as written in the catalogue files: the category id is checked by the compiler too. */
export type ExamDefinition = Exam & { readonly categoryId: ExamCategoryId };
