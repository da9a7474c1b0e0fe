import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Database, tickets, users } from "@ecos/db";
import { count, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { threadMessages } from "../src/repositories/threads";
import { createTestDatabase, DB_KINDS, signedInUser, type TestContext, testConfig, useTestApp } from "./helpers";
import { say, startedThread } from "./simulation-helpers";

const contact = { first_name: "Léa", last_name: "Durand", email: "lea@exemple.fr", message: "Bonjour" };
const MARKER = "chemin-secret";

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { detail: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(["detail"]);
  expect(Object.keys(body.detail).sort()).toEqual(["error_code", "fields", "message"]);
  expect(body.detail.error_code).toBe(code);
  expect(typeof body.detail.message).toBe("string");
  return body.detail as { error_code: string; fields: string[]; message: string };
}

/** One raw HTTP exchange with the app listening on a local port (for what only Node's parser sees). */
function rawExchange(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        body: answer.slice(answer.indexOf("\r\n\r\n") + 4),
      });
    });
    socket.write(text);
    setTimeout(() => socket.end(), 1_000);
  });
}

async function ticketCount(ctx: TestContext) {
  const [row] = await ctx.database.db.select({ n: count() }).from(tickets);
  return row?.n ?? 0;
}

describe.each(DB_KINDS)("malformed input on %s", (kind) => {
  const ctx = useTestApp(kind);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method: "POST", url, payload: payload as object, headers });
  const rawJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({
      method: "POST",
      url,
      payload,
      headers: { ...headers, "content-type": "application/json" },
    });

  it("refuses a NUL byte or a lone surrogate in any field of a form, and stores nothing", async () => {
    const before = await ticketCount(ctx);
    const cases: Array<[object, string]> = [
      [{ ...contact, message: "a\u0000b" }, "message"],
      [{ ...contact, first_name: "L\ud800a" }, "first_name"],
      [{ ...contact, last_name: "\udc00" }, "last_name"],
    ];
    for (const [payload, field] of cases) {
      const detail = expectError(await post("/api/forms/contact-us", payload), 400, "ERR_INVALID_INPUT");
      expect(detail.fields).toEqual([field]);
      expect(detail.message).toContain("caractère nul");
    }
    // Also as JSON escapes, and hidden in a key or deep inside a value.
    expectError(
      await rawJson("/api/forms/contact-us", JSON.stringify(contact).replace("Bonjour", "Bon\\u0000jour")),
      400,
      "ERR_INVALID_INPUT",
    );
    expectError(
      await rawJson("/api/forms/contact-us", `{"a\\u0000":1,${JSON.stringify(contact).slice(1)}}`),
      400,
      "ERR_INVALID_INPUT",
    );
    expect(await ticketCount(ctx)).toBe(before);
    // The same form without the bad character is stored: the refusal was about that character only.
    expect((await post("/api/forms/contact-us", contact)).statusCode).toBe(201);
    expect(await ticketCount(ctx)).toBe(before + 1);
  });

  it("refuses a __proto__ key instead of letting it reach a handler", async () => {
    const before = await ticketCount(ctx);
    const response = await rawJson(
      "/api/forms/contact-us",
      `{"__proto__":{"polluted":true},${JSON.stringify(contact).slice(1)}}`,
    );
    expect(expectError(response, 400, "ERR_INVALID_INPUT").fields).toEqual([]);
    expect(await ticketCount(ctx)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("checks query strings, path parameters and nested values the same way", async () => {
    const student = await signedInUser(ctx);
    const admin = await signedInUser(ctx, "SUPERADMIN");
    expect(
      expectError(
        await ctx.app.server.inject({ url: "/api/users/me?x=%00", headers: student.headers }),
        400,
        "ERR_INVALID_INPUT",
      ).fields,
    ).toEqual(["x"]);
    expect(
      expectError(
        await ctx.app.server.inject({ url: "/api/simulation/threads/%00", headers: student.headers }),
        400,
        "ERR_INVALID_INPUT",
      ).fields,
    ).toEqual(["id"]);
    const seen = await ctx.app.server.inject({
      method: "PATCH",
      url: "/api/forms/tickets/seen",
      headers: admin.headers,
      payload: { tickets: [{ ticket_type: "contact", ticket_id: "\ud800" }] },
    });
    expect(expectError(seen, 400, "ERR_INVALID_INPUT").fields).toEqual(["tickets"]);
  });

  it("keeps the profile unchanged when a name holds a NUL byte", async () => {
    const student = await signedInUser(ctx);
    const response = await ctx.app.server.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: student.headers,
      payload: { first_name: "Jean\u0000ne", last_name: "Roux" },
    });
    expect(expectError(response, 400, "ERR_INVALID_INPUT").fields).toEqual(["first_name"]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row?.firstName).toBe("Léa");
  });

  it("answers a chat message made of Object.prototype names like any other, and refuses a NUL in one", async () => {
    const student = await signedInUser(ctx);
    const threadId = await startedThread(ctx, student.headers);
    for (const message of ["constructor", "__proto__ constructor toString valueOf hasOwnProperty"]) {
      const response = await say(ctx, student.headers, threadId, message);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/\S/);
    }
    const stored = (await threadMessages(ctx.database.db, threadId)).length;
    expectError(await say(ctx, student.headers, threadId, "Bonjour\u0000"), 400, "ERR_INVALID_INPUT");
    expect((await threadMessages(ctx.database.db, threadId)).length).toBe(stored);
  });

  it("takes a target grade between 0 and 20 with at most two decimals", async () => {
    const student = await signedInUser(ctx);
    const put = (payload: string) =>
      ctx.app.server.inject({
        method: "PUT",
        url: "/api/users/me",
        headers: { ...student.headers, "content-type": "application/json" },
        payload,
      });
    for (const value of ["5e-324", "1e309", "14.000000001", "20.5", "-1", '"15"']) {
      const detail = expectError(await put(`{"target_grade":${value}}`), 400, "ERR_INVALID_INPUT");
      expect(detail.fields).toEqual(["target_grade"]);
    }
    expect((await put('{"target_grade":14.25}')).json().target_grade).toBe(14.25);
    expect((await put('{"target_grade":-0}')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(Object.is(row?.targetGrade, 0)).toBe(true);
  });

  it("refuses a well-signed token whose subject is not a user id, or that never expires", async () => {
    const student = await signedInUser(ctx);
    const key = new TextEncoder().encode(ctx.app.ctx.config.jwtSecret);
    const token = (sub: string, expires: boolean) => {
      const jwt = new SignJWT({ role: "STUDENT" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(sub)
        .setIssuer("ecos-academy")
        .setIssuedAt();
      return (expires ? jwt.setExpirationTime("15m") : jwt).sign(key);
    };
    const me = async (bearer: string) =>
      ctx.app.server.inject({ url: "/api/users/me", headers: { authorization: `Bearer ${bearer}` } });
    // The forging helper is right: the same claims with an expiry and a real id pass.
    expect((await me(await token(student.user.id, true))).statusCode).toBe(200);
    for (const sub of ["not-a-uuid", "constructor", `${student.user.id}x`]) {
      expectError(await me(await token(sub, true)), 401, "ERR_UNAUTHORIZED");
    }
    expectError(await me(await token(student.user.id, false)), 401, "ERR_UNAUTHORIZED");
  });
});

describe.each(DB_KINDS)("framework errors in the API's error shape on %s", (kind) => {
  const ctx = useTestApp(kind);

  it("answers an unknown API route 404 ERR_NOT_FOUND without repeating the path", async () => {
    for (const [method, url] of [
      ["GET", `/api/${MARKER}`],
      ["POST", `/api/users/${MARKER}`],
      ["DELETE", "/api/users/me"],
      ["GET", "/api"],
    ] as const) {
      const response = await ctx.app.server.inject({ method, url });
      expect(expectError(response, 404, "ERR_NOT_FOUND").message).toBe("Route inconnue");
      expect(response.body).not.toContain(MARKER);
    }
  });

  it("answers a url that does not decode 400 ERR_INVALID_INPUT without repeating it", async () => {
    for (const url of [`/api/%zz${MARKER}`, `/api/simulation/threads/%ED%A0%80${MARKER}`]) {
      const response = await ctx.app.server.inject({ url });
      expectError(response, 400, "ERR_INVALID_INPUT");
      expect(response.body).not.toContain(MARKER);
      expect(response.body).not.toContain("FST_");
    }
  });

  it("keeps 413, 414 and 415 with the same shape and ERR_INVALID_INPUT", async () => {
    const tooLarge = await ctx.app.server.inject({
      method: "POST",
      url: "/api/forms/contact-us",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...contact, message: "x".repeat(300 * 1024) }),
    });
    expect(expectError(tooLarge, 413, "ERR_INVALID_INPUT").message).toBe("Requête trop volumineuse");

    const longParam = await ctx.app.server.inject({ url: `/api/simulation/threads/${"a".repeat(101)}${MARKER}` });
    expect(expectError(longParam, 414, "ERR_INVALID_INPUT").message).toBe("Adresse trop longue");
    expect(longParam.body).not.toContain(MARKER);

    const xml = await ctx.app.server.inject({
      method: "POST",
      url: "/api/forms/contact-us",
      headers: { "content-type": "application/xml" },
      payload: "<contact/>",
    });
    expect(expectError(xml, 415, "ERR_INVALID_INPUT").message).toContain("JSON");

    const badJson = await ctx.app.server.inject({
      method: "POST",
      url: "/api/forms/contact-us",
      headers: { "content-type": "application/json" },
      payload: '{"message":',
    });
    expect(expectError(badJson, 400, "ERR_INVALID_INPUT").message).toBe("Requête invalide");
  });

  it("answers what Node's HTTP parser refuses in the same shape, over a real socket", async () => {
    await ctx.app.server.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const longUrl = await rawExchange(port, `GET /api/${"x".repeat(20_000)}${MARKER} HTTP/1.1\r\nHost: a\r\n\r\n`);
    expect(longUrl.status).toBe(431);
    expect(JSON.parse(longUrl.body).detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [] });
    expect(longUrl.body).not.toContain(MARKER);
    const badHeader = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: a\r\n${MARKER}\r\n\r\n`);
    expect(badHeader.status).toBe(400);
    expect(JSON.parse(badHeader.body)).toEqual({
      detail: { error_code: "ERR_INVALID_INPUT", fields: [], message: "Requête invalide" },
    });
  });

  it("bounds how long a client may take to send a request, and how much it may send", () => {
    expect(ctx.app.server.initialConfig).toMatchObject({
      requestTimeout: 30_000,
      connectionTimeout: 30_000,
      bodyLimit: 256 * 1024,
    });
  });
});

describe("security headers", () => {
  let database: Database;
  let plain: App;
  let secure: App;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ecos-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      '<!doctype html><title>ECOS Academy</title><script type="module" src="/assets/index.js"></script>',
    );
    database = await createTestDatabase("pglite");
    plain = await buildApp({ config: testConfig({ webDist: dist }), database, logger: false });
    secure = await buildApp({ config: testConfig({ webDist: dist, cookieSecure: true }), database, logger: false });
  });
  afterAll(async () => {
    await plain.server.close();
    await secure.server.close();
    await database.close();
  });

  it("sends a strict CSP, no framing, nosniff and a referrer policy on the page and the API", async () => {
    for (const url of ["/", "/simulation", "/api/health", `/api/${randomUUID()}`]) {
      const { headers } = await plain.server.inject({ url });
      const csp = String(headers["content-security-policy"]);
      const directives = new Map(
        csp.split(";").map((directive) => {
          const [name = "", ...values] = directive.trim().split(/\s+/);
          return [name, values.join(" ")] as const;
        }),
      );
      expect(directives.get("default-src")).toBe("'self'");
      expect(directives.get("script-src")).toBe("'self'");
      expect(directives.get("script-src-attr")).toBe("'none'");
      expect(directives.get("connect-src")).toBe("'self'");
      expect(directives.get("object-src")).toBe("'none'");
      expect(directives.get("frame-ancestors")).toBe("'none'");
      expect(directives.has("upgrade-insecure-requests")).toBe(false);
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("adds HSTS and upgrade-insecure-requests only when the site is served over HTTPS", async () => {
    const { headers } = await secure.server.inject({ url: "/api/health" });
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("matches the web page: no inline script for script-src 'self' to block", () => {
    const page = readFileSync(fileURLToPath(new URL("../../web/index.html", import.meta.url)), "utf8");
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content?.trim()).toBe("");
    }
    expect(page).not.toMatch(/\son[a-z]+=/i);
  });
});
