import { Search, X } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { sheetPath } from "@/features/revision-sheets";
import { useStationLauncher } from "@/features/stations";
import { plural } from "@/lib/format";
import { SearchOption } from "./components/search-option";
import type { SearchResult } from "./lib/search-results";
import { useSearchResults } from "./lib/use-search-results";

const resultCount = (count: number) => (count === 0 ? "Aucun résultat" : plural(count, "résultat"));

/**
 * The dashboard's search box (spec "Home / dashboard"): a combobox over the cases, by patient name
 * (typed "Station"), and the revision sheets, "SDD {id} - {title}" (typed "Support pédagogique").
 * It opens on focus, arrows move through the results, Enter picks the highlighted one or the first,
 * Escape closes, and leaving the box closes it. A case opens its start dialog; a sheet, its page.
 */
export function DashboardSearch() {
  const navigate = useNavigate();
  const { openStation } = useStationLauncher();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, loading } = useSearchResults(query);
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set when a case's start dialog gives the focus back to the box: that focus does not open the list. */
  const suppressOpenOnFocus = useRef(false);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeResult = open ? results[active] : undefined;

  useEffect(() => {
    if (activeResult) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(result: SearchResult) {
    close();
    setQuery("");
    if (result.kind === "station") {
      // The focus stays in the box; the start dialog gives it back on close (components/ui/dialog),
      // and that focus must not spring the list open again over the page.
      suppressOpenOnFocus.current = true;
      openStation(result.scenario);
    } else if (result.kind === "mode") void navigate(`/homepage/mode/${result.slug}`);
    else void navigate(sheetPath(result.sheetId));
  }

  function move(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      return;
    }
    if (results.length === 0) return;
    setActive((current) =>
      current === -1 && step === -1 ? results.length - 1 : (current + step + results.length) % results.length,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = results[active] ?? results[0];
      if (open && chosen) pick(chosen);
      else setOpen(true);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        close();
      } else if (query) {
        event.preventDefault();
        setQuery("");
      }
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  function clear() {
    setQuery("");
    setActive(-1);
    setOpen(true);
    inputRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17
    <form
      role="search"
      aria-label="Recherche"
      className="relative w-full max-w-xl"
      onBlur={onBlur}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={inputId} className="sr-only">
        Rechercher un cas clinique ou une fiche de révision
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeResult ? optionId(active) : undefined}
        value={query}
        placeholder="Patient ou SDD 161"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          if (suppressOpenOnFocus.current) suppressOpenOnFocus.current = false;
          else setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="block h-12 w-full rounded-xl border border-slate-300 bg-white pr-12 pl-11 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 sm:text-sm"
      />
      {query ? (
        <button
          type="button"
          aria-label="Effacer la recherche"
          onClick={clear}
          className="absolute top-1/2 right-2 grid h-9 w-9 -translate-y-1/2 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
      {open ? (
        <div className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-xl">
          <div
            id={listId}
            role="listbox"
            aria-label="Résultats de la recherche"
            // A press on the list (or its scrollbar) keeps the focus in the box.
            onMouseDown={(event) => event.preventDefault()}
            className="max-h-80 overflow-y-auto overscroll-contain p-1.5"
          >
            {results.map((result, index) => (
              <SearchOption
                key={result.key}
                id={optionId(index)}
                result={result}
                active={index === active}
                onPick={() => pick(result)}
                onHover={() => setActive(index)}
              />
            ))}
            {results.length === 0 ? (
              <div
                role="option"
                tabIndex={-1}
                aria-selected={false}
                aria-disabled="true"
                className="px-3 py-3 text-sm text-slate-600"
              >
                {loading ? "Chargement…" : "Aucun résultat"}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {open && !loading ? resultCount(results.length) : ""}
      </p>
    </form>
  );
}
