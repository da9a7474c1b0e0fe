import type { TicketKind, TicketsQuery } from "@ecos/contracts";

/** The inbox's three filters; they combine (spec section 4) and the server applies them. */
export interface TicketFilters {
  kind: TicketKind | null;
  search: string;
  unseenOnly: boolean;
}

export const NO_FILTERS: TicketFilters = { kind: null, search: "", unseenOnly: false };

export const hasActiveFilters = (filters: TicketFilters) =>
  filters.kind !== null || filters.search.trim() !== "" || filters.unseenOnly;

/**
 * The query string of GET /forms/tickets for these filters: only the filters in use, the search trimmed
 * (the server compares it case-sensitively over first name, last name and e-mail).
 */
export function ticketsQuery(filters: TicketFilters, cursor?: string | null): Record<string, string> {
  const query: TicketsQuery = {};
  if (filters.kind) query.kind = filters.kind;
  if (filters.unseenOnly) query.unseen = "true";
  const search = filters.search.trim();
  if (search) query.search = search;
  if (cursor) query.cursor = cursor;
  return query as Record<string, string>;
}

/** Distributes items alternately across `count` columns: the 1st, 3rd… left, the 2nd, 4th… right. */
export function splitIntoColumns<T>(items: readonly T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  items.forEach((item, index) => {
    columns[index % columns.length]?.push(item);
  });
  return columns;
}
