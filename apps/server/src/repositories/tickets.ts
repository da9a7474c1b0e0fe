import type { BetaInvitationStatus, TicketKind } from "@ecos/contracts";
import { type Db, invitations, tickets, users } from "@ecos/db";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { afterCursor, exactTime, type PageCursor } from "../lib/page-cursor";

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

/**
 * Tickets sent by the user in the last hour among these kinds, and the seconds until the oldest of them
 * leaves that hour. Served by the index on created_at (only the last hour's tickets are read).
 */
export async function recentTicketCount(db: Db, userId: string, kinds: readonly TicketKind[]) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfter: sql<
        number | null
      >`ceil(extract(epoch from (min(${tickets.createdAt}) + interval '1 hour' - now())))::int`,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, userId),
        inArray(tickets.kind, [...kinds]),
        sql`${tickets.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return { count: Number(row?.count ?? 0), retryAfter: row?.retryAfter ?? null };
}

const ticketColumns = {
  id: tickets.id,
  kind: tickets.kind,
  payload: tickets.payload,
  seen: tickets.seen,
  createdAt: tickets.createdAt,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
};

/** Every ticket, newest first, with the author's account names when there is one (the browser journeys check the stored rows). */
export function listTickets(db: Db) {
  return db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
}

/** The inbox's filters (spec section 4), applied by the database. */
export interface TicketFilter {
  kind?: TicketKind;
  unseen?: boolean;
  /** Case-sensitive substring of the first name, last name or e-mail shown on the card. */
  search?: string;
}

/** The names and e-mail the card shows: the form's own, else the author's account. */
const shown = (key: "first_name" | "last_name" | "email", column: SQL | AnyPgColumn) =>
  sql<string | null>`coalesce(${tickets.payload}->>${key}, ${column})`;

function searchCondition(search: string): SQL {
  return sql`(strpos(${shown("first_name", users.firstName)}, ${search}) > 0 or strpos(${shown("last_name", users.lastName)}, ${search}) > 0 or strpos(${shown("email", users.email)}, ${search}) > 0)`;
}

/** Search and unseen filters (what the kind chips count); the kind filter is added by the page query. */
function otherFilters(filter: TicketFilter): SQL | undefined {
  return and(
    filter.unseen ? eq(tickets.seen, false) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

/**
 * One page of the inbox, newest first (ties by id, so the order is total and stable): `limit + 1` rows
 * are read, the extra one only says that another page exists. A ticket created meanwhile is newer than
 * any cursor, so later pages never repeat or skip one.
 */
export function listTicketsPage(db: Db, filter: TicketFilter, cursor: PageCursor | null, limit: number) {
  return db
    .select({ ...ticketColumns, at: exactTime(tickets.createdAt) })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .where(
      and(
        filter.kind ? eq(tickets.kind, filter.kind) : undefined,
        otherFilters(filter),
        cursor ? afterCursor(tickets.createdAt, tickets.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(limit + 1);
}

/** Per kind, in one pass: every ticket, those matching the search and unseen filters, the unseen ones. */
export async function ticketCounts(db: Db, filter: TicketFilter) {
  const matching = otherFilters(filter) ?? sql`true`;
  return db
    .select({
      kind: tickets.kind,
      total: sql<number>`count(*)::int`,
      matching: sql<number>`(count(*) filter (where ${matching}))::int`,
      unseen: sql<number>`(count(*) filter (where not ${tickets.seen}))::int`,
      unseenLatestAt: exactTime(sql`max(${tickets.createdAt}) filter (where not ${tickets.seen})`),
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .groupBy(tickets.kind);
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

/** Marks seen every unseen ticket created up to that instant ("Tout marquer comme lu"); returns how many. */
export async function markAllTicketsSeen(db: Db, upTo: string): Promise<number> {
  const rows = await db
    .update(tickets)
    .set({ seen: true })
    .where(and(eq(tickets.seen, false), sql`${tickets.createdAt} <= ${upTo}::timestamptz`))
    .returning({ id: tickets.id });
  return rows.length;
}

/** Deletes one ticket; returns its kind, or null when there was none. */
export async function deleteTicket(db: Db, id: string): Promise<{ kind: string } | null> {
  const [row] = await db.delete(tickets).where(eq(tickets.id, id)).returning({ kind: tickets.kind });
  return row ?? null;
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
