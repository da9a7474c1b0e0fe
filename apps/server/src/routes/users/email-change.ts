import { emailChangeConfirmSchema, emailChangeRequestSchema } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { runAfterResponse, settleAfterResponse } from "../../lib/after-response";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import { acceptEmailChangeRequest, confirmEmailChange, sendEmailChangeLink } from "../../services/email-change";

/**
 * E-mail change (issue 12): PUT /users/me no longer changes the address. The request needs the current
 * password and answers the same 202 whether or not the address is free; the link sent to the new
 * address confirms it (public route: the link may be opened on another device).
 */
export function emailChangeRoutes(ctx: AppContext, requireUser: Guard) {
  const perIp = { rateLimit: { max: ctx.config.rateLimits.authPerIpPerMinute, timeWindow: "1 minute" } };

  return async (app: FastifyInstance) => {
    app.addHook("onClose", async () => settleAfterResponse(ctx));

    app.post("/users/me/email", { onRequest: requireUser, config: perIp }, async (request, reply) => {
      const user = userOf(request);
      const body = parseBody(emailChangeRequestSchema, request.body);
      await acceptEmailChangeRequest(ctx, user, body, request.ip);
      runAfterResponse(ctx, request.log, "e-mail change request", () => sendEmailChangeLink(ctx, user, body.new_email));
      return reply.status(202).send();
    });

    app.post("/auth/email-change/confirm", { config: perIp }, async (request) => {
      const { token } = parseBody(emailChangeConfirmSchema, request.body);
      return confirmEmailChange(ctx, token, request.ip);
    });
  };
}
