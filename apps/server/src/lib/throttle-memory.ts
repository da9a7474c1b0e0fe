import {
  advance,
  giveBack,
  isBlocked,
  isStale,
  THROTTLE_PRUNE_INTERVAL_MS,
  type ThrottlePolicy,
  type ThrottleState,
  type ThrottleStore,
} from "./throttle";

interface Entry {
  state: ThrottleState;
  policy: ThrottlePolicy;
}

/** Counters in process memory: embedded mode, where one process serves everything. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Entry>();
  private lastPrune = { at: 0, size: 0 };

  async blockedUntil(keys: readonly string[], now: Date): Promise<Date | null> {
    let latest: Date | null = null;
    for (const key of keys) {
      const state = this.entries.get(key)?.state;
      if (state?.blockedUntil && isBlocked(state, now) && (!latest || state.blockedUntil > latest)) {
        latest = state.blockedUntil;
      }
    }
    return latest;
  }

  async consume(key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleState | null> {
    this.prune(now);
    const previous = this.entries.get(key)?.state;
    if (isBlocked(previous, now)) return null;
    const state = advance(previous, policy, now);
    this.entries.set(key, { state, policy });
    return { ...state };
  }

  async release(key: string, policy: ThrottlePolicy): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) entry.state = giveBack(entry.state, policy);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Drops counters that no longer matter, every few minutes or when the map doubled (a flood of keys). */
  private prune(now: Date) {
    const due = now.getTime() - this.lastPrune.at >= THROTTLE_PRUNE_INTERVAL_MS;
    if (!due && this.entries.size < Math.max(2 * this.lastPrune.size, 10_000)) return;
    for (const [key, { state, policy }] of this.entries) {
      if (!isBlocked(state, now) && isStale(state, policy, now)) this.entries.delete(key);
    }
    this.lastPrune = { at: now.getTime(), size: this.entries.size };
  }
}
