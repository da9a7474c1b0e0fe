import type { TicketKind } from "@ecos/contracts";
import { TICKET_KIND_IDS } from "@ecos/contracts/constants";
import { Search } from "lucide-react";
import { type RefObject, useId } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";
import type { TicketFilters } from "../lib/filters";
import { TICKET_KIND_LABELS } from "../lib/tickets";
import { KindIcon } from "./ticket-kind";
import { UnseenControls } from "./unseen-controls";

interface TicketsToolbarProps {
  /** Unseen tickets in the whole inbox, whatever the filters, and when the newest of them arrived. */
  unseenCount: number;
  unseenLatestAt: string | null;
  filters: TicketFilters;
  onChange(filters: TicketFilters): void;
  /** Tickets matching the filters (loaded or not), and in the whole inbox. */
  matching: number;
  total: number;
  /** What each kind's chip would show given the search and the unseen filter. */
  counts: Record<TicketKind, number>;
  /** The list is being reloaded for new filters. */
  updating?: boolean;
  /** The toolbar's heading, where focus goes when an action leaves no card or control to focus. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The inbox's controls: the new tickets (a toggle) and "Tout marquer comme lu", the number of tickets
 * matching the filters, the user search and one chip per type (click again to clear). The server
 * filters and counts.
 */
export function TicketsToolbar({
  unseenCount,
  unseenLatestAt,
  filters,
  onChange,
  matching,
  total,
  counts,
  updating = false,
  headingRef,
}: TicketsToolbarProps) {
  const searchId = useId();
  const hintId = useId();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm has-[h2:focus-visible]:outline-2 has-[h2:focus-visible]:outline-offset-2 has-[h2:focus-visible]:outline-brand-600"
    >
      {/* Read by screen readers; focused (the whole toolbar then outlined) after "Tout marquer comme lu". */}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="sr-only">
        Filtres et actions
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <UnseenControls
          unseenCount={unseenCount}
          unseenLatestAt={unseenLatestAt}
          unseenOnly={filters.unseenOnly}
          onToggleUnseen={() => onChange({ ...filters, unseenOnly: !filters.unseenOnly })}
        />
        <p
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-700"
          aria-live="polite"
          aria-atomic="true"
        >
          {updating ? <Spinner size="sm" label="Mise à jour de la liste" className="text-brand-700" /> : null}
          <span className={updating ? "opacity-60" : undefined}>
            {plural(matching, "ticket", "tickets")}
            {matching !== total ? ` sur ${total}` : ""}
          </span>
        </p>
      </div>
      <div>
        <label htmlFor={searchId} className="sr-only">
          Rechercher un utilisateur
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            placeholder="Rechercher un utilisateur…"
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 sm:text-sm"
          />
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          Prénom, nom ou e-mail (les majuscules comptent).
        </p>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Filtrer par type</legend>
        <div className="flex flex-wrap gap-2">
          {TICKET_KIND_IDS.map((kind) => {
            const pressed = filters.kind === kind;
            return (
              <button
                key={kind}
                type="button"
                aria-pressed={pressed}
                aria-label={`${TICKET_KIND_LABELS[kind]} (${counts[kind]})`}
                onClick={() => onChange({ ...filters, kind: pressed ? null : kind })}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset",
                  pressed
                    ? "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
                )}
              >
                <KindIcon kind={kind} />
                {TICKET_KIND_LABELS[kind]}
                <span
                  className={cn(
                    "min-w-6 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums",
                    pressed ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                  )}
                >
                  {counts[kind]}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
