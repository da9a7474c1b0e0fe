import { AUDIT_PAGE_SIZE, type AuditActionId, type AuditPageResponse, auditQuerySchema } from "@ecos/contracts";
import { auditLog, type Db, users } from "@ecos/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { afterCursor, decodeCursor, exactTime, type PageCursor, paginate } from "../../lib/page-cursor";
import { parseBody } from "../../lib/validate";
import type { Guard } from "../../plugins/authenticate";

/** One page of the audit log, newest first (ties by id), with the actor's current name when the account remains. */
function auditPage(db: Db, action: AuditActionId | undefined, cursor: PageCursor | null) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: exactTime(auditLog.createdAt),
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      actorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      accountEmail: users.email,
      target: auditLog.target,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        action ? eq(auditLog.action, action) : undefined,
        cursor ? afterCursor(auditLog.createdAt, auditLog.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
}

/** GET /api/admin/audit: the security events, for super admins only. */
export function auditRoutes(ctx: AppContext, requireSuperAdmin: Guard) {
  return async (app: FastifyInstance) => {
    app.get("/admin/audit", { onRequest: requireSuperAdmin }, async (request, reply): Promise<AuditPageResponse> => {
      reply.header("cache-control", "private, no-store");
      const query = parseBody(auditQuerySchema, request.query);
      const rows = await auditPage(ctx.db, query.action, decodeCursor(query.cursor));
      const { page, nextCursor } = paginate(rows, AUDIT_PAGE_SIZE);
      return {
        entries: page.map((row) => ({
          id: row.id,
          action: row.action as AuditActionId,
          created_at: row.createdAt.toISOString(),
          actor_id: row.actorId,
          actor_email: row.actorEmail ?? row.accountEmail,
          actor_name: row.actorName,
          target: row.target,
          ip: row.ip,
          details: row.details,
        })),
        next_cursor: nextCursor,
      };
    });
  };
}
