import { auditLog, type Db, emailChanges, invitations, passwordResets, refreshTokens, users } from "@ecos/db";
import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { AuditAction } from "./audit";

/** The single-use links of issue 12 (password resets, e-mail changes): only token hashes are stored. */

export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type EmailChangeRow = typeof emailChanges.$inferSelect;

const since = (ms: number) => new Date(Date.now() - ms);

/** Reset links created for a user in the last `ms` (used or not): the per-account request limit. */
export async function recentPasswordResetCount(db: Db, userId: string, ms: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since(ms))));
  return row?.n ?? 0;
}

/** Ends a user's unused reset links: only the newest link works, and none after a change of password. */
export async function expirePasswordResets(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: new Date() })
    .where(
      and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
    );
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** A live reset link by its token hash, with its user. */
export async function findLivePasswordReset(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a live link used; false when another request used it first (or it just expired). */
export async function usePasswordReset(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Ends a user's unused e-mail change links (a newer request replaces them). */
export async function expireEmailChanges(db: Db, userId: string): Promise<void> {
  await db
    .update(emailChanges)
    .set({ expiresAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())));
}

export async function insertEmailChange(
  db: Db,
  values: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChanges).values(values);
}

/** Uses a live e-mail change link in one statement (single use even with two requests at once). */
export async function useEmailChange(db: Db, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())),
    )
    .returning();
  return row;
}

/** Whether an invitation not yet activated holds this address (an account must not take it). */
export async function hasPendingInvitation(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, email), isNull(invitations.usedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Revokes every live refresh token of a user, except the family `keepFamilyId` (the current session). */
export async function revokeUserSessions(db: Db, userId: string, keepFamilyId?: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : sql`true`,
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Audit events of one kind by one user in the last `ms`: a per-account limit that counts every request. */
export async function recentAuditCount(db: Db, actorId: string, action: AuditAction, ms: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action), gt(auditLog.createdAt, since(ms))));
  return row?.n ?? 0;
}
