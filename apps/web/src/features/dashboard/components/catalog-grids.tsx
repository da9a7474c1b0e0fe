import { CATEGORIES, EVALUATION_MODES } from "@ecos/contracts/constants";
import { ChevronDown, ChevronUp } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { categoryDisplay, modeDisplay } from "@/features/stations";
import { cn } from "@/lib/cn";

/** Spec section 9: the category grid shows 6 tiles first, the evaluation mode grid 4. */
export const CATEGORIES_SHOWN_FIRST = 6;
export const MODES_SHOWN_FIRST = 4;

interface ExpandableGridProps<T> {
  title: string;
  items: readonly T[];
  shownFirst: number;
  moreLabel: string;
  renderItem(item: T): ReactNode;
  itemKey(item: T): string;
}

/** A titled grid of tiles showing its first few, with a toggle for the others. */
function ExpandableGrid<T>({ title, items, shownFirst, moreLabel, renderItem, itemKey }: ExpandableGridProps<T>) {
  const titleId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, shownFirst);
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {items.length > shownFirst ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {expanded ? "Voir moins" : moreLabel}
            {expanded ? (
              <ChevronUp className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ChevronDown className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      <ul id={listId} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}

const tileClass =
  "flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-ink shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50";

/** Outside the beta: the categories, each leading to its page. */
export function CategoryGrid() {
  return (
    <ExpandableGrid
      title="Catégories"
      items={CATEGORIES}
      shownFirst={CATEGORIES_SHOWN_FIRST}
      moreLabel={`Voir les ${CATEGORIES.length} catégories`}
      itemKey={(category) => category.id}
      renderItem={(category) => {
        const display = categoryDisplay(category.id);
        const Icon = display.icon;
        return (
          <Link to={`/homepage/category/${category.id}`} className={tileClass}>
            <span
              className={cn(
                "grid h-10 w-10 shrink-0 place-items-center rounded-xl ring-1 ring-inset",
                display.badgeClass,
              )}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            {display.name}
          </Link>
        );
      }}
    />
  );
}

/** Outside the beta: the evaluation modes, each leading to its page (/mode/{slug}). */
export function ModeGrid() {
  return (
    <ExpandableGrid
      title="Modes d'évaluation"
      items={EVALUATION_MODES}
      shownFirst={MODES_SHOWN_FIRST}
      moreLabel={`Voir les ${EVALUATION_MODES.length} modes`}
      itemKey={(mode) => mode.id}
      renderItem={(mode) => {
        const display = modeDisplay(mode.id);
        const Icon = display.icon;
        return (
          <Link to={`/homepage/mode/${mode.slug}`} className={cn(tileClass, "items-start")}>
            <span className={cn("grid h-10 w-10 shrink-0 place-items-center rounded-xl", display.tileClass)}>
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block">{display.name}</span>
              <span className="mt-0.5 block text-sm font-normal text-slate-600">{display.description}</span>
            </span>
          </Link>
        );
      }}
    />
  );
}
