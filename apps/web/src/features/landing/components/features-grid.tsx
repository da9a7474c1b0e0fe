import { BookOpen, Bot, ChartLine, ClipboardCheck, type LucideIcon, Timer, Trophy } from "lucide-react";
import { BETA, CATALOGUE_CASES, EARLY_ACCESS, SECTION_IDS } from "../lib/content";
import { SectionHeading } from "./section-heading";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: Bot,
    title: "Stations simulées par IA",
    text: "Un patient virtuel te répond comme en vrai, à partir des situations de départ (SDD) officielles\u00a0: interrogatoire, examen clinique, biologie, imagerie…",
  },
  {
    icon: ClipboardCheck,
    title: "Correction sur 20 avec grille",
    text: "Chaque station est notée sur 20 critère par critère, avec un feedback personnalisé pour comprendre ce qui t'a manqué.",
  },
  {
    icon: Trophy,
    title: "XP, niveaux et badges",
    text: "Gagne de l'expérience à chaque station, passe de Novice en Médecine à Doyen, débloque des badges et bientôt des défis hebdomadaires entre amis.",
  },
  {
    icon: BookOpen,
    title: "Fiches de révision",
    text: "Des fiches pédagogiques liées aux cas pour revoir l'essentiel juste après ta station.",
  },
  {
    icon: ChartLine,
    title: "Statistiques de progression",
    text: "Moyenne, objectif, spécialités fortes et faibles, évolution mois par mois\u00a0: tes tableaux de progression te montrent où travailler.",
  },
  {
    icon: Timer,
    title: "Conditions d'examen chronométrées",
    text: "Lecture de l'énoncé puis station avec compte à rebours, 8 minutes en tout\u00a0: le rythme du jour J.",
  },
];

export function FeaturesGrid() {
  const titleId = `${SECTION_IDS.features}-titre`;
  return (
    <section id={SECTION_IDS.features} aria-labelledby={titleId} className="scroll-mt-32 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={titleId} eyebrow="Fonctionnalités" title="Tout pour préparer tes ECOS">
          <p>
            À terme, {CATALOGUE_CASES} adaptés à ton niveau. Pendant la bêta, {BETA.cases} cas sont disponibles, puis{" "}
            {EARLY_ACCESS.cases} en Early Access.
          </p>
        </SectionHeading>

        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
