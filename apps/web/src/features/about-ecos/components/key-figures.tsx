import { useId } from "react";

const FIGURES = [
  { value: "30 %", label: "de la note finale du concours national" },
  { value: "10", label: "stations, sur deux demi-journées" },
  { value: "10/20", label: "de moyenne au minimum pour valider" },
  { value: "Fin mai", label: "date des ECOS nationaux" },
] as const;

/** The figures to remember, as a definition list of tiles. */
export function KeyFigures() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        L'essentiel en chiffres
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-2xl border border-brand-100 bg-brand-50 p-4">
            <dt className="order-2 mt-1 text-sm text-slate-700">{figure.label}</dt>
            <dd className="order-1 text-2xl font-bold text-brand-800 sm:text-3xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
