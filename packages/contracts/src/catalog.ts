/** Evaluation modes (spec section 2). */
export const EVALUATION_MODES = [
  { id: "interrogation", slug: "interrogation", name: "Interrogatoire" },
  { id: "clinical_exam", slug: "examen-clinique", name: "Examen clinique" },
  { id: "paraclinical", slug: "biologie", name: "Examen paraclinique" },
  { id: "iconography", slug: "imagerie", name: "Iconographie" },
  { id: "prise-en-charge", slug: "prise-en-charge", name: "Stratégie de prise en charge" },
  { id: "diagnostic", slug: "diagnostic", name: "Stratégie diagnostique" },
  { id: "collaboration", slug: "collaboration", name: "Collaboration interprofessionnelle" },
  { id: "information", slug: "information", name: "Information au patient" },
  { id: "education", slug: "education", name: "Éducation/prévention" },
  { id: "urgence", slug: "urgence", name: "Urgence vitale" },
  { id: "procedure", slug: "procedure", name: "Procédure" },
] as const;
export type EvaluationModeId = (typeof EVALUATION_MODES)[number]["id"];

/** Categories (spec section 2). */
export const CATEGORIES = [
  { id: "cardiology", name: "Cardiologie" },
  { id: "neurology", name: "Neurologie" },
  { id: "pneumology", name: "Pneumologie" },
  { id: "pediatrics", name: "Pédiatrie" },
  { id: "infectiology", name: "Infectiologie" },
  { id: "orthopedics", name: "Orthopédie" },
  { id: "dermatology", name: "Dermatologie" },
  { id: "endocrinology", name: "Endocrinologie" },
  { id: "gynecology", name: "Gynécologie" },
  { id: "rheumatology", name: "Rhumatologie" },
  { id: "geriatrics", name: "Gériatrie" },
  { id: "ent", name: "ORL" },
  { id: "ophthalmology", name: "Ophtalmologie" },
  { id: "hepato-gastroenterology", name: "Hépato-gastroentérologie" },
  { id: "urology", name: "Urologie" },
  { id: "emergency", name: "Urgences" },
  { id: "hematology", name: "Hématologie" },
  { id: "occupational-medicine", name: "Médecine du travail" },
  { id: "forensic-medicine", name: "Médecine légale" },
  { id: "oncology", name: "Cancérologie" },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]["id"];
