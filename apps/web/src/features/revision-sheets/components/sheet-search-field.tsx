import { Search, X } from "lucide-react";
import { useId, useRef } from "react";

/** The list's filter: a search input (title or number) with a clear button. */
export function SheetSearchField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="w-full sm:max-w-md">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Rechercher une fiche
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && value) {
              event.preventDefault();
              onChange("");
            }
          }}
          aria-describedby={hintId}
          placeholder="Titre ou numéro, ex. 161"
          autoComplete="off"
          spellCheck={false}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-10 pl-9 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
        />
        {value ? (
          <button
            type="button"
            aria-label="Effacer la recherche"
            onClick={() => {
              onChange("");
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-1.5 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <p id={hintId} className="sr-only">
        Les accents et les majuscules sont ignorés.
      </p>
    </div>
  );
}
