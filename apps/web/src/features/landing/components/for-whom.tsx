import { GraduationCap, type LucideIcon, Timer } from "lucide-react";
import { SECTION_IDS } from "../lib/content";
import { IconographyMock } from "./mock-simulations";
import { SectionHeading } from "./section-heading";

interface Audience {
  icon: LucideIcon;
  tag: string;
  title: string;
  text: string;
  points: readonly string[];
}

const AUDIENCES: readonly Audience[] = [
  {
    icon: GraduationCap,
    tag: "D2 - D3",
    title: "Des cas adaptés à ton semestre",
    text: "Tu découvres les ECOS\u00a0? Les cas suivent ton avancée dans le cursus pour apprendre la démarche pas à pas, sans pression.",
    points: [
      "Cas choisis selon ton semestre",
      "Feedback détaillé sur chaque critère",
      "Fiches de révision liées aux cas",
    ],
  },
  {
    icon: Timer,
    tag: "D4",
    title: "Des conditions d'examen intensives",
    text: "Les ECOS nationaux approchent\u00a0? Enchaîne les stations chronométrées en conditions réelles et cible tes points faibles.",
    points: [
      "Stations chronométrées comme le jour J",
      "Tous les types de stations",
      "Suivi de ta moyenne et de ton objectif",
    ],
  },
];

export function ForWhom() {
  const titleId = `${SECTION_IDS.forWhom}-titre`;
  return (
    <section id={SECTION_IDS.forWhom} aria-labelledby={titleId} className="scroll-mt-32 bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={titleId} eyebrow="De la D2 à la D4" title="Pour qui ?">
          <p>Que tu découvres les ECOS ou que tu les passes dans quelques semaines, l'entraînement s'adapte à toi.</p>
        </SectionHeading>

        <div className="mt-12 grid gap-5 md:grid-cols-2">
          {AUDIENCES.map(({ icon: Icon, tag, title, text, points }) => (
            <article key={tag} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-900">{tag}</span>
              </div>
              <h3 className="mt-4 text-xl font-bold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
              <ul className="mt-4 space-y-2 text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2">
                    <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>

        <div id={SECTION_IDS.diagnostic} className="mt-12 scroll-mt-32">
          <IconographyMock headingId={`${SECTION_IDS.diagnostic}-titre`} />
        </div>
      </div>
    </section>
  );
}
