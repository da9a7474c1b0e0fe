import { CIRCUIT_HISTORY_LIMIT, createCircuitRequestSchema } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import {
  abandonCircuit,
  circuitNotFound,
  createCircuit,
  nextStation,
  pauseCircuit,
  resumeCircuit,
} from "../../circuits/service";
import { circuitHistory, circuitState } from "../../circuits/view";
import type { AppContext } from "../../context";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import { findCircuit } from "../../repositories/circuits";

type Params = { Params: { id: string } };

/**
 * Circuit mode (mock ECOS): create, list, read (with the report once finished), open the next station,
 * pause and resume between stations, abandon. A student only ever reaches their own circuits: another
 * user's circuit is not found, exactly like a missing one.
 */
export function circuitRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireUser);

    app.post("/circuits", async (request, reply) => {
      const body = parseBody(createCircuitRequestSchema, request.body);
      return reply.status(201).send(await createCircuit(ctx.db, userOf(request).id, body.size));
    });

    app.get("/circuits", async (request) => circuitHistory(ctx.db, userOf(request).id, CIRCUIT_HISTORY_LIMIT));

    app.get<Params>("/circuits/:id", async (request) => {
      const circuit = await findCircuit(ctx.db, userOf(request).id, request.params.id);
      if (!circuit) throw circuitNotFound();
      return circuitState(ctx.db, circuit);
    });

    app.post<Params>("/circuits/:id/next", async (request, reply) =>
      nextStation(ctx.db, userOf(request).id, request.params.id, reply),
    );
    app.post<Params>("/circuits/:id/pause", async (request) =>
      pauseCircuit(ctx.db, userOf(request).id, request.params.id),
    );
    app.post<Params>("/circuits/:id/resume", async (request) =>
      resumeCircuit(ctx.db, userOf(request).id, request.params.id),
    );
    app.post<Params>("/circuits/:id/abandon", async (request, reply) => {
      await abandonCircuit(ctx.db, userOf(request).id, request.params.id);
      return reply.status(204).send();
    });
  };
}
