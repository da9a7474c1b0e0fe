import { activationRequestSchema, loginRequestSchema } from "@ecos/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { parseBody } from "../../lib/validate";
import { activateAccount, authenticate } from "../../services/accounts";
import {
  endSession,
  type IssuedSession,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  rotateSession,
  startSession,
  tokenResponse,
} from "../../services/sessions";

export function authRoutes(ctx: AppContext) {
  const perIp = { rateLimit: { max: ctx.config.rateLimits.authPerIpPerMinute, timeWindow: "1 minute" } };
  const refreshPerIp = { rateLimit: { max: ctx.config.rateLimits.refreshPerIpPerMinute, timeWindow: "1 minute" } };

  const sendSession = (reply: FastifyReply, session: IssuedSession) =>
    reply
      .setCookie(REFRESH_COOKIE, session.refreshToken, {
        httpOnly: true,
        sameSite: "strict",
        secure: ctx.config.cookieSecure,
        path: REFRESH_COOKIE_PATH,
        expires: session.refreshExpiresAt,
      })
      .send(tokenResponse(session.accessToken));

  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure: ctx.config.cookieSecure,
    });

  return async (app: FastifyInstance) => {
    app.post("/auth/token", { config: perIp }, async (request, reply) => {
      const body = parseBody(loginRequestSchema, request.body);
      const user = await authenticate(ctx, body, { ip: request.ip });
      return sendSession(reply, await startSession(ctx, user));
    });

    app.post("/auth/activate", { config: perIp }, async (request, reply) => {
      const body = parseBody(activationRequestSchema, request.body);
      const user = await activateAccount(ctx, body, { ip: request.ip });
      return sendSession(reply.status(201), await startSession(ctx, user));
    });

    app.post("/auth/refresh", { config: refreshPerIp }, async (request, reply) => {
      try {
        return sendSession(reply, await rotateSession(ctx, request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearCookie(reply);
        throw error;
      }
    });

    app.post("/auth/logout", async (request, reply) => {
      await endSession(ctx, request.cookies[REFRESH_COOKIE]);
      clearCookie(reply);
      return reply.status(204).send();
    });
  };
}
