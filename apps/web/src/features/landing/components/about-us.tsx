import { Code2, HeartHandshake, Stethoscope } from "lucide-react";
import { SECTION_IDS } from "../lib/content";
import { ParaclinicalMock } from "./mock-simulations";
import { SectionHeading } from "./section-heading";

const TEAM = [
  {
    icon: Stethoscope,
    title: "Des étudiants en médecine",
    text: "qui ont préparé les ECOS et savent ce qui compte le jour J.",
  },
  {
    icon: Code2,
    title: "Des ingénieurs",
    text: "qui conçoivent le patient IA, la correction et le suivi de progression.",
  },
  {
    icon: HeartHandshake,
    title: "Une bêta construite avec toi",
    text: "chaque retour des testeurs fait évoluer la plateforme.",
  },
] as const;

export function AboutUs() {
  const titleId = `${SECTION_IDS.about}-titre`;
  return (
    <section id={SECTION_IDS.about} aria-labelledby={titleId} className="scroll-mt-32 bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-start gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id={titleId} eyebrow="L'équipe" title="Qui sommes-nous ?" align="left">
            <p>
              Nous sommes une équipe d'étudiants en médecine et d'ingénieurs. Nous avons vécu la préparation des ECOS :
              difficile de trouver des partenaires pour s'entraîner, et encore plus d'obtenir un retour précis.
            </p>
            <p className="mt-3">
              Nous construisons l'outil que nous aurions aimé avoir : un patient disponible à toute heure, une
              correction détaillée et un suivi clair de ta progression.
            </p>
          </SectionHeading>
          <ul className="mt-8 space-y-4">
            {TEAM.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-start gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-slate-200">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <p className="pt-2 text-slate-700">
                  <strong className="font-semibold text-ink">{title}</strong> {text}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <ParaclinicalMock headingId={`${SECTION_IDS.about}-demo-titre`} />
      </div>
    </section>
  );
}
