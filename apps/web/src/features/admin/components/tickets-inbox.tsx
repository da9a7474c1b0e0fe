import { Inbox, RotateCw, SearchX } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTickets } from "../api/tickets-api";
import {
  applyFilters,
  countByKind,
  hasActiveFilters,
  NO_FILTERS,
  type TicketFilters,
  unseenTickets,
} from "../lib/filters";
import { InviteStudentCard } from "./invite-student-card";
import { TicketFocusProvider, useTicketFocusManager } from "./ticket-focus";
import { TicketsHeader } from "./tickets-header";
import { TicketsMasonry } from "./tickets-masonry";
import { TicketsToolbar } from "./tickets-toolbar";

const LOAD_ERROR = "Impossible de récuperer les tickets";

/** The super admin's inbox: every ticket sent to the team, filtered, marked as read, deleted. */
export function TicketsInbox() {
  const tickets = useTickets();
  const [filters, setFilters] = useState<TicketFilters>(NO_FILTERS);
  const [inviteOpen, setInviteOpen] = useState(false);
  const inviteId = useId();

  // Every failed load says so (never sample tickets: docs/decisions.md), but only a failure of this visit:
  // an error still cached from an earlier visit is refetched on mount and must not toast before the answer.
  const toastedErrorAt = useRef(tickets.errorUpdatedAt);
  useEffect(() => {
    if (!tickets.isError || tickets.isFetching || tickets.errorUpdatedAt <= toastedErrorAt.current) return;
    toastedErrorAt.current = tickets.errorUpdatedAt;
    toast.error(LOAD_ERROR, { id: "tickets-load-error" });
  }, [tickets.isError, tickets.isFetching, tickets.errorUpdatedAt]);

  const all = tickets.data;
  const unseen = useMemo(() => unseenTickets(all ?? []), [all]);
  const shown = useMemo(() => applyFilters(all ?? [], filters), [all, filters]);
  const counts = useMemo(() => countByKind(all ?? [], filters), [all, filters]);

  // After an action, focus goes to a card still shown, else the toolbar's heading (never lost on <body>).
  const listRef = useRef<HTMLElement>(null);
  const toolbarHeadingRef = useRef<HTMLHeadingElement>(null);
  const focus = useTicketFocusManager({
    shown,
    dataUpdatedAt: tickets.dataUpdatedAt,
    listRef,
    headingRef: toolbarHeadingRef,
  });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <TicketsHeader
        inviteOpen={inviteOpen}
        onToggleInvite={() => setInviteOpen((open) => !open)}
        inviteId={inviteId}
      />
      <div id={inviteId} hidden={!inviteOpen}>
        {inviteOpen ? <InviteStudentCard /> : null}
      </div>

      {all === undefined ? (
        tickets.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-medium">{LOAD_ERROR}. Vérifie ta connexion puis réessaie.</p>
            <Button variant="secondary" onClick={() => tickets.refetch()} loading={tickets.isFetching}>
              {tickets.isFetching ? null : <RotateCw className="h-4 w-4" aria-hidden="true" />}
              Réessayer
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Chargement des tickets" size="lg" className="text-brand-700" />
          </div>
        )
      ) : (
        <TicketFocusProvider value={focus}>
          <TicketsToolbar
            unseen={unseen}
            filters={filters}
            onChange={setFilters}
            shown={shown.length}
            total={all.length}
            counts={counts}
            headingRef={toolbarHeadingRef}
          />
          {all.length === 0 ? (
            <EmptyState icon={<Inbox className="h-8 w-8" aria-hidden="true" />} text="Aucun tickets pour le moment" />
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
            <section ref={listRef} aria-label="Liste des tickets">
              <TicketsMasonry tickets={shown} />
            </section>
          )}
        </TicketFocusProvider>
      )}
    </div>
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
