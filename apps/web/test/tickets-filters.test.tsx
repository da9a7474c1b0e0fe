import type { AuditEntryView, TicketEntry, TicketKind, TicketsResponse } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { auditActionLabel, auditActor, auditTarget } from "@/features/admin/lib/audit";
import { hasActiveFilters, NO_FILTERS, splitIntoColumns, ticketsQuery } from "@/features/admin/lib/filters";
import {
  flattenPages,
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

  it("keeps pages in order, each newest first, and a ticket met on two pages once", () => {
    const page = (entries: Array<[TicketKind, string, string]>) => {
      const response: Partial<TicketsResponse> = {};
      for (const [kind, id, created_at] of entries) {
        response[kind] = [...(response[kind] ?? []), ticket(kind, { id, created_at }).entry];
      }
      return { ...response, next_cursor: "x", total: 9 } as Partial<TicketsResponse>;
    };
    const pages = [
      page([
        ["bug", "b", "2025-03-03T10:00:00.000Z"],
        ["contact", "a", "2025-03-04T10:00:00.000Z"],
      ]),
      page([
        ["early", "c", "2025-03-02T10:00:00.000Z"],
        ["bug", "b", "2025-03-03T10:00:00.000Z"], // the list moved while paging
      ]),
    ];
    expect(flattenPages(pages).map((t) => t.entry.id)).toEqual(["a", "b", "c"]);
  });

  it("sends only the filters in use, the search trimmed, and the cursor of the next page", () => {
    expect(ticketsQuery(NO_FILTERS)).toEqual({});
    expect(ticketsQuery({ kind: "bug", search: "  Marie ", unseenOnly: true }, "abc")).toEqual({
      kind: "bug",
      unseen: "true",
      search: "Marie",
      cursor: "abc",
    });
    expect(ticketsQuery({ ...NO_FILTERS, search: "   " }, null)).toEqual({});
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, unseenOnly: true })).toBe(true);
  });

  it("names audit actions in French and says who did what to what", () => {
    const entry = (fields: Partial<AuditEntryView>): AuditEntryView => ({
      id: "1",
      action: "login",
      created_at: "2025-03-01T10:00:00.000Z",
      actor_id: null,
      actor_email: null,
      actor_name: null,
      target: null,
      ip: null,
      details: null,
      ...fields,
    });
    expect(auditActionLabel("password_reset_requested")).toBe("Réinitialisation demandée");
    expect(auditActionLabel("something_new")).toBe("something_new");
    expect(auditActor(entry({ actor_id: "u", actor_name: "Ada Admin", actor_email: "ada@x.fr" }))).toEqual({
      name: "Ada Admin",
      email: "ada@x.fr",
    });
    expect(auditActor(entry({ actor_email: "typed@x.fr" }))).toEqual({ name: "typed@x.fr", email: null });
    expect(auditActor(entry({}))).toEqual({ name: "Visiteur anonyme", email: null });
    expect(auditActor(entry({ actor_id: "gone" }))).toEqual({ name: "Compte supprimé", email: null });
    expect(
      auditTarget(entry({ action: "ticket_deleted", target: "t-1", details: { kind: "thread_reviews" } })),
    ).toEqual({
      text: "Ticket « Questionnaire »",
      detail: "t-1",
    });
    expect(auditTarget(entry({ action: "invitation_created", target: "ines@x.fr" }))).toEqual({
      text: "ines@x.fr",
      detail: null,
    });
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
