import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Ticket } from "../lib/tickets";

/**
 * Where focus goes once an action succeeded, when the control that had it vanishes or is disabled
 * ("Marquer comme lu" goes, "Tout marquer comme lu" is disabled, a deleted card goes with its dialog).
 */
export interface TicketFocus {
  /**
   * Call when an action on this ticket starts; call what it returns once the action succeeded: focus then
   * goes to this ticket's card if the reloaded list still shows it, else to the next card shown before
   * (date order), else the previous one, else the toolbar's heading.
   */
  planAfter(ticket: Ticket): () => void;
  /** Once an action on the whole list succeeded: focus goes to the toolbar's heading. */
  toToolbar(): void;
}

const TicketFocusContext = createContext<TicketFocus>({
  planAfter: () => () => undefined,
  toToolbar: () => undefined,
});

export const TicketFocusProvider = TicketFocusContext.Provider;
export const useTicketFocus = () => useContext(TicketFocusContext);

export const ticketKey = (ticket: Ticket) => `${ticket.kind}:${ticket.entry.id}`;

/** Cards in preference order: this one, the ones after it, then the ones before it (nearest first). */
function candidates(shown: readonly Ticket[], ticket: Ticket): string[] {
  const keys = shown.map(ticketKey);
  const index = keys.indexOf(ticketKey(ticket));
  if (index < 0) return [ticketKey(ticket)];
  return [...keys.slice(index), ...keys.slice(0, index).reverse()];
}

export function findCard(container: HTMLElement | null, key: string): HTMLElement | null {
  for (const card of container?.querySelectorAll<HTMLElement>("article[data-ticket-id]") ?? []) {
    if (`${card.dataset.ticketKind}:${card.dataset.ticketId}` === key) return card;
  }
  return null;
}

interface FocusRequest {
  candidates: readonly string[];
  /** The list's version once the action's reload finished: focus moves when the page shows it. */
  version: number;
}

/**
 * The inbox's focus after actions. Every action reloads the list before it reports success, and the
 * reloaded list can move cards between columns (remounting them), so focus moves only once the page
 * renders that reloaded list.
 */
export function useTicketFocusManager({
  shown,
  queryKey,
  dataUpdatedAt,
  listRef,
  headingRef,
}: {
  shown: readonly Ticket[];
  /** The list's cache entry (it changes with the filters). */
  queryKey: QueryKey;
  dataUpdatedAt: number;
  listRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLElement | null>;
}): TicketFocus {
  const client = useQueryClient();
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const shownRef = useRef(shown);
  const keyRef = useRef(queryKey);
  useLayoutEffect(() => {
    shownRef.current = shown;
    keyRef.current = queryKey;
  }, [shown, queryKey]);

  useEffect(() => {
    if (!request || dataUpdatedAt < request.version) return;
    setRequest(null);
    const present = new Set(shown.map(ticketKey));
    const key = request.candidates.find((candidate) => present.has(candidate));
    const target = (key ? findCard(listRef.current, key) : null) ?? headingRef.current;
    target?.focus();
  }, [request, dataUpdatedAt, shown, listRef, headingRef]);

  return useMemo(() => {
    const version = () => client.getQueryState(keyRef.current)?.dataUpdatedAt ?? 0;
    return {
      planAfter(ticket) {
        const planned = candidates(shownRef.current, ticket);
        return () => setRequest({ candidates: planned, version: version() });
      },
      toToolbar() {
        setRequest({ candidates: [], version: version() });
      },
    };
  }, [client]);
}
