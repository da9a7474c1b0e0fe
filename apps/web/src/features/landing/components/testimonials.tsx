import { Quote } from "lucide-react";
import { SectionHeading } from "./section-heading";

const TESTIMONIALS = [
  {
    quote:
      "Enfin un moyen de m'entraîner à l'oral sans mobiliser mes co-externes\u00a0! Le patient répond vraiment comme en station.",
    name: "Léa",
    year: "Étudiante en D4",
  },
  {
    quote: "La correction sur 20 avec la grille m'a montré tout ce que j'oubliais à l'interrogatoire. Très formateur.",
    name: "Thomas",
    year: "Étudiant en D3",
  },
  {
    quote:
      "Une station le soir en un quart d'heure, et je vois ma progression semaine après semaine. Je suis accro\u00a0!",
    name: "Inès",
    year: "Étudiante en D2",
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="temoignages-titre" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="temoignages-titre" eyebrow="Témoignages" title="Ils s'entraînent avec nous" />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, year }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
                <Quote className="h-7 w-7 text-brand-600" aria-hidden="true" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-800">{`«\u00a0${quote}\u00a0»`}</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    aria-hidden="true"
                  >
                    {name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{name}</span>
                    <span className="block text-sm text-slate-600">{year}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
