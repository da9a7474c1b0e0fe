import {
  betaSignupRequestSchema,
  bugReportRequestSchema,
  contactRequestSchema,
  earlyAccessRequestSchema,
  type TicketKind,
} from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { parseBody } from "../../lib/validate";
import type { Guard } from "../../plugins/authenticate";
import { insertTicket } from "../../repositories/tickets";

const PUBLIC_FORMS: Array<{ path: string; kind: TicketKind; schema: z.ZodType<Record<string, unknown>> }> = [
  { path: "/forms/contact-us", kind: "contact", schema: contactRequestSchema },
  { path: "/forms/beta/signup", kind: "beta", schema: betaSignupRequestSchema },
  { path: "/forms/early_access/signup", kind: "early", schema: earlyAccessRequestSchema },
];

export function formsRoutes(ctx: AppContext, guards: { optionalUser: Guard; requireUser: Guard }) {
  const perIp = { rateLimit: { max: ctx.config.rateLimits.formsPerIpPerMinute, timeWindow: "1 minute" } };
  return async (app: FastifyInstance) => {
    for (const form of PUBLIC_FORMS) {
      app.post(form.path, { config: perIp, onRequest: guards.optionalUser }, async (request, reply) => {
        const payload = parseBody(form.schema, request.body, "Le formulaire n'est pas valide");
        const ticket = await insertTicket(ctx.db, { kind: form.kind, payload, userId: request.currentUser?.id });
        return reply.status(201).send({ id: ticket.id, created_at: ticket.createdAt.toISOString() });
      });
    }

    app.post("/forms/bug-report", { onRequest: guards.requireUser }, async (request, reply) => {
      const payload = parseBody(bugReportRequestSchema, request.body, "Le formulaire n'est pas valide");
      const ticket = await insertTicket(ctx.db, { kind: "bug", payload, userId: request.currentUser?.id });
      return reply.status(201).send({ id: ticket.id, created_at: ticket.createdAt.toISOString() });
    });
  };
}
