import { passwordChangeSchema, passwordResetRequestSchema, passwordResetSchema } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { runAfterResponse, settleAfterResponse } from "../../lib/after-response";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import { changePassword } from "../../services/password-change";
import { requestPasswordReset, resetPassword } from "../../services/password-reset";
import { REFRESH_COOKIE } from "../../services/sessions";

/**
 * Passwords (issue 12): "mot de passe oublié" (request, then the link's page) and the change from the
 * settings. Under /auth so that the refresh cookie (path /api/auth) comes with the change: it tells
 * which session to keep.
 */
export function passwordRoutes(ctx: AppContext, requireUser: Guard) {
  const perIp = { rateLimit: { max: ctx.config.rateLimits.authPerIpPerMinute, timeWindow: "1 minute" } };
  // Each request may send an e-mail: the stricter limit of the public forms.
  const requestsPerIp = { rateLimit: { max: ctx.config.rateLimits.formsPerIpPerMinute, timeWindow: "1 minute" } };

  return async (app: FastifyInstance) => {
    app.addHook("onClose", async () => settleAfterResponse(ctx));

    app.post("/auth/password-reset/request", { config: requestsPerIp }, async (request, reply) => {
      const { email } = parseBody(passwordResetRequestSchema, request.body);
      const ip = request.ip;
      runAfterResponse(ctx, request.log, "password reset request", () => requestPasswordReset(ctx, email, ip));
      return reply.status(202).send();
    });

    app.post("/auth/password-reset", { config: perIp }, async (request, reply) => {
      const body = parseBody(passwordResetSchema, request.body);
      await resetPassword(ctx, body, request.ip);
      return reply.status(204).send();
    });

    app.post("/auth/password", { onRequest: requireUser, config: perIp }, async (request, reply) => {
      const body = parseBody(passwordChangeSchema, request.body);
      await changePassword(ctx, userOf(request), body, request.cookies[REFRESH_COOKIE], request.ip);
      return reply.status(204).send();
    });
  };
}
