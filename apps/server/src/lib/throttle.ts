/**
 * Failure counters behind login throttling (issue 12). A store keeps one counter per key; the policy
 * says when the key is refused. Two implementations: in memory (embedded mode, one instance) and in
 * the `rate_counters` table (PostgreSQL, shared by every instance). Both follow `advance` below.
 */

/**
 * - `backoff`: after `limit` attempts the key is refused for `firstBlockMs`, then each further attempt
 *   doubles the refusal, up to `maxBlockMs`. The counter is forgotten `forgetAfterMs` after the streak
 *   began (when it never reached a block) or after the last block ended.
 * - `window`: at most `limit` attempts per fixed window of `windowMs`; the key is then refused until
 *   the window ends.
 */
export type ThrottlePolicy =
  | { kind: "backoff"; limit: number; firstBlockMs: number; maxBlockMs: number; forgetAfterMs: number }
  | { kind: "window"; limit: number; windowMs: number };

export interface ThrottleState {
  count: number;
  windowStart: Date;
  blockedUntil: Date | null;
}

export interface ThrottleStore {
  /** The latest end of a block still running at `now` among `keys`, or null. */
  blockedUntil(keys: readonly string[], now: Date): Promise<Date | null>;
  /**
   * Counts one attempt on `key`, atomically, unless the key is blocked at `now`: returns the new state
   * (whose `blockedUntil` is set when this very attempt started a block), or null when it was blocked.
   */
  consume(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleState | null>;
  /** Gives back one attempt counted by `consume` (it succeeded); lifts the block it may have started. */
  release(key: string, policy: ThrottlePolicy): Promise<void>;
  /** Forgets a key. */
  reset(key: string): Promise<void>;
}

/** Stores drop counters untouched for a day; every policy period must stay below it. */
export const THROTTLE_RETENTION_MS = 24 * 3_600_000;
/** Stores prune at most this often. */
export const THROTTLE_PRUNE_INTERVAL_MS = 10 * 60_000;

/** Exponents are capped so that huge counts cannot overflow. */
const MAX_DOUBLINGS = 30;

export const isBlocked = (state: ThrottleState | undefined, now: Date) =>
  state?.blockedUntil != null && state.blockedUntil.getTime() > now.getTime();

/** Whether a counter no longer matters at `now` and the next attempt starts afresh. */
export function isStale(state: ThrottleState, policy: ThrottlePolicy, now: Date): boolean {
  if (policy.kind === "window") return now.getTime() >= state.windowStart.getTime() + policy.windowMs;
  const since = state.blockedUntil ?? state.windowStart;
  return now.getTime() >= since.getTime() + policy.forgetAfterMs;
}

/** Length of the block started by the `count`-th attempt of a backoff streak. */
export function backoffBlockMs(policy: Extract<ThrottlePolicy, { kind: "backoff" }>, count: number): number {
  const doublings = Math.min(count - policy.limit, MAX_DOUBLINGS);
  return Math.min(policy.firstBlockMs * 2 ** doublings, policy.maxBlockMs);
}

/** The state after one more attempt (the key is not blocked at `now`). */
export function advance(previous: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): ThrottleState {
  const fresh = !previous || isStale(previous, policy, now);
  const count = fresh ? 1 : previous.count + 1;
  const windowStart = fresh ? now : previous.windowStart;
  let blockedUntil: Date | null = null;
  if (count >= policy.limit) {
    blockedUntil =
      policy.kind === "window"
        ? new Date(windowStart.getTime() + policy.windowMs)
        : new Date(now.getTime() + backoffBlockMs(policy, count));
  }
  return { count, windowStart, blockedUntil };
}

/** The state after giving back one attempt. */
export function giveBack(state: ThrottleState, policy: ThrottlePolicy): ThrottleState {
  const count = Math.max(state.count - 1, 0);
  return { ...state, count, blockedUntil: count < policy.limit ? null : state.blockedUntil };
}
