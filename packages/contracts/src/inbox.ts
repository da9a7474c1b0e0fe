import { z } from "zod";
import { TICKET_KIND_IDS, type TicketKind } from "./form-options";
import type { TicketsResponse } from "./forms";
import { AUDIT_ACTIONS, type AuditActionId } from "./inbox-rules";

/** An opaque page cursor: what the previous page's `next_cursor` said. */
const cursorField = z.string().min(1).max(200);
/** A query string's optional text: trimmed, and an empty one means no filter. */
const optionalText = z
  .string()
  .max(200)
  .transform((value) => value.trim() || undefined)
  .optional();

/**
 * GET /api/forms/tickets?cursor&kind&unseen&search. The filters are the inbox's: one ticket kind, unseen
 * only, and a case-sensitive substring of the author's first name, last name or e-mail (spec section 4).
 */
export const ticketsQuerySchema = z
  .object({
    cursor: cursorField.optional(),
    kind: z.enum(TICKET_KIND_IDS as [TicketKind, ...TicketKind[]]).optional(),
    unseen: z
      .enum(["true", "false"])
      .transform((value) => value === "true")
      .optional(),
    search: optionalText,
  })
  .strict();
export type TicketsQuery = z.input<typeof ticketsQuerySchema>;

/** What GET /api/forms/tickets adds to the spec's map from kind to entries (one page of it). */
export interface TicketsPageMeta {
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** Tickets matching every filter, on every page. */
  matching: number;
  /** Per kind: the tickets matching the search and unseen filters (what each kind's chip would show). */
  counts: Record<TicketKind, number>;
  /** Every ticket of the inbox, whatever the filters. */
  total: number;
  /** Unseen tickets, whatever the filters. */
  unseen_count: number;
  /** When the newest unseen ticket was created (microseconds kept): "Tout marquer comme lu" up to it. */
  unseen_latest_at: string | null;
}

/**
 * One page (50 tickets, newest first, ties by id) as the spec's map from kind to entries, every kind
 * present, plus the page's metadata. A client reading only the kinds gets the newest tickets.
 */
export type TicketsPageResponse = TicketsResponse & TicketsPageMeta;

/**
 * PATCH /api/forms/tickets/seen also accepts "every unseen ticket created up to this instant" (the
 * inbox's `unseen_latest_at`), so "Tout marquer comme lu" covers the tickets not loaded yet, and never
 * one that arrived after the count the admin saw.
 */
export const ticketsSeenAllRequestSchema = z
  .object({
    all: z.literal(true),
    up_to: z.iso.datetime({ offset: true }),
  })
  .strict();
export type TicketsSeenAllRequest = z.infer<typeof ticketsSeenAllRequestSchema>;

/** GET /api/admin/audit?cursor&action. */
export const auditQuerySchema = z
  .object({
    cursor: cursorField.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One event of the audit log. */
export interface AuditEntryView {
  id: string;
  action: AuditActionId;
  created_at: string;
  /** Who did it: the account's id (null once deleted, or for an anonymous visitor), its e-mail, its name. */
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  /** What it was done to: an e-mail, a ticket id… */
  target: string | null;
  /** The client address. */
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface AuditPageResponse {
  entries: AuditEntryView[];
  next_cursor: string | null;
}
