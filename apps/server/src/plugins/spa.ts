import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { apiNotFoundBody } from "./error-handler";

/**
 * The dashboard's page: app.html plus preload links for the dashboard's chunks (written by the build),
 * so that they download with the app's entry instead of after it.
 */
const DASHBOARD_PATHS = new Set(["/homepage", "/homepage/", "/homepage/dashboard"]);

/** API paths (and any non-GET request) never fall back to the SPA: they answer a JSON 404. */
const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Serves the built SPA: hashed assets cached for a year, the HTML never cached, and every unknown
 * non-API GET answered with an HTML page so that client routes survive a reload. "/" gets index.html,
 * where the build prerendered the landing page; any other route gets app.html, the same page with an
 * empty root and the signed-in app's entry (a build without app.html: index.html everywhere), the
 * dashboard homepage.html (the same with its chunks preloaded). Files
 * are sent as their Brotli or gzip copy (written by the build) to browsers that accept it.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, "index.html"));
  const shell = existsSync(join(webDist, "app.html")) ? "app.html" : "index.html";
  const dashboard = existsSync(join(webDist, "homepage.html")) ? "homepage.html" : shell;
  const page = (path: string) => (path === "/" ? "index.html" : DASHBOARD_PATHS.has(path) ? dashboard : shell);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header("Cache-Control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webDist }, "web build not found: run `npm run build` to serve the interface");
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (isApiPath(path) || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send(apiNotFoundBody());
    }
    if (!hasBuild) return reply.status(404).type("text/plain").send("Interface non construite : npm run build");
    return reply.header("Cache-Control", "no-cache").sendFile(page(path));
  });
}
