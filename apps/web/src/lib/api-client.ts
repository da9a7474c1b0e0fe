import type { ErrorCode } from "@ecos/contracts";
import { readToken, removeToken, writeToken } from "./token-storage";

export const API_BASE = "/api";
export const API_TIMEOUT_MS = 60_000;
export const LOGOUT_EVENT = "auth:logout";

/** An error answered by the API, with the spec's error code and the fields to show in red. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly fields: string[],
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Paths that never carry a bearer token and are never retried after a refresh. */
function isPublicAuthPath(path: string): boolean {
  return path.includes("/auth/refresh") || path.includes("/auth/token");
}

let refreshInFlight: Promise<string> | null = null;

/** What a request asks for: JSON, or server-sent events (a streamed reply). */
type Accept = "application/json" | "text/event-stream";

async function send(
  path: string,
  options: RequestOptions,
  withToken: boolean,
  accept: Accept = "application/json",
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const token = withToken ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "include",
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  let detail: { error_code?: ErrorCode; fields?: string[]; message?: string } | undefined;
  try {
    detail = ((await response.json()) as { detail?: typeof detail }).detail;
  } catch {
    detail = undefined;
  }
  return new ApiError(
    response.status,
    detail?.error_code,
    detail?.fields ?? [],
    detail?.message ?? `HTTP ${response.status}`,
  );
}

async function performRefresh(): Promise<string> {
  try {
    const response = await send("/auth/refresh", { method: "POST" }, false);
    if (!response.ok) throw new Error("Authentication refresh failed");
    const body = (await response.json()) as { access_token?: unknown };
    if (typeof body.access_token !== "string" || body.access_token.trim() === "") {
      throw new Error("Invalid token response: missing access_token");
    }
    writeToken(body.access_token);
    return body.access_token;
  } catch (error) {
    removeToken();
    window.dispatchEvent(new Event(LOGOUT_EVENT));
    throw error;
  }
}

/** One refresh at a time: every caller during a refresh waits for the same promise. */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = performRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** A successful response, after waiting for a refresh under way, and one refresh then one replay on 401. */
async function authorizedResponse(path: string, options: RequestOptions, accept: Accept): Promise<Response> {
  const isPublic = isPublicAuthPath(path);
  if (!isPublic && refreshInFlight) await refreshInFlight.catch(() => undefined);
  let response = await send(path, options, !isPublic, accept);
  if (response.status === 401 && !isPublic) {
    await refreshAccessToken();
    response = await send(path, options, true, accept);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * The single API client: JSON in and out, bearer token, 60 s timeout, and on 401 one refresh then
 * one replay (a replayed request is never retried again). Requests issued while a refresh is under
 * way wait for it and go out with the new token.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await authorizedResponse(path, options, "application/json");
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A request answered with server-sent events: the same token, refresh and errors as `apiRequest`
 * (an error found before the stream starts is an `ApiError`), and the open response, whose body the
 * caller reads. The 60 s timeout covers the whole stream.
 */
export function apiStream(path: string, options: RequestOptions = {}): Promise<Response> {
  return authorizedResponse(path, options, "text/event-stream");
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PUT", body }),
  patch: <T>(path: string, body: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};
