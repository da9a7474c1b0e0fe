import { rankingQuerySchema } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import { ranking, updateParticipation } from "../../challenges/ranking";
import { weeklyChallenge } from "../../challenges/weekly-challenge";
import type { AppContext } from "../../context";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";

/**
 * The weekly challenge and the ranking (issue 15), for any signed-in user (students and super admins
 * see the same). Each user only ever reads and changes their own challenge and participation.
 */
export function challengeRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireUser);

    app.get("/challenges/weekly", async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return weeklyChallenge(ctx.db, userOf(request).id);
    });

    app.get("/ranking", async (request, reply) => {
      const { period } = parseBody(rankingQuerySchema, request.query, "Période inconnue : week ou month");
      reply.header("cache-control", "private, no-store");
      return ranking(ctx.db, userOf(request), period);
    });

    app.put("/ranking/participation", async (request) => {
      return updateParticipation(ctx.db, userOf(request), request.body);
    });
  };
}
