import {
  type BetaInvitationStatus,
  TICKET_KIND_IDS,
  TICKETS_PAGE_SIZE,
  type TicketEntry,
  type TicketKind,
  type TicketsPageResponse,
  type TicketsResponse,
  type TicketsSeenResponse,
  ticketsQuerySchema,
  ticketsSeenAllRequestSchema,
  ticketsSeenRequestSchema,
} from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { invalidInput, notFound } from "../../errors";
import { decodeCursor, paginate } from "../../lib/page-cursor";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import { recordAudit } from "../../repositories/audit";
import { isUuid } from "../../repositories/threads";
import {
  deleteTicket,
  invitationStatuses,
  listTicketsPage,
  markAllTicketsSeen,
  markTicketsSeen,
  type TicketFilter,
  ticketCounts,
} from "../../repositories/tickets";

const text = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === "string" ? (payload[key] as string) : null;

const perKind = <T>(value: () => T) => Object.fromEntries(TICKET_KIND_IDS.map((kind) => [kind, value()]));

/**
 * GET /api/forms/tickets: one page of the inbox, filtered by the database, as the spec's map from kind
 * to entries (newest first) plus the next page's cursor and the counts the toolbar shows. Beta
 * applications say whether they were invited.
 */
async function ticketsPage(db: Db, query: unknown): Promise<TicketsPageResponse> {
  const { cursor, ...filters } = parseBody(ticketsQuerySchema, query);
  const filter: TicketFilter = filters;
  const rows = await listTicketsPage(db, filter, decodeCursor(cursor), TICKETS_PAGE_SIZE);
  const { page, nextCursor } = paginate(rows, TICKETS_PAGE_SIZE);
  const byKind = perKind(() => [] as TicketEntry[]) as TicketsResponse;
  const betaEmails = page.flatMap((row) => (row.kind === "beta" ? (text(row.payload, "email") ?? []) : []));
  const statuses = await invitationStatuses(db, betaEmails);
  for (const row of page) {
    const bucket = byKind[row.kind as TicketKind];
    if (!bucket) continue;
    const email = text(row.payload, "email") ?? row.userEmail;
    const entry: TicketEntry = {
      ...row.payload,
      id: row.id,
      created_at: row.createdAt.toISOString(),
      first_name: text(row.payload, "first_name") ?? row.userFirstName,
      last_name: text(row.payload, "last_name") ?? row.userLastName,
      email,
      seen: row.seen,
    };
    if (row.kind === "beta") {
      entry.invitation_status = (email && statuses.get(email)) || ("none" satisfies BetaInvitationStatus);
    }
    bucket.push(entry);
  }

  const counts = perKind(() => 0) as Record<TicketKind, number>;
  let total = 0;
  let unseen = 0;
  let unseenLatestAt: string | null = null;
  for (const row of await ticketCounts(db, filter)) {
    if (row.kind in counts) counts[row.kind as TicketKind] = Number(row.matching);
    total += Number(row.total);
    unseen += Number(row.unseen);
    if (row.unseenLatestAt && (!unseenLatestAt || row.unseenLatestAt > unseenLatestAt)) {
      unseenLatestAt = row.unseenLatestAt;
    }
  }
  const matching = filter.kind ? counts[filter.kind] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    ...byKind,
    next_cursor: nextCursor,
    matching,
    counts,
    total,
    unseen_count: unseen,
    unseen_latest_at: unseenLatestAt,
  };
}

/** The super admin's inbox: list (paginated), mark seen, delete. */
export function ticketRoutes(ctx: AppContext, requireSuperAdmin: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireSuperAdmin);

    app.get("/forms/tickets", async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ticketsPage(ctx.db, request.query);
    });

    app.patch("/forms/tickets/seen", async (request): Promise<TicketsSeenResponse> => {
      // "Tout marquer comme lu": every unseen ticket up to the newest the admin was shown.
      if (typeof request.body === "object" && request.body !== null && "all" in request.body) {
        const body = parseBody(ticketsSeenAllRequestSchema, request.body);
        return { updated: await markAllTicketsSeen(ctx.db, body.up_to) };
      }
      const body = parseBody(ticketsSeenRequestSchema, request.body);
      const items = body.tickets.map((ticket) => ({
        id: ticket.ticket_id,
        kind: (ticket.ticket_type === "thread_review" ? "thread_reviews" : ticket.ticket_type) as TicketKind,
      }));
      // Tickets deleted meanwhile, or already seen, are simply not counted.
      return { updated: await markTicketsSeen(ctx.db, items) };
    });

    app.delete<{ Params: { id: string } }>("/tickets/:id", async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw invalidInput(["id"], "Identifiant de ticket invalide");
      const admin = userOf(request);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const deleted = await deleteTicket(tx, id);
        if (!deleted) throw notFound("Ticket introuvable");
        await recordAudit(tx, {
          action: "ticket_deleted",
          actorId: admin.id,
          actorEmail: admin.email,
          target: id,
          ip: request.ip,
          details: { kind: deleted.kind },
        });
      });
      return { id, deleted: true };
    });
  };
}
