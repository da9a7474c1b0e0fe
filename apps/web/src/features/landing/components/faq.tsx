import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { BETA, CATALOGUE_CASES, EARLY_ACCESS, SECTION_IDS } from "../lib/content";
import { SectionHeading } from "./section-heading";

const QUESTIONS = [
  {
    id: "gratuit",
    question: "La bêta est-elle vraiment gratuite\u00a0?",
    answer: `Oui, la bêta est 100 % gratuite. Elle se déroule ${BETA.period} et elle est limitée à ${BETA.places} places : les inscriptions sont ouvertes jusqu'au ${BETA.signupDeadline}.`,
  },
  {
    id: "cas",
    question: "Combien de cas cliniques sont disponibles\u00a0?",
    answer: `${BETA.cases} cas cliniques pendant la bêta, ${EARLY_ACCESS.cases} en Early Access, et ${CATALOGUE_CASES} à terme, basés sur les situations de départ officielles.`,
  },
  {
    id: "correction",
    question: "Comment fonctionne la correction\u00a0?",
    answer:
      "À la fin de chaque station, l'IA te note sur 20 à l'aide d'une grille de critères. Tu vois les points obtenus pour chaque critère avec une explication, et un feedback personnalisé pour progresser.",
  },
  {
    id: "niveau",
    question: "Je suis en D2\u00a0: est-ce que c'est fait pour moi\u00a0?",
    answer:
      "Oui ! La plateforme s'adresse aux étudiants de D2 à D4 : des cas adaptés à ton semestre en D2-D3, et des conditions d'examen intensives en D4.",
  },
  {
    id: "selection",
    question: "Comment se passe la sélection pour la bêta\u00a0?",
    answer:
      "Remplis le formulaire de candidature (environ 2 minutes). Si ta candidature est retenue, tu reçois un e-mail sous 48 h avec tes accès.",
  },
  {
    id: "early-access",
    question: "Qu'est-ce que l'Early Access\u00a0?",
    answer: `L'Early Access se déroule ${EARLY_ACCESS.period} : ${EARLY_ACCESS.cases} cas cliniques, la correction intelligente, les fiches de révision et la page de progression, avec un mois bonus et un badge. Tarif unique de ${EARLY_ACCESS.price}, limité à ${EARLY_ACCESS.maxUsers} utilisateurs.`,
  },
] as const;

/** Six questions; one open at a time, and clicking the open one closes it. */
export function Faq() {
  const titleId = `${SECTION_IDS.faq}-titre`;
  return (
    <section id={SECTION_IDS.faq} aria-labelledby={titleId} className="scroll-mt-32 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id={titleId} eyebrow="FAQ" title="Questions fréquentes" />
        <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
          {QUESTIONS.map(({ id, question, answer }) => (
            <Accordion.Item
              key={id}
              value={id}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white data-[state=open]:border-brand-200 data-[state=open]:bg-brand-50/50"
            >
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50">
                    {question}
                    <ChevronDown
                      className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700">{answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
