import type { DiagnosticResult } from "@ecos/contracts";
import { ExternalLink } from "lucide-react";
import { useId } from "react";
import { clock } from "./format";

/** The results received, the latest first, each with its document (lab sheet, ECG, X-ray) when there is one. */
export function TestResults({ results }: { results: DiagnosticResult[] }) {
  const titleId = useId();
  const latestFirst = results.map((result, index) => ({ result, rank: index + 1 })).reverse();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="text-base font-bold text-ink">
        Résultats{results.length > 0 ? ` (${results.length})` : ""}
      </h3>
      {results.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          Aucun résultat pour l'instant : demande un examen dans le catalogue.
        </p>
      ) : (
        <ol aria-label="Résultats reçus" className="mt-3 space-y-3">
          {latestFirst.map(({ result, rank }) => (
            <li key={result.test_id}>
              <article aria-label={result.name} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h4 className="text-sm font-semibold break-words text-ink">{result.name}</h4>
                  <p className="text-xs whitespace-nowrap text-slate-600">
                    Demande n° {rank} · {clock(result.at_seconds)}
                  </p>
                </div>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{result.text}</p>
                {result.image ? (
                  <figure className="mt-2">
                    <img
                      src={result.image.url}
                      alt={result.image.alt}
                      className="block h-auto w-full rounded-lg border border-slate-200 bg-white"
                      loading="lazy"
                    />
                    <figcaption className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
                      <span>{result.image.title}</span>
                      <a
                        href={result.image.url}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
                      >
                        Ouvrir en grand
                        <span className="sr-only"> : {result.image.title} (nouvel onglet)</span>
                        <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                      </a>
                    </figcaption>
                  </figure>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
