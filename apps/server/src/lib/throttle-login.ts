import { isIP } from "node:net";
import type { RateLimits } from "../config";
import { ApiError } from "../errors";
import type { ThrottlePolicy, ThrottleState, ThrottleStore } from "./throttle";

/** The two counters of a login: this address on this account, and this account from everywhere. */
export interface LoginKeys {
  address: string;
  account: string;
}

export const loginKeys = (ip: string, email: string): LoginKeys => ({
  address: `login:ip-account:${addressBucket(ip)}|${email}`,
  account: `login:account:${email}`,
});

/**
 * What counts as one address: an IPv4 address (IPv4-mapped IPv6 included), or an IPv6 /64, the
 * block a single subscriber usually holds: otherwise one machine could try from 2^64 addresses.
 */
export function addressBucket(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("::");
  const groups = (part: string) =>
    (part === "" ? [] : part.split(":")).flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

export function loginPolicies(limits: RateLimits): { address: ThrottlePolicy; account: ThrottlePolicy } {
  return {
    address: {
      kind: "backoff",
      limit: limits.loginFailuresPerAddress,
      firstBlockMs: limits.loginFirstBlockSeconds * 1000,
      maxBlockMs: limits.loginMaxBlockSeconds * 1000,
      forgetAfterMs: limits.loginForgetAfterSeconds * 1000,
    },
    account: { kind: "window", limit: limits.loginFailuresPerAccountPerHour, windowMs: 3_600_000 },
  };
}

/** 429 with the wait in whole minutes (at least 1). */
export function tooManyAttempts(blockedUntil: Date, now: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 60_000));
  return new ApiError(
    429,
    "ERR_TOO_MANY_REQUESTS",
    `Trop de tentatives de connexion, réessaie dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  );
}

/** The attempt's counters, taken before the password is checked. */
export interface LoginAttempt {
  address: ThrottleState;
  account: ThrottleState;
}

/**
 * Counts a login attempt before the password is checked, so that parallel requests cannot all slip
 * under the limit; throws 429 when the pair or the account is refused. A success gives the attempt back.
 */
export async function beginLoginAttempt(
  store: ThrottleStore,
  limits: RateLimits,
  keys: LoginKeys,
  now: Date,
): Promise<LoginAttempt> {
  const policies = loginPolicies(limits);
  const blocked = await store.blockedUntil([keys.address, keys.account], now);
  if (blocked) throw tooManyAttempts(blocked, now);
  const address = await store.consume(keys.address, policies.address, now);
  if (!address) throw await refusal(store, keys, now);
  const account = await store.consume(keys.account, policies.account, now);
  if (!account) {
    await store.release(keys.address, policies.address);
    throw await refusal(store, keys, now);
  }
  return { address, account };
}

/** The password was right: the pair's failures are forgotten and the account's count given back. */
export async function endLoginAttemptSuccessfully(store: ThrottleStore, limits: RateLimits, keys: LoginKeys) {
  await store.reset(keys.address);
  await store.release(keys.account, loginPolicies(limits).account);
}

/** A block appeared between the check and the count (concurrent attempts). */
async function refusal(store: ThrottleStore, keys: LoginKeys, now: Date) {
  const blocked = await store.blockedUntil([keys.address, keys.account], now);
  return tooManyAttempts(blocked ?? new Date(now.getTime() + 60_000), now);
}
