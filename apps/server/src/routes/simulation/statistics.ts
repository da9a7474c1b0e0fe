import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { type Guard, userOf } from "../../plugins/authenticate";
import { userHabits } from "../../simulation/habits";
import { userStatistics } from "../../simulation/statistics";

/** GET /api/simulation/statistics: the progression screen's figures, from the user's graded stations. */
export function statisticsRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.get("/simulation/statistics", { onRequest: requireUser }, async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return userStatistics(ctx.db, userOf(request).id);
    });
    // The anamnesis habits (issue 15), from the same graded stations: the user's own, nothing to validate.
    app.get("/simulation/statistics/habits", { onRequest: requireUser }, async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return userHabits(ctx.db, userOf(request).id);
    });
  };
}
