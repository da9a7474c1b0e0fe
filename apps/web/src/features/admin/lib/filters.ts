import type { TicketKind } from "@ecos/contracts";
import { TICKET_KIND_IDS } from "@ecos/contracts/constants";
import type { Ticket } from "./tickets";

/** The inbox's three filters; they combine (spec section 4). */
export interface TicketFilters {
  kind: TicketKind | null;
  search: string;
  unseenOnly: boolean;
}

export const NO_FILTERS: TicketFilters = { kind: null, search: "", unseenOnly: false };

export const hasActiveFilters = (filters: TicketFilters) =>
  filters.kind !== null || filters.search.trim() !== "" || filters.unseenOnly;

/** Case-sensitive substring over first name, last name and e-mail (spec section 4); empty matches all. */
export function matchesSearch(ticket: Ticket, search: string): boolean {
  const needle = search.trim();
  if (needle === "") return true;
  const { first_name, last_name, email } = ticket.entry;
  return [first_name, last_name, email].some((value) => typeof value === "string" && value.includes(needle));
}

const matchesOthers = (ticket: Ticket, filters: TicketFilters) =>
  (!filters.unseenOnly || !ticket.entry.seen) && matchesSearch(ticket, filters.search);

export function applyFilters(tickets: readonly Ticket[], filters: TicketFilters): Ticket[] {
  return tickets.filter(
    (ticket) => (filters.kind === null || ticket.kind === filters.kind) && matchesOthers(ticket, filters),
  );
}

/** How many tickets each type chip would show, given the search and the unseen filter. */
export function countByKind(tickets: readonly Ticket[], filters: TicketFilters): Record<TicketKind, number> {
  const counts = Object.fromEntries(TICKET_KIND_IDS.map((kind) => [kind, 0])) as Record<TicketKind, number>;
  for (const ticket of tickets) if (matchesOthers(ticket, filters)) counts[ticket.kind] += 1;
  return counts;
}

export const unseenTickets = (tickets: readonly Ticket[]) => tickets.filter((ticket) => !ticket.entry.seen);

/** Distributes items alternately across `count` columns: the 1st, 3rd… left, the 2nd, 4th… right. */
export function splitIntoColumns<T>(items: readonly T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  items.forEach((item, index) => {
    columns[index % columns.length]?.push(item);
  });
  return columns;
}
