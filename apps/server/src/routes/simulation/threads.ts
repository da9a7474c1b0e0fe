import { createThreadRequestSchema, gradeRequestSchema } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyInstance } from "fastify";
import { onCircuitStationGraded } from "../../circuits/service";
import { threadCircuit } from "../../circuits/view";
import type { AppContext } from "../../context";
import { invalidInput } from "../../errors";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import {
  deleteThread,
  findThread,
  lastGradedByScenario,
  listOpenThreads,
  type ThreadRow,
  threadActions,
  threadExamIds,
  threadMessages,
  threadObservations,
  updateThread,
} from "../../repositories/threads";
import { gradeThread } from "../../simulation/grading";
import { assistGrading } from "../../simulation/grading-assist";
import { threadNotFound, withThread, wrongState } from "../../simulation/locking";
import { openStation } from "../../simulation/open-station";
import { playableCase } from "../../simulation/scenarios";
import { timerState, toOpenSummary, toThreadState } from "../../simulation/thread-view";
import * as timer from "../../simulation/timer";

type Params = { Params: { id: string } };

/** Everything a station's page needs; `streaming`: a model writes the patient's replies (issue 16). */
async function threadState(db: Db, row: ThreadRow, streaming: boolean) {
  const item = playableCase(row.scenarioId);
  if (!item) throw threadNotFound();
  const [messages, exams, observations, actions, last] = [
    await threadMessages(db, row.id),
    await threadExamIds(db, row.id),
    await threadObservations(db, row.id),
    await threadActions(db, row.id),
    await lastGradedByScenario(db, row.userId, row.scenarioId),
  ];
  const state = toThreadState(item, row, {
    messages,
    examIds: exams.map((exam) => exam.examId),
    observations,
    actions,
    last: last.get(row.scenarioId),
  });
  const circuit = await threadCircuit(db, row);
  const withStreaming = streaming ? { ...state, reply_streaming: true } : state;
  return circuit ? { ...withStreaming, circuit } : withStreaming;
}

const TIMER_ACTIONS = {
  start: timer.startSimulation,
  pause: timer.pause,
  resume: timer.resume,
  heartbeat: timer.heartbeat,
};

/** Threads: create, list the unfinished ones, read one, drive its clock, grade it. */
export function threadRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireUser);

    app.post("/simulation/threads", async (request, reply) => {
      const user = userOf(request);
      const body = parseBody(createThreadRequestSchema, request.body);
      const item = playableCase(body.scenario_id);
      if (!item) throw invalidInput(["scenario_id"], "Station inconnue");
      if (item.modeId !== body.sim_type) throw invalidInput(["sim_type"], "Le mode ne correspond pas à la station");
      const row = await ctx.db.transaction((transaction) =>
        openStation(transaction as unknown as Db, reply, user.id, item),
      );
      return reply.status(201).send(await threadState(ctx.db, row, ctx.ai.patient !== null));
    });

    app.get("/simulation/threads", async (request) => {
      const rows = await listOpenThreads(ctx.db, userOf(request).id);
      return rows.flatMap((row) => {
        const item = playableCase(row.scenarioId);
        return item ? [toOpenSummary(item, row)] : [];
      });
    });

    app.get<Params>("/simulation/threads/:id", async (request) => {
      const row = await findThread(ctx.db, userOf(request).id, request.params.id);
      if (!row) throw threadNotFound();
      return threadState(ctx.db, row, ctx.ai.patient !== null);
    });

    for (const [action, transition] of Object.entries(TIMER_ACTIONS)) {
      app.post<Params>(`/simulation/threads/:id/${action}`, async (request) =>
        withThread(ctx.db, userOf(request).id, request.params.id, async (tx, row) => {
          const now = new Date();
          const change = transition(row, now);
          const next = Object.keys(change).length > 0 ? await updateThread(tx, row.id, change) : row;
          return timerState(next, now);
        }),
      );
    }

    // Abandoning an unfinished station removes it (and its transcript); a graded one stays in the progression.
    app.delete<Params>("/simulation/threads/:id", async (request, reply) => {
      await withThread(ctx.db, userOf(request).id, request.params.id, async (tx, row) => {
        if (row.status === "corrected") throw wrongState("Une station corrigée reste dans ta progression");
        if (row.circuitId)
          throw wrongState("Cette station fait partie d'un circuit : abandonne le circuit pour l'arrêter");
        await deleteThread(tx, row.id);
      });
      return reply.status(204).send();
    });

    app.post<Params>("/simulation/threads/:id/grade", async (request) => {
      const body = parseBody(gradeRequestSchema, request.body);
      const userId = userOf(request).id;
      // The model (LLM_GRADING) is asked before the transaction, which never waits on it.
      const assist = await assistGrading(ctx, request.log, userId, request.params.id);
      return withThread(ctx.db, userId, request.params.id, async (tx, row, item) => {
        const grade = await gradeThread(tx, row, item, body.diagnostic, assist, (seconds) =>
          ctx.metrics.observeEngine("grade", seconds),
        );
        // The last station of a circuit graded: the circuit is finished (in the same transaction).
        if (row.circuitId) await onCircuitStationGraded(tx, row.circuitId);
        return grade;
      });
    });
  };
}
