/**
 * What the built SPA ships: the JavaScript the landing page loads (the entry and everything it imports
 * statically, transitively), the signed-in app's entry graph (app.html), the chunks loaded later on
 * demand (everything the landing page does not load), and their gzip sizes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface Chunk {
  file: string;
  bytes: number;
  gzip: number;
  /** Recharts writes these class names into the DOM; they survive minification. */
  hasCharts: boolean;
}

export interface BundleReport {
  /** index.html's entry and its static imports: the prerendered landing page. */
  landing: Chunk[];
  /** app.html's (the shell of every other route): the signed-in app's entry and its static imports. */
  app: Chunk[];
  lazy: Chunk[];
  css: Chunk[];
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;

function chunk(assets: string, file: string): Chunk {
  const content = readFileSync(join(assets, file));
  return {
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    hasCharts: content.includes("recharts-wrapper") || content.includes("recharts-surface"),
  };
}

/** The JavaScript an HTML page of the build loads: its entry, its preloads and what they import statically. */
function staticGraph(dist: string, page: string): Set<string> {
  const assets = join(dist, "assets");
  const html = readFileSync(join(dist, page), "utf8");
  const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const graph = new Set<string>();
  const queue = [...entries, ...preloads];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (graph.has(file)) continue;
    graph.add(file);
    const code = readFileSync(join(assets, file), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1] as string);
  }
  return graph;
}

export function analyseBundle(dist: string): BundleReport {
  const assets = join(dist, "assets");
  const landing = staticGraph(dist, "index.html");
  const app = existsSync(join(dist, "app.html")) ? staticGraph(dist, "app.html") : new Set<string>();
  const files = readdirSync(assets);
  return {
    landing: [...landing].sort().map((file) => chunk(assets, file)),
    app: [...app].sort().map((file) => chunk(assets, file)),
    lazy: files
      .filter((file) => file.endsWith(".js") && !landing.has(file))
      .sort()
      .map((file) => chunk(assets, file)),
    css: files.filter((file) => file.endsWith(".css")).map((file) => chunk(assets, file)),
  };
}

export const total = (chunks: readonly Chunk[], key: "bytes" | "gzip" = "gzip") =>
  chunks.reduce((sum, item) => sum + item[key], 0);
