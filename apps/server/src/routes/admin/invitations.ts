import { invitationRequestSchema } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import { inviteStudent } from "../../services/invitations";

export function adminRoutes(ctx: AppContext, requireSuperAdmin: Guard) {
  return async (app: FastifyInstance) => {
    app.post("/admin/invitations", { onRequest: requireSuperAdmin }, async (request, reply) => {
      const body = parseBody(invitationRequestSchema, request.body);
      const invitation = await inviteStudent(ctx, body, userOf(request).id, request.ip);
      return reply.status(201).send(invitation);
    });
  };
}
