import { auditLog, type Database, rateCounters } from "@ecos/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { DEFAULT_RATE_LIMITS } from "../src/config";
import type { ThrottlePolicy, ThrottleStore } from "../src/lib/throttle";
import { DatabaseThrottleStore } from "../src/lib/throttle-database";
import { addressBucket, loginKeys } from "../src/lib/throttle-login";
import { MemoryThrottleStore } from "../src/lib/throttle-memory";
import { createTestDatabase, createUser, DB_KINDS, testConfig, uniqueEmail, useTestApp } from "./helpers";

const MINUTE = 60_000;
const T0 = new Date("2026-03-02T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const backoff: ThrottlePolicy = {
  kind: "backoff",
  limit: 5,
  firstBlockMs: MINUTE,
  maxBlockMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};
const hourly: ThrottlePolicy = { kind: "window", limit: 3, windowMs: 60 * MINUTE };

describe.each(DB_KINDS)("throttle stores on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const stores: Array<[string, () => ThrottleStore]> = [
    ["memory", () => new MemoryThrottleStore()],
    ["database", () => new DatabaseThrottleStore(database.db)],
  ];

  describe.each(stores)("%s store", (_name, makeStore) => {
    it("backoff: 5 attempts, then refusals of 1, 2, 4, 8 and 15 minutes; forgotten an hour after the last", async () => {
      const store = makeStore();
      const key = `test:backoff:${uniqueEmail()}`;
      for (let i = 1; i <= 4; i += 1) {
        expect(await store.consume(key, backoff, at(i * 1000))).toMatchObject({ count: i, blockedUntil: null });
      }
      let now = at(5000);
      const fifth = await store.consume(key, backoff, now);
      expect(fifth).toEqual({ count: 5, windowStart: at(1000), blockedUntil: at(5000 + MINUTE) });
      expect(await store.consume(key, backoff, at(5000 + MINUTE - 1))).toBeNull();
      expect(await store.blockedUntil([key, "test:other"], at(5000 + 30_000))).toEqual(at(5000 + MINUTE));

      const blocks: number[] = [];
      for (let count = 6; count <= 10; count += 1) {
        const until = (await store.blockedUntil([key], now)) ?? now;
        now = until;
        const state = await store.consume(key, backoff, now);
        expect(state?.count).toBe(count);
        blocks.push(((state?.blockedUntil?.getTime() ?? 0) - now.getTime()) / MINUTE);
      }
      expect(blocks).toEqual([2, 4, 8, 15, 15]);

      const blockEnd = (await store.blockedUntil([key], now)) as Date;
      expect(await store.blockedUntil([key], blockEnd)).toBeNull();
      const later = new Date(blockEnd.getTime() + 60 * MINUTE);
      expect(await store.consume(key, backoff, later)).toEqual({ count: 1, windowStart: later, blockedUntil: null });
    });

    it("window: 3 attempts per hour, then refused until the hour ends", async () => {
      const store = makeStore();
      const key = `test:window:${uniqueEmail()}`;
      await store.consume(key, hourly, at(0));
      await store.consume(key, hourly, at(10 * MINUTE));
      expect(await store.consume(key, hourly, at(20 * MINUTE))).toEqual({
        count: 3,
        windowStart: at(0),
        blockedUntil: at(60 * MINUTE),
      });
      expect(await store.consume(key, hourly, at(59 * MINUTE))).toBeNull();
      expect(await store.consume(key, hourly, at(60 * MINUTE))).toEqual({
        count: 1,
        windowStart: at(60 * MINUTE),
        blockedUntil: null,
      });
    });

    it("release gives an attempt back and lifts the block it started; reset forgets the key", async () => {
      const store = makeStore();
      const key = `test:release:${uniqueEmail()}`;
      for (let i = 0; i < 3; i += 1) await store.consume(key, hourly, at(i));
      expect(await store.blockedUntil([key], at(10))).toEqual(at(60 * MINUTE));
      await store.release(key, hourly);
      expect(await store.blockedUntil([key], at(10))).toBeNull();
      expect(await store.consume(key, hourly, at(20))).toMatchObject({ count: 3, blockedUntil: at(60 * MINUTE) });
      await store.reset(key);
      expect(await store.blockedUntil([key], at(30))).toBeNull();
      expect(await store.consume(key, hourly, at(40))).toMatchObject({ count: 1, blockedUntil: null });
    });

    it("parallel attempts cannot exceed the limit", async () => {
      const store = makeStore();
      const key = `test:parallel:${uniqueEmail()}`;
      const results = await Promise.all(Array.from({ length: 20 }, () => store.consume(key, backoff, at(0))));
      expect(results.filter((state) => state !== null)).toHaveLength(5);
      expect(results.filter((state) => state !== null).map((state) => state?.count)).toEqual(
        expect.arrayContaining([1, 2, 3, 4, 5]),
      );
    });
  });

  it("the database store keeps its counters in rate_counters", async () => {
    const store = new DatabaseThrottleStore(database.db);
    const key = `test:row:${uniqueEmail()}`;
    await store.consume(key, hourly, at(0));
    await store.consume(key, hourly, at(1000));
    const [row] = await database.db.select().from(rateCounters).where(eq(rateCounters.key, key));
    expect(row).toEqual({ key, count: 2, windowStart: at(0), blockedUntil: null });
  });
});

describe("login keys", () => {
  it("count an IPv4 address alone and an IPv6 address by its /64", () => {
    expect(addressBucket("192.0.2.7")).toBe("192.0.2.7");
    expect(addressBucket("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressBucket("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    const email = "lea@exemple.fr";
    expect(loginKeys("2001:db8:1:2::5", email).address).toBe(loginKeys("2001:db8:1:2:aaaa::9", email).address);
    expect(loginKeys("2001:db8:1:3::5", email).address).not.toBe(loginKeys("2001:db8:1:2::5", email).address);
    expect(loginKeys("192.0.2.7", email)).toEqual({
      address: "login:ip-account:192.0.2.7|lea@exemple.fr",
      account: "login:account:lea@exemple.fr",
    });
  });
});

describe.each(DB_KINDS)("login throttling on %s", (kind) => {
  const ctx = useTestApp(kind, { rateLimits: { loginFailuresPerAccountPerHour: 12 } });
  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.server.inject({ method: "POST", url: "/api/auth/token", payload: { email, password }, remoteAddress });
  const auditOf = (email: string, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, email), eq(auditLog.action, action)));

  it("uses the database store on PostgreSQL and the memory store on PGlite", () => {
    const expected = kind === "postgres" ? DatabaseThrottleStore : MemoryThrottleStore;
    expect(ctx.app.ctx.throttle).toBeInstanceOf(expected);
  });

  it("a stranger hammering from one address is held at 5 tries; the owner signs in from elsewhere", async () => {
    const { email, password, user } = await createUser(ctx);
    const codes: number[] = [];
    for (let i = 0; i < 30; i += 1) codes.push((await login(email, `guess-${i}`, "198.51.100.66")).statusCode);
    expect(codes).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    expect((await login(email, password, "198.51.100.66")).statusCode).toBe(429);

    const owner = await login(email, password, "203.0.113.9");
    expect(owner.statusCode).toBe(200);
    expect(await auditOf(email, "login")).toEqual([expect.objectContaining({ actorId: user.id, ip: "203.0.113.9" })]);
    expect(await auditOf(email, "login_failed")).toHaveLength(5);
    const lockouts = await auditOf(email, "lockout");
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ ip: "198.51.100.66", actorId: null, actorEmail: email });
    expect(lockouts[0]?.details).toMatchObject({ scope: "address", failures: 5 });
  });

  it("parallel guesses from one address get at most 5 password checks", async () => {
    const { email } = await createUser(ctx);
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(email, `parallel-${i}`, "198.51.100.67")),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
    expect(await auditOf(email, "login_failed")).toHaveLength(5);
  });

  it("a successful login forgets the address's failures", async () => {
    const { email, password } = await createUser(ctx);
    for (let i = 0; i < 4; i += 1) expect((await login(email, "wrong", "198.51.100.68")).statusCode).toBe(401);
    expect((await login(email, password, "198.51.100.68")).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(email, "wrong", "198.51.100.68")).statusCode).toBe(401);
    expect((await login(email, password, "198.51.100.68")).statusCode).toBe(200);
  });

  it("the per-account ceiling (here 12 an hour) stops guesses spread over addresses, for every address", async () => {
    const { email, password } = await createUser(ctx);
    for (let i = 0; i < 12; i += 1) {
      expect((await login(email, "wrong", `192.0.2.${10 + Math.floor(i / 3)}`)).statusCode).toBe(401);
    }
    const owner = await login(email, password, "203.0.113.10");
    expect(owner.statusCode).toBe(429);
    expect(owner.json().detail.message).toMatch(/^Trop de tentatives de connexion, réessaie dans (59|60) minutes\.$/);
    const lockouts = await auditOf(email, "lockout");
    expect(lockouts.map((row) => row.details?.scope)).toEqual(["account"]);
  });

  it("successful logins do not count toward the account ceiling", async () => {
    const { email, password } = await createUser(ctx);
    for (let i = 0; i < 15; i += 1) {
      expect((await login(email, password, `192.0.2.${100 + i}`)).statusCode).toBe(200);
    }
  });

  it("unknown e-mails are throttled the same way (no account enumeration)", async () => {
    const email = uniqueEmail("nobody");
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login(email, "whatever", "198.51.100.69")).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe.runIf(DB_KINDS.includes("postgres"))("two instances on one PostgreSQL database", () => {
  let database: Database;
  let first: App;
  let second: App;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const config = testConfig();
    first = await buildApp({ config, database, logger: false });
    second = await buildApp({ config, database, logger: false });
    await Promise.all([first.server.ready(), second.server.ready()]);
  });
  afterAll(async () => {
    await first?.server.close();
    await second?.server.close();
    await database?.close();
  });
  const login = (app: App, email: string, password: string, remoteAddress: string) =>
    app.server.inject({ method: "POST", url: "/api/auth/token", payload: { email, password }, remoteAddress });

  it("login failures spread over both instances add up", async () => {
    expect(first.ctx.throttle).not.toBe(second.ctx.throttle);
    const { email, password } = await createUser({ app: first, database, kind: "postgres" });
    for (const app of [first, second, first, second]) {
      expect((await login(app, email, "wrong", "198.51.100.70")).statusCode).toBe(401);
    }
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerAddress).toBe(5);
    expect((await login(first, email, "wrong", "198.51.100.70")).statusCode).toBe(401);
    expect((await login(second, email, password, "198.51.100.70")).statusCode).toBe(429);
    expect((await login(first, email, password, "198.51.100.70")).statusCode).toBe(429);
    expect((await login(second, email, password, "203.0.113.70")).statusCode).toBe(200);
  });

  it("wrong activation codes spread over both instances add up", async () => {
    const admin = await createUser({ app: first, database, kind: "postgres" }, { role: "SUPERADMIN" });
    const adminLogin = await login(first, admin.email, admin.password, "203.0.113.71");
    const email = uniqueEmail("invite");
    const invited = await first.server.inject({
      method: "POST",
      url: "/api/admin/invitations",
      payload: { email },
      headers: { authorization: `Bearer ${adminLogin.json().access_token}` },
    });
    const code = invited.json().code as string;
    const wrong = ((Number(code) + 1) % 10_000).toString().padStart(4, "0");
    const activate = (app: App, value: string) =>
      app.server.inject({
        method: "POST",
        url: "/api/auth/activate",
        payload: { email, password: "Cerise-tilleul-7", code: value },
      });
    for (const app of [first, second, first, second, first]) {
      expect((await activate(app, wrong)).json().detail.error_code).toBe("ERR_INVALID_CODE");
    }
    const right = await activate(second, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().detail.error_code).toBe("ERR_INVALID_CODE");
  });
});
