import { BookOpenCheck, type LucideIcon, MessagesSquare, MousePointerClick } from "lucide-react";

export interface OnboardingStep {
  title: string;
  icon: LucideIcon;
  points: readonly string[];
}

/** The first-run guide's three steps: choose a station, play the doctor, read the correction. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    title: "Choisis une station",
    icon: MousePointerClick,
    points: [
      "Chaque cas clinique du tableau de bord est une station : un patient, une situation de départ (SDD) et un mode d'évaluation (interrogatoire, examen clinique, urgence vitale…).",
      "Filtre les cas par mode, ou cherche un patient, une SDD ou une fiche dans la barre de recherche.",
      "« S'entraîner » lance une station au hasard ; le mode circuit enchaîne 5 ou 10 stations comme le jour de l'examen.",
    ],
  },
  {
    title: "Joue le médecin",
    icon: MessagesSquare,
    points: [
      "1 minute pour lire la situation, puis 7 minutes de station, chronomètre en main.",
      "Pose tes questions au patient comme en vrai ; selon le mode, examine-le, analyse ses documents, demande des examens ou réponds à l'examinateur.",
      "Prends des notes, donne ton diagnostic, puis termine. Besoin d'une pause ? La station t'attend sur l'accueil.",
    ],
  },
  {
    title: "Lis ta correction",
    icon: BookOpenCheck,
    points: [
      "Une note sur 20, critère par critère : ce qui était attendu et tes mots qui t'ont rapporté des points.",
      "Chaque situation a sa fiche de révision dans le Support pédagogique, pour revoir l'essentiel juste après.",
      "Ton XP, ton niveau et ta moyenne par mode et par catégorie se suivent dans Progression.",
    ],
  },
];
