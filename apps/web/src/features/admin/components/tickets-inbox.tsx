import { ChevronsDown, Inbox, SearchX } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { LoadErrorAlert } from "@/components/load-error-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { plural } from "@/lib/format";
import { ticketsQueryKey, useTickets } from "../api/tickets-api";
import { hasActiveFilters, NO_FILTERS, type TicketFilters } from "../lib/filters";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { findCard, TicketFocusProvider, ticketKey, useTicketFocusManager } from "./ticket-focus";
import { TicketsMasonry } from "./tickets-masonry";
import { TicketsToolbar } from "./tickets-toolbar";

const LOAD_ERROR = "Impossible de récupérer les tickets";
/** The search goes to the server once the typing pauses this long. */
const SEARCH_DELAY_MS = 300;

/**
 * The super admin's inbox: the tickets sent to the team, 50 at a time ("Charger plus"), filtered and
 * counted by the server, marked as read, deleted.
 */
export function TicketsInbox() {
  const [filters, setFilters] = useState<TicketFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  // Chips and the unseen toggle apply at once; the search once the typing pauses.
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);
  const tickets = useTickets(applied);

  // Every failed load says so (never sample tickets: docs/decisions.md), but only a failure of this visit:
  // an error still cached from an earlier visit is refetched on mount and must not toast before the answer.
  const toastedErrorAt = useRef(tickets.errorUpdatedAt);
  useEffect(() => {
    if (!tickets.isError || tickets.isFetching || tickets.errorUpdatedAt <= toastedErrorAt.current) return;
    toastedErrorAt.current = tickets.errorUpdatedAt;
    toast.error(LOAD_ERROR, { id: "tickets-load-error" });
  }, [tickets.isError, tickets.isFetching, tickets.errorUpdatedAt]);

  const view = tickets.data;
  const shown = useMemo(() => view?.tickets ?? [], [view]);

  // After an action, focus goes to a card still shown, else the toolbar's heading (never lost on <body>).
  const listRef = useRef<HTMLElement>(null);
  const toolbarHeadingRef = useRef<HTMLHeadingElement>(null);
  const focus = useTicketFocusManager({
    shown,
    queryKey: ticketsQueryKey(applied),
    dataUpdatedAt: tickets.dataUpdatedAt,
    listRef,
    headingRef: toolbarHeadingRef,
  });

  // "Charger plus": once the next page is shown, focus goes to its first ticket (the button may be gone).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || shown.length <= focusFrom) return;
    setFocusFrom(null);
    const first = shown[focusFrom];
    if (!first) return;
    // The masonry deals the cards by index, so appending a page never moves a card already shown: the
    // first card of the new page is in the DOM once `shown` has it.
    findCard(listRef.current, ticketKey(first))?.focus();
  }, [focusFrom, shown]);
  const loadMore = async () => {
    const before = shown.length;
    const result = await tickets.fetchNextPage();
    if (!result.isError) setFocusFrom(before);
  };

  if (view === undefined) {
    return tickets.isError ? (
      <LoadErrorAlert message={LOAD_ERROR} retrying={tickets.isFetching} onRetry={() => tickets.refetch()} />
    ) : (
      <div className="flex justify-center py-16">
        <Spinner label="Chargement des tickets" size="lg" className="text-brand-700" />
      </div>
    );
  }

  const { meta } = view;
  const updating = tickets.isPlaceholderData;
  return (
    <TicketFocusProvider value={focus}>
      <div className="space-y-6">
        <TicketsToolbar
          unseenCount={meta.unseen_count}
          unseenLatestAt={meta.unseen_latest_at}
          filters={filters}
          onChange={setFilters}
          matching={meta.matching}
          total={meta.total}
          counts={meta.counts}
          updating={updating}
          headingRef={toolbarHeadingRef}
        />
        {meta.total === 0 ? (
          <EmptyState icon={<Inbox className="h-8 w-8" aria-hidden="true" />} text="Aucun ticket pour le moment" />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
            text="Aucun ticket ne correspond à ces filtres."
            action={
              hasActiveFilters(filters) ? (
                <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                  Effacer les filtres
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <section ref={listRef} aria-label="Liste des tickets" aria-busy={updating || undefined}>
              <TicketsMasonry tickets={shown} />
            </section>
            {tickets.hasNextPage && !updating ? (
              <div className="flex flex-col items-center gap-2 pt-2">
                <p className="text-sm text-slate-600">
                  {`${plural(shown.length, "ticket affiché", "tickets affichés")} sur ${meta.matching}`}
                </p>
                <Button
                  variant="secondary"
                  onClick={loadMore}
                  loading={tickets.isFetchingNextPage}
                  loadingLabel="Chargement des tickets suivants"
                >
                  {tickets.isFetchingNextPage ? null : <ChevronsDown className="h-4 w-4" aria-hidden="true" />}
                  Charger plus
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </TicketFocusProvider>
  );
}

function EmptyState({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
      {icon}
      <p className="font-medium text-slate-800">{text}</p>
      {action}
    </div>
  );
}
