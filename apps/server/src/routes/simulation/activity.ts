import { examById } from "@ecos/content";
import { observationRequestSchema, reviewRequestSchema, sendMessageRequestSchema } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyInstance } from "fastify";
import { SseReply } from "../../ai/reply-stream";
import type { AppContext } from "../../context";
import { invalidInput, notFound } from "../../errors";
import { assertMayReport } from "../../lib/user-limits";
import { parseBody } from "../../lib/validate";
import { type Guard, userOf } from "../../plugins/authenticate";
import {
  findMessage,
  findMessageForUser,
  insertObservation,
  markReported,
  recordExam,
  updateThread,
} from "../../repositories/threads";
import { insertTicket } from "../../repositories/tickets";
import { sendMessage } from "../../simulation/conversation";
import { assertPlaying, withThread } from "../../simulation/locking";
import { examEntry, toObservation } from "../../simulation/thread-view";
import { settle } from "../../simulation/timer";

/** What happens inside a station: messages, reports, exams, notes, and the feedback questionnaire. */
export function activityRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.addHook("onRequest", requireUser);

    app.post<{ Params: { threadId: string } }>("/simulation/messages/:threadId", async (request) => {
      const body = parseBody(sendMessageRequestSchema, request.body);
      return sendMessage(ctx.db, userOf(request).id, request.params.threadId, body, {
        ai: ctx.ai,
        onEngineTime: (seconds) => ctx.metrics.observeEngine("reply", seconds),
      });
    });

    // The same message, the reply sent as it is written (server-sent events; issue 16).
    app.post<{ Params: { threadId: string } }>("/simulation/messages/:threadId/stream", async (request, reply) => {
      const body = parseBody(sendMessageRequestSchema, request.body);
      const stream = new SseReply(request, reply);
      try {
        const done = await sendMessage(ctx.db, userOf(request).id, request.params.threadId, body, {
          ai: ctx.ai,
          stream,
          onEngineTime: (seconds) => ctx.metrics.observeEngine("reply", seconds),
        });
        stream.end({ done });
      } catch (error) {
        if (!stream.started) throw error;
        stream.end({ error });
      }
      return reply;
    });

    app.post<{ Params: { messageId: string } }>("/simulation/messages/:messageId/report", async (request, reply) => {
      const user = userOf(request);
      const message = await findMessageForUser(ctx.db, user.id, request.params.messageId);
      if (!message) throw notFound("Message introuvable");
      if (message.from !== "bot") throw invalidInput(["messageId"], "Seuls les messages de l'IA peuvent être signalés");
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (!(await markReported(tx, message.id))) return; // already reported: nothing more
        await assertMayReport(tx, user.id, reply); // refused: the message stays unreported (rolled back)
        const question = message.replyTo ? await findMessage(tx, message.replyTo) : undefined;
        await insertTicket(tx, {
          kind: "message_report",
          userId: user.id,
          payload: {
            thread_id: message.threadId,
            message_id: message.id,
            channel: message.channel,
            user_message: question?.content ?? null,
            ai_message: message.content,
          },
        });
      });
      return { id: message.id, reported: true };
    });

    app.get<{ Params: { threadId: string; examId: string } }>(
      "/simulation/clinical/:threadId/:examId",
      async (request) =>
        withThread(ctx.db, userOf(request).id, request.params.threadId, async (tx, row, item) => {
          if (item.modeId !== "clinical_exam")
            throw invalidInput(["examId"], "Cette station n'a pas d'examen clinique");
          const entry = examById(request.params.examId) ? examEntry(item, request.params.examId) : undefined;
          if (!entry) throw notFound("Examen inconnu");
          assertPlaying(row);
          await recordExam(tx, row.id, entry.exam_id);
          if (row.status === "running") await updateThread(tx, row.id, settle(row, new Date()));
          return entry;
        }),
    );

    // One route for two of the spec's paths that share a shape:
    // POST /simulation/{evaluationModeId}/{threadId} (a note) and POST /simulation/{id}/review.
    app.post<{ Params: { first: string; second: string } }>("/simulation/:first/:second", async (request, reply) => {
      const user = userOf(request);
      const { first, second } = request.params;
      if (second === "review") {
        const body = parseBody(reviewRequestSchema, request.body);
        await withThread(ctx.db, user.id, first, async (tx, row) => {
          if (row.reviewedAt) return;
          await updateThread(tx, row.id, { reviewedAt: new Date() });
          await insertTicket(tx, {
            kind: "thread_reviews",
            userId: user.id,
            payload: { thread_id: row.id, scenario_id: row.scenarioId, ...body },
          });
        });
        return { ok: true };
      }
      const body = parseBody(observationRequestSchema, request.body);
      const note = await withThread(ctx.db, user.id, second, async (tx, row, item) => {
        if (item.modeId !== first) throw notFound("Station introuvable");
        if (item.images.length === 0)
          throw invalidInput(["observation"], "Cette station n'a pas de document à analyser");
        assertPlaying(row);
        const stored = await insertObservation(tx, row.id, body.observation, body.client_id);
        if (row.status === "running") await updateThread(tx, row.id, settle(row, new Date()));
        return stored;
      });
      return reply.status(201).send(toObservation(note));
    });
  };
}
