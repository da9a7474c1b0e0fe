import type { FastifyInstance } from "fastify";

/** One route as Fastify knows it; a parameter merged by the router reads `:threadId|:messageId`. */
export interface RouteDef {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/;

/**
 * Every route of the running app, read from `printRoutes` (the router's tree, one segment per line,
 * its methods in brackets). HEAD twins of GET routes are kept: they run the same handlers.
 */
export function routesOf(server: FastifyInstance): RouteDef[] {
  const routes: RouteDef[] = [];
  const stack: string[] = [];
  for (const line of server.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const url = (depth > 0 ? (stack[depth - 1] ?? "") : "") + (match[2] ?? "");
    stack[depth] = url;
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The parameter slots of a route, each with the names the router merged into it. */
export function paramSlots(url: string): string[][] {
  return url
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.split("|").map((name) => name.replace(/^:/, "")));
}

/** The route's url with its parameter slots replaced, in order, by `values` (already URL-encoded). */
export function fillParams(url: string, values: readonly string[]): string {
  let index = 0;
  return url
    .split("/")
    .map((segment) => (segment.startsWith(":") ? (values[index++] ?? "") : segment))
    .join("/");
}
