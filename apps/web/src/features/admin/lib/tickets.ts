import type { BetaInvitationStatus, TicketEntry, TicketKind, TicketsResponse } from "@ecos/contracts";
import { TICKET_KIND_IDS } from "@ecos/contracts/constants";

/** One ticket of the inbox: its backend kind and the entry the server sent. */
export interface Ticket {
  kind: TicketKind;
  entry: TicketEntry;
}

/** French labels of the ticket kinds, in the order of the filter chips. */
export const TICKET_KIND_LABELS: Record<TicketKind, string> = {
  contact: "Contact",
  bug: "Bug",
  thread_reviews: "Questionnaire",
  message_report: "Message signalé",
  beta: "Inscription bêta",
  early: "Early access",
};

/** PATCH /forms/tickets/seen names feedback questionnaires "thread_review" (singular, spec section 3). */
export type SeenTicketType = Exclude<TicketKind, "thread_reviews"> | "thread_review";
export const seenTicketType = (kind: TicketKind): SeenTicketType =>
  kind === "thread_reviews" ? "thread_review" : kind;

const time = (entry: TicketEntry) => {
  const value = Date.parse(entry.created_at);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * One page of the spec's map from kind to entries, newest first (ties by id, as the server orders
 * them); unknown kinds, the page's metadata and malformed lists are ignored.
 */
export function flattenTickets(response: Partial<TicketsResponse> | null | undefined): Ticket[] {
  const tickets: Ticket[] = [];
  for (const kind of TICKET_KIND_IDS) {
    const entries = response?.[kind];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) tickets.push({ kind, entry });
  }
  return tickets.sort((a, b) => time(b.entry) - time(a.entry) || compareIds(b.entry.id, a.entry.id));
}

/** Ids compared as the database orders uuids (byte by byte: lowercase hexadecimal text order). */
const compareIds = (a: string, b: string) => (a === b ? 0 : a.toLowerCase() > b.toLowerCase() ? 1 : -1);

/** Pages in order, each flattened; a ticket met twice (the list moved while paging) is kept once. */
export function flattenPages(pages: ReadonlyArray<Partial<TicketsResponse>>): Ticket[] {
  const seen = new Set<string>();
  const tickets: Ticket[] = [];
  for (const page of pages) {
    for (const ticket of flattenTickets(page)) {
      const key = `${ticket.kind}:${ticket.entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      tickets.push(ticket);
    }
  }
  return tickets;
}

/** A string field of the entry's payload, or null. */
export function textField(entry: TicketEntry, key: string): string | null {
  const value = entry[key];
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
}

export function boolField(entry: TicketEntry, key: string): boolean | null {
  const value = entry[key];
  return typeof value === "boolean" ? value : null;
}

export function listField(entry: TicketEntry, key: string): string[] {
  const value = entry[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** "Prénom Nom", or null when the ticket has neither. */
export function fullName(entry: TicketEntry): string | null {
  const name = [entry.first_name, entry.last_name].filter((part) => part?.trim()).join(" ");
  return name || null;
}

/** A beta application's invitation status; an older server that does not say reads as "none". */
export function invitationStatus(entry: TicketEntry): BetaInvitationStatus {
  const value = entry.invitation_status;
  return value === "invited" || value === "member" ? value : "none";
}

/** Tickets are dated in the team's time zone, as the server's activity (docs/decisions.md), whatever the machine's. */
const TIME_ZONE = "Europe/Paris";
const longDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const clock = new Intl.DateTimeFormat("fr-FR", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** The spec's long form: day, French month name, year, then the time as 'HHhMM' ("4 mars 2025 à 09h05"). */
export function formatTicketDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = clock.formatToParts(date);
  const part = (type: "hour" | "minute") => parts.find((item) => item.type === type)?.value.padStart(2, "0") ?? "00";
  return `${longDate.format(date)} à ${part("hour")}h${part("minute")}`;
}
