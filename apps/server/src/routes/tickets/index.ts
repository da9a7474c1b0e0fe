import {
  type BetaInvitationStatus,
  TICKET_KIND_IDS,
  type TicketEntry,
  type TicketKind,
  type TicketsResponse,
  type TicketsSeenResponse,
  ticketsSeenRequestSchema,
} from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { invalidInput, notFound } from "../../errors";
import { parseBody } from "../../lib/validate";
import type { Guard } from "../../plugins/authenticate";
import { isUuid } from "../../repositories/threads";
import { deleteTicket, invitationStatuses, listTickets, markTicketsSeen } from "../../repositories/tickets";

const text = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === "string" ? (payload[key] as string) : null;

/** GET /api/forms/tickets: every ticket by kind, newest first; beta applications say if they were invited. */
async function ticketsByKind(db: Db): Promise<TicketsResponse> {
  const response = Object.fromEntries(TICKET_KIND_IDS.map((kind) => [kind, [] as TicketEntry[]])) as TicketsResponse;
  const rows = await listTickets(db);
  const betaEmails = rows.flatMap((row) => (row.kind === "beta" ? (text(row.payload, "email") ?? []) : []));
  const statuses = await invitationStatuses(db, betaEmails);
  for (const row of rows) {
    const bucket = response[row.kind as TicketKind];
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
  return response;
}

/** The super admin's inbox: list, mark seen, delete. */
export function ticketRoutes(ctx: AppContext, requireSuperAdmin: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireSuperAdmin);

    app.get("/forms/tickets", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return ticketsByKind(ctx.db);
    });

    app.patch("/forms/tickets/seen", async (request): Promise<TicketsSeenResponse> => {
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
      if (!(await deleteTicket(ctx.db, id))) throw notFound("Ticket introuvable");
      return { id, deleted: true };
    });
  };
}
