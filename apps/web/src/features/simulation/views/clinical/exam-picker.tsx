import * as Accordion from "@radix-ui/react-accordion";
import { Search, Stethoscope } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ExamGroup } from "./exam-group";
import { filterCatalogue } from "./search";
import { useExamCatalogue } from "./use-exam-catalogue";

interface ExamPickerProps {
  selected: ReadonlySet<string>;
  done: ReadonlySet<string>;
  paused: boolean;
  submitting: boolean;
  onToggle(examId: string, on: boolean): void;
  onSubmit(): void;
}

/** The catalogue by category, a search box (accents ignored) and the "Examiner" button. */
export function ExamPicker({ selected, done, paused, submitting, onToggle, onSubmit }: ExamPickerProps) {
  const catalogue = useExamCatalogue();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string[] | null>(null);
  const groups = useMemo(() => (catalogue.data ? filterCatalogue(catalogue.data, query) : []), [catalogue.data, query]);

  if (catalogue.isPending) return <Spinner label="Chargement des examens" className="p-6 text-brand-700" />;
  if (catalogue.isError) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>Impossible de charger la liste des examens.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void catalogue.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }

  // A search opens every group it finds something in; otherwise the first group starts open.
  function search(text: string) {
    setQuery(text);
    if (catalogue.data && text.trim()) setOpen(filterCatalogue(catalogue.data, text).map((g) => g.id));
  }
  const openGroups = open ?? groups.slice(0, 1).map((g) => g.id);
  const count = selected.size;

  return (
    <div className="space-y-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Rechercher un examen
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Rechercher un examen"
          onChange={(event) => search(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 sm:text-sm"
        />
      </div>
      {groups.length === 0 ? (
        <p className="p-4 text-center text-sm text-slate-600">Aucun examen ne correspond à « {query.trim()} ».</p>
      ) : (
        <Accordion.Root type="multiple" value={openGroups} onValueChange={setOpen} className="space-y-2">
          {groups.map((group) => (
            <ExamGroup
              key={group.id}
              {...group}
              selected={selected}
              done={done}
              disabled={paused || submitting}
              onToggle={onToggle}
            />
          ))}
        </Accordion.Root>
      )}
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm">
        <p className="text-sm text-slate-700" aria-live="polite">
          {count === 0
            ? "Aucun examen sélectionné"
            : `${count} examen${count > 1 ? "s" : ""} sélectionné${count > 1 ? "s" : ""}`}
        </p>
        <Button onClick={onSubmit} disabled={count === 0 || paused} loading={submitting}>
          <Stethoscope className="h-4 w-4" aria-hidden="true" />
          Examiner
        </Button>
      </div>
    </div>
  );
}
