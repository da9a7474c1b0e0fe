import { judgeStatements, LlmError, type StatementJudgment } from "@ecos/engine";
import type { FastifyBaseLogger } from "fastify";
import { recordUsage, withinBudget } from "../ai/usage";
import type { AppContext } from "../context";
import { findThread } from "../repositories/threads";
import { loadTranscript } from "./grading";
import { playableCase } from "./scenarios";
import { storedGrade } from "./thread-view";

/** What the model said of the statement criteria, to be checked against the transcript when grading. */
export interface GradingAssist {
  judgments: StatementJudgment[];
  model: string;
  tokens: number;
}

/** A second grade request for the same station (a double click, a retry) waits for the same call. */
const inFlight = new Map<string, Promise<GradingAssist | null>>();

/** Why the model gave nothing, as logged: never the student's words. */
function failureOf(error: unknown): string {
  if (error instanceof LlmError) return error.kind;
  if (error instanceof Error && error.name === "AssistFormatError") return "invalid";
  return "error";
}

async function judgeThread(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  threadId: string,
): Promise<GradingAssist | null> {
  const provider = ctx.ai.grading;
  if (!provider) return null;
  const row = await findThread(ctx.db, userId, threadId);
  // Graded already, not started, or not the user's: the grading transaction answers as usual.
  if (!row || storedGrade(row) || row.step === "introduction") return null;
  const item = playableCase(row.scenarioId);
  if (!item) return null;
  const where = { thread: row.id, station: item.id, model: provider.model };
  if (!(await withinBudget(ctx.db, userId, ctx.ai.dailyTokens))) {
    await recordUsage(ctx.db, userId, { tokens: 0, called: false, fallback: true });
    log.warn({ ...where, reason: "budget" }, "grading assist: daily token budget spent, embedded grade");
    return null;
  }
  const transcript = await loadTranscript(ctx.db, row, null);
  try {
    const judged = await judgeStatements(provider, item, transcript, { timeoutMs: provider.settings.gradingTimeoutMs });
    if (!judged.called) return null;
    await recordUsage(ctx.db, userId, { tokens: judged.usage.total, called: true, fallback: false });
    log.info(
      {
        ...where,
        tokens: judged.usage.total,
        ms: judged.latencyMs,
        sent: judged.sent,
        met: judged.judgments.filter((j) => j.met).length,
      },
      "grading assist: the model judged the statement criteria",
    );
    return { judgments: judged.judgments, model: judged.model, tokens: judged.usage.total };
  } catch (error) {
    await recordUsage(ctx.db, userId, { tokens: 0, called: true, fallback: true });
    log.warn({ ...where, reason: failureOf(error) }, "grading assist: the model failed, embedded grade");
    return null;
  }
}

/**
 * Before the grading transaction (never held open while the model thinks): when LLM_GRADING is on,
 * the thread is not graded yet and the student is within the day's token budget, the model judges the
 * statement criteria of the stored transcript, within LLM_GRADING_TIMEOUT_MS. Any failure (timeout,
 * HTTP error, a reply that is not the JSON asked for, budget spent) gives null: the embedded grade,
 * logged without the student's words. The judgments are verified against the transcript read inside
 * the transaction (gradeThread), so a message added in between changes nothing.
 */
export async function assistGrading(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: string,
  threadId: string,
): Promise<GradingAssist | null> {
  if (!ctx.ai.grading) return null;
  const key = `${userId}:${threadId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const call = judgeThread(ctx, log, userId, threadId)
    .catch((error: unknown) => {
      log.warn({ thread: threadId, reason: failureOf(error) }, "grading assist: not available, embedded grade");
      return null;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, call);
  return call;
}
