import type { DiagnosticFamily, DiagnosticState } from "@ecos/contracts";
import { CircleCheck, FlaskConical, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { matchesQuery } from "@/lib/text-search";

interface TestCatalogueProps {
  state: DiagnosticState;
  paused: boolean;
  /** The test whose order is in flight, if any. */
  pendingId: string | null;
  onOrder(testId: string): void;
}

const chip =
  "rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ring-slate-300 text-slate-700 hover:bg-slate-50 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700";

/** The paraclinical catalogue: a search box (accents ignored), family filters and a « Demander » button per test. */
export function TestCatalogue({ state, paused, pendingId, onOrder }: TestCatalogueProps) {
  const searchId = useId();
  const titleId = useId();
  const [query, setQuery] = useState("");
  const [family, setFamily] = useState<DiagnosticFamily | "all">("all");
  const ordered = useMemo(() => new Set(state.results.map((result) => result.test_id)), [state.results]);
  const familyName = useMemo(() => new Map(state.families.map((f) => [f.id, f.name])), [state.families]);
  const shown = state.catalogue.filter(
    (test) => (family === "all" || test.family === family) && matchesQuery(query, test.name, ...test.keywords),
  );

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="flex items-center gap-2 text-base font-bold text-ink">
        <FlaskConical className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Catalogue des examens complémentaires
      </h3>
      <div className="relative mt-3">
        <label htmlFor={searchId} className="sr-only">
          Rechercher un examen
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Rechercher un examen"
          onChange={(event) => setQuery(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 sm:text-sm"
        />
      </div>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Famille d'examens</legend>
        <button type="button" aria-pressed={family === "all"} onClick={() => setFamily("all")} className={chip}>
          Toutes
        </button>
        {state.families.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-pressed={family === entry.id}
            onClick={() => setFamily(entry.id)}
            className={chip}
          >
            {entry.name}
          </button>
        ))}
      </fieldset>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {shown.length === 0
          ? `Aucun examen ne correspond à « ${query.trim()} ».`
          : `${shown.length} examen${shown.length > 1 ? "s" : ""}`}
      </p>
      {shown.length > 0 ? (
        <ul
          aria-label="Examens du catalogue"
          className="mt-2 max-h-[24rem] divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200"
        >
          {shown.map((test) => {
            const done = ordered.has(test.id);
            return (
              <li key={test.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-ink">{test.name}</p>
                  {family === "all" ? <p className="text-xs text-slate-600">{familyName.get(test.family)}</p> : null}
                </div>
                {done ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-800">
                    <CircleCheck className="h-4 w-4" aria-hidden="true" />
                    Demandé
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="shrink-0"
                    aria-label={`Demander : ${test.name}`}
                    disabled={paused || (pendingId !== null && pendingId !== test.id)}
                    loading={pendingId === test.id}
                    loadingLabel={`Demande en cours : ${test.name}`}
                    onClick={() => onOrder(test.id)}
                  >
                    Demander
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
