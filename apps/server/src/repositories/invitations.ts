import { type Db, invitations } from "@ecos/db";
import { and, eq, lt, sql } from "drizzle-orm";

export type InvitationRow = typeof invitations.$inferSelect;

export async function findInvitationByEmail(db: Db, email: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.email, email)).limit(1);
  return row;
}

/** One live invitation per e-mail: inviting again issues a new code and resets the attempts. */
export async function upsertInvitation(
  db: Db,
  invitation: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    codeHash: string;
    expiresAt: Date;
    invitedBy: string | null;
  },
): Promise<void> {
  await db
    .insert(invitations)
    .values(invitation)
    .onConflictDoUpdate({
      target: invitations.email,
      set: {
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        codeHash: invitation.codeHash,
        expiresAt: invitation.expiresAt,
        invitedBy: invitation.invitedBy,
        failedAttempts: 0,
        usedAt: null,
        createdAt: new Date(),
      },
    });
}

/**
 * Counts one code attempt, atomically and only while fewer than `max` were counted: the new count, or
 * null when the code is already dead. Counted before the code is checked, so that parallel guesses
 * cannot exceed `max`; a right code gives its attempt back.
 */
export async function takeCodeAttempt(db: Db, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(invitations)
    .set({ failedAttempts: sql`${invitations.failedAttempts} + 1` })
    .where(and(eq(invitations.id, id), lt(invitations.failedAttempts, max)))
    .returning({ failedAttempts: invitations.failedAttempts });
  return row ? row.failedAttempts : null;
}

export async function giveBackCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ failedAttempts: sql`greatest(${invitations.failedAttempts} - 1, 0)` })
    .where(eq(invitations.id, id));
}

export async function markInvitationUsed(db: Db, id: string): Promise<void> {
  await db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.id, id));
}
