import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, LOGOUT_EVENT } from "@/lib/api-client";
import { ACCESS_TOKEN_KEY, hasValidToken } from "@/lib/token-storage";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

interface Call {
  url: string;
  auth: string | null;
  method: string;
}

/** A fake API: /auth/refresh hands out "fresh-N"; other paths accept only the current fresh token. */
function fakeApi(options: { refreshOk?: boolean; refreshBody?: unknown; refreshDelayMs?: number } = {}) {
  const calls: Call[] = [];
  let issued = 0;
  let valid = "";
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, auth: headers.get("authorization"), method: init?.method ?? "GET" });
    if (url.endsWith("/auth/refresh")) {
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 5));
      if (options.refreshOk === false)
        return json(401, { detail: { error_code: "ERR_UNAUTHORIZED", fields: [], message: "x" } });
      issued += 1;
      valid = `fresh-${issued}`;
      return json(200, options.refreshBody ?? { access_token: valid, token_type: "bearer", expires_in: 900 });
    }
    if (headers.get("authorization") === `Bearer ${valid}` && valid) return json(200, { ok: url });
    return json(401, { detail: { error_code: "ERR_UNAUTHORIZED", fields: [], message: "expired" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls };
}

describe("API client", () => {
  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, "expired-token"));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("on 401 refreshes once, stores the new token and replays the request with it", async () => {
    const { calls } = fakeApi();
    await expect(api.get("/users/me")).resolves.toEqual({ ok: "/api/users/me" });
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ["/api/users/me", "Bearer expired-token"],
      ["/api/auth/refresh", null],
      ["/api/users/me", "Bearer fresh-1"],
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("fresh-1");
  });

  it("concurrent requests share one refresh and are all replayed", async () => {
    const { calls } = fakeApi({ refreshDelayMs: 30 });
    const results = await Promise.all([api.get("/a"), api.get("/b"), api.get("/c")]);
    expect(results).toEqual([{ ok: "/api/a" }, { ok: "/api/b" }, { ok: "/api/c" }]);
    expect(calls.filter((c) => c.url.endsWith("/auth/refresh"))).toHaveLength(1);
    const replays = calls.filter((c) => c.auth === "Bearer fresh-1").map((c) => c.url);
    expect(replays.sort()).toEqual(["/api/a", "/api/b", "/api/c"]);
  });

  it("never retries a replayed request a second time", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push(String(input));
        if (String(input).endsWith("/auth/refresh")) return json(200, { access_token: "fresh" });
        return json(401, { detail: { error_code: "ERR_UNAUTHORIZED", fields: [], message: "no" } });
      }),
    );
    await expect(api.get("/users/me")).rejects.toMatchObject({ status: 401, code: "ERR_UNAUTHORIZED" });
    expect(calls).toEqual(["/api/users/me", "/api/auth/refresh", "/api/users/me"]);
  });

  it("a failed refresh removes the token and raises auth:logout", async () => {
    fakeApi({ refreshOk: false });
    const onLogout = vi.fn();
    window.addEventListener(LOGOUT_EVENT, onLogout);
    await expect(api.get("/users/me")).rejects.toThrow("Authentication refresh failed");
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(hasValidToken()).toBe(false);
    window.removeEventListener(LOGOUT_EVENT, onLogout);
  });

  it("a refresh answer without access_token fails with the spec's message", async () => {
    fakeApi({ refreshBody: { token_type: "bearer" } });
    await expect(api.get("/users/me")).rejects.toThrow("Invalid token response: missing access_token");
    expect(hasValidToken()).toBe(false);
  });

  it("login calls carry no bearer token and are not refreshed; errors expose code and fields", async () => {
    const fetchMock = vi.fn(async () =>
      json(401, {
        detail: {
          error_code: "ERR_INVALID_CREDENTIALS",
          fields: ["email", "password"],
          message: "Identifiants invalides",
        },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const error = await api.post("/auth/token", { email: "a@b.fr", password: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "ERR_INVALID_CREDENTIALS", fields: ["email", "password"] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get("authorization")).toBeNull();
    expect(init[1].credentials).toBe("include");
  });

  it("treats a blank stored token as no token", () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "   ");
    expect(hasValidToken()).toBe(false);
  });
});
