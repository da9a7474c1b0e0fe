import type { BetaInvitationStatus, TicketKind } from "@ecos/contracts";
import { type Db, invitations, tickets, users } from "@ecos/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

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

/** Marks the given tickets seen when each id has the given kind; returns how many were unseen. */
export async function markTicketsSeen(db: Db, items: ReadonlyArray<{ id: string; kind: TicketKind }>): Promise<number> {
  if (items.length === 0) return 0;
  const pairs = sql.join(
    items.map((item) => sql`(${item.id}::uuid, ${item.kind}::text)`),
    sql`, `,
  );
  const rows = await db
    .update(tickets)
    .set({ seen: true })
    .where(and(eq(tickets.seen, false), sql`(${tickets.id}, ${tickets.kind}) in (${pairs})`))
    .returning({ id: tickets.id });
  return rows.length;
}

export async function deleteTicket(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(tickets).where(eq(tickets.id, id)).returning({ id: tickets.id });
  return rows.length > 0;
}

/** For beta applicants' e-mails: "member" when an account exists, "invited" when a code was sent. */
export async function invitationStatuses(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, BetaInvitationStatus>> {
  const statuses = new Map<string, BetaInvitationStatus>();
  if (emails.length === 0) return statuses;
  const unique = [...new Set(emails)];
  const invited = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(inArray(invitations.email, unique));
  for (const row of invited) statuses.set(row.email, "invited");
  const members = await db.select({ email: users.email }).from(users).where(inArray(users.email, unique));
  for (const row of members) statuses.set(row.email, "member");
  return statuses;
}
