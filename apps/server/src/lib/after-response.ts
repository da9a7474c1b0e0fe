import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context";

/**
 * Work done after the answer has left (issue 12): a request that must answer the same whether or not an
 * account exists (password reset, e-mail change) would otherwise answer faster when there is nothing to
 * write or send, and the delay would tell. Failures are logged (without secrets), never answered.
 */
const pending = new WeakMap<AppContext, Set<Promise<void>>>();

export function runAfterResponse(ctx: AppContext, log: FastifyBaseLogger, what: string, work: () => Promise<void>) {
  const tasks = pending.get(ctx) ?? new Set<Promise<void>>();
  pending.set(ctx, tasks);
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
    .finally(() => tasks.delete(task));
  tasks.add(task);
}

/** Waits for the work started so far (server shutdown, tests). */
export async function settleAfterResponse(ctx: AppContext): Promise<void> {
  const tasks = pending.get(ctx);
  while (tasks && tasks.size > 0) await Promise.allSettled([...tasks]);
}
