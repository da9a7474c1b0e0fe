import type { Concept } from "./schema";

/**
 * Concepts that several grids need besides a label, so that a criterion earns exactly what its name
 * says (docs/decisions.md, "Operational criteria").
 */

/** "Se présente": the student gives their name or their role; "Bonjour" alone is a greeting, not a presentation. */
export const SELF_INTRODUCTION: Concept = {
  id: "presentation-nom-fonction",
  label: "son nom ou sa fonction",
  synonyms: [
    "je suis",
    "je m'appelle",
    "je me présente",
    "je me presente",
    "moi c'est",
    "externe",
    "interne",
    "étudiant",
    "etudiant",
    "étudiante",
    "etudiante",
    "médecin",
    "medecin",
    "docteur",
    "dr",
    "chef de clinique",
    "infirmier",
    "infirmière",
  ],
};

/** "Idées suicidaires": asked in so many words; "et le moral ?" is about mood only. */
export const SUICIDAL_IDEATION: Concept = {
  id: "idees-suicidaires",
  label: "les idées suicidaires",
  synonyms: [
    "idées suicidaires",
    "idees suicidaires",
    "idée suicidaire",
    "idee suicidaire",
    "suicide",
    "suicidaire",
    "idées noires",
    "idees noires",
    "envie de mourir",
    "envie d'en finir",
    "en finir",
    "mettre fin à vos jours",
    "mettre fin a vos jours",
    "vous faire du mal",
    "vous tuer",
    "plus envie de vivre",
    "pas envie de vivre",
    "disparaître",
    "disparaitre",
  ],
};
