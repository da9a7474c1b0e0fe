import type { TicketKind } from "@ecos/contracts";
import { type Db, tickets, users } from "@ecos/db";
import { desc, eq } from "drizzle-orm";

export async function insertTicket(
  db: Db,
  ticket: { kind: TicketKind; payload: Record<string, unknown>; userId?: string | null },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(tickets)
    .values({ kind: ticket.kind, payload: ticket.payload, userId: ticket.userId ?? null })
    .returning({ id: tickets.id, createdAt: tickets.createdAt });
  if (!row) throw new Error("insert into tickets returned nothing");
  return row;
}

/** Every ticket, newest first, with the author's account names when there is one. */
export function listTickets(db: Db) {
  return db
    .select({
      id: tickets.id,
      kind: tickets.kind,
      payload: tickets.payload,
      seen: tickets.seen,
      createdAt: tickets.createdAt,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
}
