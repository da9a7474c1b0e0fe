import { ERROR_CODES } from "@ecos/contracts";
import type { App } from "../../src/app";
import { fillParams, paramSlots, type RouteDef, routesOf } from "./routes";
import {
  HOSTILE_BODIES,
  HOSTILE_KEYS,
  HOSTILE_QUERIES,
  HOSTILE_VALUES,
  type Hostile,
  INVALID_IDS,
  ODD_METHODS,
  ODD_PATHS,
  RAW_BODIES,
} from "./values";
import { buildWorld, type FuzzWorld } from "./world";

type Headers = Record<string, string>;

export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers?: Headers;
  payload?: string | Buffer;
}

export interface Finding {
  label: string;
  method: string;
  url: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  routes: RouteDef[];
  requests: number;
  /** Answers ≥ 500. */
  serverErrors: Finding[];
  /** Error answers on /api whose body is not exactly `{ detail: { error_code, fields, message } }`. */
  badShapes: Finding[];
  /** Error answers that repeat a marker the request put in its url. */
  echoes: Finding[];
  /** Requests the injector itself refused to build (not sent, not counted). */
  unsent: Finding[];
}

export interface FuzzOptions {
  /** A small, deterministic subset (the first entries of every list), for the test suite. */
  reduced?: boolean;
  onRoute?: (route: RouteDef, sent: number) => void;
}

export const MARKER = "fuzzmarker";
const SENTINEL = "\u0001fuzz-sentinel\u0001";
const DESTRUCTIVE = (route: RouteDef) => route.method === "DELETE" || route.url.endsWith("/grade");

/** Every path to a leaf of a JSON value (an empty array or object is a leaf too). */
function leafPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((item, index) => leafPaths(item, [...path, index]));
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

/** The body as JSON text with the value at `path` replaced by a raw JSON fragment. */
function replaceAt(body: object, path: ReadonlyArray<string | number>, fragment: string): string {
  if (path.length === 0) return fragment;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = SENTINEL;
  return JSON.stringify(copy).replace(JSON.stringify(SENTINEL), fragment);
}

function withKey(body: object, key: Hostile): string {
  const json = JSON.stringify(body);
  return json === "{}" ? `{${key.json}}` : `{${key.json},${json.slice(1)}`;
}

const isApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/** Findings about one answer: a 5xx, an error body of another shape, an echoed url. */
export function inspect(request: FuzzRequest, status: number, body: string, report: FuzzReport): void {
  const finding = { label: request.label, method: request.method, url: request.url.slice(0, 160), status, body };
  if (status >= 500) report.serverErrors.push({ ...finding, body: body.slice(0, 300) });
  if (status < 400 || request.method === "HEAD") return;
  if (body.toLowerCase().includes(MARKER)) report.echoes.push({ ...finding, body: body.slice(0, 300) });
  if (isApiPath(request.url) && !hasErrorShape(body)) report.badShapes.push({ ...finding, body: body.slice(0, 300) });
}

/** Whether a body is exactly `{ detail: { error_code, fields, message } }` with a known code. */
export function hasErrorShape(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== "object" || Object.keys(parsed).join() !== "detail") return false;
  const detail = (parsed as { detail: unknown }).detail;
  if (detail === null || typeof detail !== "object") return false;
  const { error_code, fields, message } = detail as Record<string, unknown>;
  return (
    Object.keys(detail).sort().join() === "error_code,fields,message" &&
    ERROR_CODES.includes(error_code as never) &&
    Array.isArray(fields) &&
    fields.every((field) => typeof field === "string") &&
    typeof message === "string" &&
    message.length > 0
  );
}

/** The requests for one route: correct calls, then each of them broken in one way at a time. */
async function* routeRequests(route: RouteDef, world: FuzzWorld, reduced: boolean): AsyncGenerator<FuzzRequest> {
  const take = <T>(list: readonly T[], count: number) => (reduced ? list.slice(0, count) : list);
  const fixture = world.fixture(route);
  const headers = world.headers[fixture.as];
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  const json = (payload: string, extra: Headers = headers): Partial<FuzzRequest> =>
    hasBody ? { payload, headers: { ...extra, "content-type": "application/json" } } : { headers: extra };
  const [first] = fixture.cases;
  if (!first) return;
  const firstBody = JSON.stringify(first.bodies[0] ?? {});
  const at = async (label: string, params: string[], extra: Partial<FuzzRequest> = {}): Promise<FuzzRequest> => ({
    label,
    method: route.method,
    url: fillParams(route.url, params),
    ...json(firstBody),
    ...extra,
  });

  for (const entry of fixture.cases) {
    for (const body of entry.bodies) {
      yield { ...(await at("valid", await entry.params())), ...json(JSON.stringify(body)) };
      if (!hasBody) continue;
      for (const path of leafPaths(body)) {
        for (const value of take(HOSTILE_VALUES, 10)) {
          const label = `body ${path.join(".") || "(root)"} = ${value.name}`;
          yield { ...(await at(label, await entry.params())), ...json(replaceAt(body, path, value.json)) };
        }
      }
      for (const key of take(HOSTILE_KEYS, 3)) {
        yield { ...(await at(`key ${key.name}`, await entry.params())), ...json(withKey(body, key)) };
      }
    }
  }

  const slots = paramSlots(route.url);
  for (let slot = 0; slot < slots.length; slot++) {
    for (const invalid of take(INVALID_IDS, 6)) {
      const params = await first.params();
      params[slot] = invalid;
      yield at(`param ${slots[slot]?.join("|")} = ${invalid.slice(0, 20)}`, params);
    }
  }
  if (hasBody) {
    for (const body of take(HOSTILE_BODIES, 5))
      yield { ...(await at(`body ${body.name}`, await first.params())), ...json(body.json) };
    for (const raw of take(RAW_BODIES, 6)) {
      const rawHeaders = raw.contentType ? { ...headers, "content-type": raw.contentType } : headers;
      yield at(`raw ${raw.name}`, await first.params(), { payload: raw.payload, headers: rawHeaders });
    }
  }
  for (const query of take(HOSTILE_QUERIES, 5)) {
    const request = await at(`query ${query.slice(0, 30)}`, await first.params());
    yield { ...request, url: `${request.url}?${query}` };
  }
  for (const authorization of take(world.badAuthorizations, 4)) {
    yield at(`authorization ${authorization.slice(0, 30)}`, await first.params(), json(firstBody, { authorization }));
  }
  if (route.url.includes("/auth/")) {
    for (const cookie of take(world.badCookies, 3)) {
      const cookieHeaders = { ...headers, cookie: `refresh_token=${cookie}` };
      yield at(`cookie ${cookie.slice(0, 20)}`, await first.params(), json(firstBody, cookieHeaders));
    }
  }
  for (const method of take(ODD_METHODS, 1)) yield { ...(await at(`method ${method}`, await first.params())), method };
}

async function send(app: App, request: FuzzRequest, report: FuzzReport): Promise<void> {
  let response: Awaited<ReturnType<App["server"]["inject"]>>;
  try {
    response = await app.server.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
  } catch (error) {
    report.unsent.push({ ...request, status: 0, body: String(error).slice(0, 200) });
    return;
  }
  report.requests++;
  inspect(request, response.statusCode, response.body, report);
}

/**
 * Sends malformed input to every route of the app (found through the router, so new routes are fuzzed
 * without being listed): broken bodies, parameters, queries, tokens, content types, methods and urls.
 */
export async function fuzzApp(app: App, options: FuzzOptions = {}): Promise<FuzzReport> {
  const reduced = options.reduced ?? false;
  const world = await buildWorld(app);
  const routes = routesOf(app.server);
  const report: FuzzReport = { routes, requests: 0, serverErrors: [], badShapes: [], echoes: [], unsent: [] };
  const ordered = [...routes.filter((route) => !DESTRUCTIVE(route)), ...routes.filter(DESTRUCTIVE)];
  for (const route of ordered) {
    const before = report.requests;
    for await (const request of routeRequests(route, world, reduced)) await send(app, request, report);
    options.onRoute?.(route, report.requests - before);
  }
  const paths = reduced ? ODD_PATHS.slice(0, 6) : ODD_PATHS;
  for (const url of paths) {
    for (const method of ["GET", "POST"]) {
      await send(app, { label: "odd path", method, url, headers: world.headers.student, payload: "{}" }, report);
    }
  }
  return report;
}
