import type { AuditActionId } from "@ecos/contracts";
import { auditLog, type Db } from "@ecos/db";

/** What the audit log records (issue 12); the list lives in @ecos/contracts with the reader's labels. */
export type AuditAction = AuditActionId;

export interface AuditEntry {
  action: AuditAction;
  /** Who did it (null for an anonymous visitor, e.g. a failed login). */
  actorId?: string | null;
  /** The e-mail typed or owned by the actor (kept when the account is deleted). */
  actorEmail?: string | null;
  /** What it was done to: an e-mail, a ticket id, an invitation's address. */
  target?: string | null;
  /** The client address as Fastify resolves it (TRUST_PROXY decides). */
  ip?: string | null;
  /** Anything else worth keeping; never a password, a code or a token. */
  details?: Record<string, unknown>;
}

/** Appends one event to the audit log (in the caller's transaction when `db` is one). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
