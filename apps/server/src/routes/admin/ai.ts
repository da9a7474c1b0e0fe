import { type AiStatusResponse, aiStatusQuerySchema } from "@ecos/contracts";
import { type Db, llmUsage, messages, threads, users } from "@ecos/db";
import { desc, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { displayUrl } from "../../ai/ai-service";
import { parisDayKey } from "../../ai/usage";
import type { AppContext } from "../../context";
import { parseBody } from "../../lib/validate";
import type { Guard } from "../../plugins/authenticate";

const TOP_USERS = 10;
const RECENT_REPLIES = 20;

async function usageToday(db: Db, day: string) {
  const [totals] = await db
    .select({
      tokens: sql<number>`coalesce(sum(${llmUsage.tokens}), 0)::int`,
      calls: sql<number>`coalesce(sum(${llmUsage.calls}), 0)::int`,
      fallbacks: sql<number>`coalesce(sum(${llmUsage.fallbacks}), 0)::int`,
      users: sql<number>`count(*)::int`,
    })
    .from(llmUsage)
    .where(eq(llmUsage.day, day));
  const top = await db
    .select({
      userId: llmUsage.userId,
      email: users.email,
      name: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
      tokens: llmUsage.tokens,
      calls: llmUsage.calls,
    })
    .from(llmUsage)
    .innerJoin(users, eq(users.id, llmUsage.userId))
    .where(eq(llmUsage.day, day))
    .orderBy(desc(llmUsage.tokens))
    .limit(TOP_USERS);
  return { totals: totals ?? { tokens: 0, calls: 0, fallbacks: 0, users: 0 }, top };
}

/** The latest replies a model was asked for (the partial index on llm_tokens serves it). */
function recentReplies(db: Db) {
  return db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      createdAt: messages.createdAt,
      email: users.email,
      tokens: messages.llmTokens,
      llm: sql<{ outcome?: string; reason?: string | null; model?: string | null } | null>`${messages.meta} -> 'llm'`,
    })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(users, eq(users.id, threads.userId))
    .where(isNotNull(messages.llmTokens))
    .orderBy(desc(messages.createdAt))
    .limit(RECENT_REPLIES);
}

/** GET /api/admin/ai: which model is in use, whether it answers, and what it costs (super admins). */
export function aiAdminRoutes(ctx: AppContext, requireSuperAdmin: Guard) {
  return async (app: FastifyInstance) => {
    app.get("/admin/ai", { onRequest: requireSuperAdmin }, async (request, reply): Promise<AiStatusResponse> => {
      reply.header("cache-control", "private, no-store");
      const query = parseBody(aiStatusQuerySchema, request.query);
      const config = ctx.ai.config;
      const check = await ctx.ai.check(query.refresh === "1");
      const { totals, top } = await usageToday(ctx.db, parisDayKey());
      const recent = await recentReplies(ctx.db);
      return {
        engine: config ? "llm" : "embedded",
        model: config?.model ?? null,
        base_url: config ? displayUrl(config.baseUrl) : null,
        patient: config?.patient ?? false,
        grading: config?.grading ?? false,
        reachable: check ? check.result.ok : null,
        latency_ms: check?.result.ok ? check.result.latencyMs : null,
        error: check && !check.result.ok ? check.result.error : null,
        checked_at: check ? check.checkedAt.toISOString() : null,
        daily_token_budget: ctx.ai.dailyTokens,
        today: totals,
        top_users: top.map((row) => ({
          user_id: row.userId,
          email: row.email,
          name: row.name,
          tokens: row.tokens,
          calls: row.calls,
        })),
        recent: recent.map((row) => ({
          message_id: row.id,
          thread_id: row.threadId,
          created_at: row.createdAt.toISOString(),
          email: row.email,
          outcome: row.llm?.outcome === "llm" ? "llm" : "fallback",
          reason: row.llm?.reason ?? null,
          tokens: row.tokens ?? 0,
          model: row.llm?.model ?? null,
        })),
      };
    });
  };
}
