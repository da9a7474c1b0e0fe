import {
  betaSignupRequestSchema,
  bugReportRequestSchema,
  contactRequestSchema,
  earlyAccessRequestSchema,
  type TicketKind,
} from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { assertMaySendForm } from "../../lib/user-limits";
import { parseBody } from "../../lib/validate";
import type { Guard } from "../../plugins/authenticate";
import { insertTicket } from "../../repositories/tickets";

const PUBLIC_FORMS: Array<{ path: string; kind: TicketKind; schema: z.ZodType<Record<string, unknown>> }> = [
  { path: "/forms/contact-us", kind: "contact", schema: contactRequestSchema },
  { path: "/forms/beta/signup", kind: "beta", schema: betaSignupRequestSchema },
  { path: "/forms/early_access/signup", kind: "early", schema: earlyAccessRequestSchema },
];

/**
 * Stores a form as a ticket. A signed-in author is held to the per-account hourly limit (counted from
 * the tickets table, so it holds across instances); anonymous visitors only meet the per-IP limit.
 */
async function storeForm(
  db: Db,
  reply: FastifyReply,
  ticket: { kind: TicketKind; payload: Record<string, unknown>; userId: string | undefined },
) {
  const { userId } = ticket;
  if (!userId) return insertTicket(db, ticket);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await assertMaySendForm(tx, userId, reply);
    return insertTicket(tx, ticket);
  });
}

export function formsRoutes(ctx: AppContext, guards: { optionalUser: Guard; requireUser: Guard }) {
  const perIp = { rateLimit: { max: ctx.config.rateLimits.formsPerIpPerMinute, timeWindow: "1 minute" } };
  return async (app: FastifyInstance) => {
    for (const form of PUBLIC_FORMS) {
      app.post(form.path, { config: perIp, onRequest: guards.optionalUser }, async (request, reply) => {
        const payload = parseBody(form.schema, request.body, "Le formulaire n'est pas valide");
        const ticket = await storeForm(ctx.db, reply, { kind: form.kind, payload, userId: request.currentUser?.id });
        return reply.status(201).send({ id: ticket.id, created_at: ticket.createdAt.toISOString() });
      });
    }

    app.post("/forms/bug-report", { onRequest: guards.requireUser }, async (request, reply) => {
      const payload = parseBody(bugReportRequestSchema, request.body, "Le formulaire n'est pas valide");
      const ticket = await storeForm(ctx.db, reply, { kind: "bug", payload, userId: request.currentUser?.id });
      return reply.status(201).send({ id: ticket.id, created_at: ticket.createdAt.toISOString() });
    });
  };
}
