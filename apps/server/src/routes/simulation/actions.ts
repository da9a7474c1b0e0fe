import { randomUUID } from "node:crypto";
import { type StationActionResponse, stationActionRequestSchema } from "@ecos/contracts";
import { actInStation, ModeActionError } from "@ecos/engine";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { invalidInput } from "../../errors";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import {
  findThread,
  insertAction,
  insertMessages,
  threadActions,
  threadMessages,
  updateThread,
} from "../../repositories/threads";
import { assertPlaying, threadNotFound, withThread } from "../../simulation/locking";
import { modeContextFor, modeStateFor, toActionEntry } from "../../simulation/modes";
import { playableCase } from "../../simulation/scenarios";
import { toChatMessage } from "../../simulation/thread-view";
import { SIMULATION_MS, settle } from "../../simulation/timer";

/** Most actions one station may store (a real emergency takes a few dozen). */
export const MAX_ACTIONS_PER_STATION = 200;

type Params = { Params: { id: string } };

/**
 * The actions of the modes with mechanics of their own (tests ordered, drugs given, materials chosen,
 * steps put in order) and their live state (the monitor of an emergency, the results received).
 */
export function actionRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireUser);

    app.post<Params>("/simulation/threads/:id/actions", async (request, reply) => {
      const body = parseBody(stationActionRequestSchema, request.body);
      const response = await withThread(ctx.db, userOf(request).id, request.params.id, async (tx, row, item) => {
        const [actions, messages] = [await threadActions(tx, row.id), await threadMessages(tx, row.id)];
        const retried = body.client_id ? actions.find((action) => action.clientId === body.client_id) : undefined;
        if (retried) {
          const said = messages.find((message) => message.meta?.actionId === retried.id);
          const context = modeContextFor(item, row, actions, messages);
          return {
            status: 200,
            body: {
              action: toActionEntry(retried),
              mode_state: modeStateFor(context),
              reply: said ? toChatMessage(said) : null,
            } satisfies StationActionResponse,
          };
        }
        assertPlaying(row);
        if (actions.length >= MAX_ACTIONS_PER_STATION) {
          throw invalidInput(["action"], `Pas plus de ${MAX_ACTIONS_PER_STATION} actions par station`);
        }
        const now = new Date();
        const clock = settle(row, now);
        const played = { ...row, ...clock };
        await updateThread(tx, row.id, clock);
        const context = modeContextFor(item, played, actions, messages, now);
        let outcome: ReturnType<typeof actInStation>;
        try {
          outcome = actInStation(context, { action: body.action, params: body.params });
        } catch (error) {
          if (error instanceof ModeActionError) throw invalidInput([error.field], error.message);
          throw error;
        }
        const stored = await insertAction(tx, {
          threadId: row.id,
          seq: (actions.at(-1)?.seq ?? 0) + 1,
          action: body.action,
          params: outcome.params,
          label: outcome.label,
          atMs: Math.max(0, SIMULATION_MS - clock.remainingMs),
          clientId: body.client_id,
        });
        let said = null;
        if (outcome.reply) {
          const [message] = await insertMessages(tx, [
            {
              id: randomUUID(),
              threadId: row.id,
              seq: (messages.at(-1)?.seq ?? 0) + 1,
              from: "bot",
              channel: "patient",
              content: outcome.reply,
              meta: { actionId: stored.id },
            },
          ]);
          said = message ?? null;
        }
        const after = modeContextFor(item, played, [...actions, stored], said ? [...messages, said] : messages, now);
        return {
          status: 201,
          body: {
            action: toActionEntry(stored),
            mode_state: modeStateFor(after),
            reply: said ? toChatMessage(said) : null,
          } satisfies StationActionResponse,
        };
      });
      return reply.status(response.status).send(response.body);
    });

    // A read polled every few seconds by the emergency monitor: no transaction, no lock on the thread.
    app.get<Params>("/simulation/threads/:id/mode-state", async (request) => {
      const row = await findThread(ctx.db, userOf(request).id, request.params.id);
      const item = row && playableCase(row.scenarioId);
      if (!row || !item) throw threadNotFound();
      const [actions, messages] = [await threadActions(ctx.db, row.id), await threadMessages(ctx.db, row.id)];
      return { mode_state: modeStateFor(modeContextFor(item, row, actions, messages)) };
    });
  };
}
