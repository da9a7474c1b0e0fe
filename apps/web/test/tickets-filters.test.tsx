import type { TicketEntry, TicketKind, TicketsResponse } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import {
  applyFilters,
  countByKind,
  hasActiveFilters,
  matchesSearch,
  NO_FILTERS,
  splitIntoColumns,
  unseenTickets,
} from "@/features/admin/lib/filters";
import {
  flattenTickets,
  formatTicketDate,
  fullName,
  invitationStatus,
  seenTicketType,
  type Ticket,
} from "@/features/admin/lib/tickets";

const ticket = (kind: TicketKind, fields: Partial<TicketEntry> = {}): Ticket => ({
  kind,
  entry: {
    id: `${kind}-1`,
    created_at: "2025-03-01T10:00:00.000Z",
    first_name: "Jean",
    last_name: "Dupont",
    email: "jean@exemple.fr",
    seen: false,
    ...fields,
  },
});

describe("tickets: pure helpers of the inbox", () => {
  it("flattens the map newest first (ties by id) and ignores unknown kinds and malformed lists", () => {
    const response = {
      contact: [ticket("contact", { id: "a", created_at: "2025-03-01T10:00:00.000Z" }).entry],
      bug: [
        ticket("bug", { id: "b", created_at: "2025-03-03T10:00:00.000Z" }).entry,
        ticket("bug", { id: "c", created_at: "2025-03-01T10:00:00.000Z" }).entry,
      ],
      early: null,
      surprise: [ticket("contact", { id: "z" }).entry],
    } as unknown as TicketsResponse;
    expect(flattenTickets(response).map((t) => [t.kind, t.entry.id])).toEqual([
      ["bug", "b"],
      ["bug", "c"],
      ["contact", "a"],
    ]);
    expect(flattenTickets(undefined)).toEqual([]);
  });

  it("questionnaires are marked seen as thread_review, every other kind by its backend id", () => {
    expect(seenTicketType("thread_reviews")).toBe("thread_review");
    for (const kind of ["contact", "bug", "message_report", "beta", "early"] as const) {
      expect(seenTicketType(kind)).toBe(kind);
    }
  });

  it("searches first name, last name and e-mail, case-sensitively", () => {
    const t = ticket("contact");
    expect(matchesSearch(t, "")).toBe(true);
    expect(matchesSearch(t, "Jea")).toBe(true);
    expect(matchesSearch(t, "pont")).toBe(true);
    expect(matchesSearch(t, "@exemple")).toBe(true);
    expect(matchesSearch(t, "jean@")).toBe(true);
    expect(matchesSearch(t, "dupont")).toBe(false);
    expect(matchesSearch(t, "JEAN")).toBe(false);
    expect(matchesSearch(t, "Jean Dupont")).toBe(false); // one field at a time
    expect(matchesSearch(ticket("early", { first_name: null, last_name: null, email: null }), "x")).toBe(false);
  });

  it("combines type, search and unseen-only; chip counts ignore the chosen type", () => {
    const tickets = [
      ticket("contact", { id: "1" }),
      ticket("contact", { id: "2", seen: true }),
      ticket("bug", { id: "3", first_name: "Marie" }),
      ticket("beta", { id: "4", seen: true, first_name: "Marie" }),
    ];
    const ids = (list: Ticket[]) => list.map((t) => t.entry.id);
    expect(ids(applyFilters(tickets, NO_FILTERS))).toEqual(["1", "2", "3", "4"]);
    expect(ids(applyFilters(tickets, { ...NO_FILTERS, kind: "contact" }))).toEqual(["1", "2"]);
    expect(ids(applyFilters(tickets, { ...NO_FILTERS, unseenOnly: true }))).toEqual(["1", "3"]);
    expect(ids(applyFilters(tickets, { ...NO_FILTERS, search: "Marie" }))).toEqual(["3", "4"]);
    expect(ids(applyFilters(tickets, { kind: "bug", search: "Marie", unseenOnly: true }))).toEqual(["3"]);
    expect(ids(applyFilters(tickets, { kind: "beta", search: "Marie", unseenOnly: true }))).toEqual([]);
    expect(countByKind(tickets, { kind: "bug", search: "", unseenOnly: true })).toEqual({
      contact: 1,
      bug: 1,
      thread_reviews: 0,
      message_report: 0,
      beta: 0,
      early: 0,
    });
    expect(ids(unseenTickets(tickets))).toEqual(["1", "3"]);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, unseenOnly: true })).toBe(true);
  });

  it("deals items alternately across the columns", () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(splitIntoColumns([1, 2, 3], 1)).toEqual([[1, 2, 3]]);
    expect(splitIntoColumns([], 2)).toEqual([[], []]);
  });

  it("writes dates in the long French form with 'HHhMM', in Paris time whatever the machine's", () => {
    expect(formatTicketDate("2025-01-04T08:05:00.000Z")).toBe("4 janvier 2025 à 09h05"); // winter: UTC+1
    expect(formatTicketDate("2024-08-31T21:59:00.000Z")).toBe("31 août 2024 à 23h59"); // summer: UTC+2
    expect(formatTicketDate("2024-12-31T23:30:00.000Z")).toBe("1 janvier 2025 à 00h30"); // already next year
    expect(formatTicketDate("2025-03-30T00:00:00Z")).toBe("30 mars 2025 à 01h00"); // the night of the change
    expect(formatTicketDate("2025-03-30T01:00:00Z")).toBe("30 mars 2025 à 03h00");
    expect(formatTicketDate("pas une date")).toBe("pas une date");
  });

  it("names and invitation statuses", () => {
    expect(fullName(ticket("contact").entry)).toBe("Jean Dupont");
    expect(fullName(ticket("early", { first_name: null, last_name: " " }).entry)).toBeNull();
    expect(invitationStatus(ticket("beta", { invitation_status: "member" }).entry)).toBe("member");
    expect(invitationStatus(ticket("beta", { invitation_status: "invited" }).entry)).toBe("invited");
    expect(invitationStatus(ticket("beta").entry)).toBe("none");
  });
});
