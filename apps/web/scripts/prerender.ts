/**
 * After `vite build` (part of `npm run build`): renders the landing page to HTML and writes it into
 * dist/index.html, so that "/" shows its content before any JavaScript runs (landing-main.tsx then
 * hydrates it). Its stylesheet is inlined there (one round trip less before the first paint; app.html,
 * the shell of the other routes, keeps the link). Finally every text asset gets a gzip and a Brotli
 * copy, which the server sends to browsers that accept them (@fastify/static `preCompressed`).
 * It also writes homepage.html: app.html plus modulepreload links for the dashboard's own chunks (the
 * shell's and the dashboard page's, loaded on demand otherwise), which the server answers for
 * /homepage, so that they download with the app's entry instead of one round trip after it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = join(web, "dist");
const ROOT = '<div id="root"></div>';

export async function renderLandingHtml(): Promise<string> {
  // Inside apps/web so that the SSR bundle finds react and the other packages it leaves external.
  const out = join(web, "node_modules", ".prerender");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  try {
    await build({
      root: web,
      configFile: join(web, "vite.config.ts"),
      logLevel: "warn",
      build: {
        ssr: join(web, "src", "landing-ssr.tsx"),
        outDir: out,
        emptyOutDir: true,
        rollupOptions: { input: join(web, "src", "landing-ssr.tsx"), output: { entryFileNames: "landing-ssr.mjs" } },
      },
    });
    const module = (await import(pathToFileURL(join(out, "landing-ssr.mjs")).href)) as { renderLanding(): string };
    return module.renderLanding();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function injectLanding(html: string, markup: string, readAsset: (path: string) => string): string {
  if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  const withMarkup = html.replace(ROOT, `<div id="root">${markup}</div>`);
  return withMarkup.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
    (_link, href: string) => `<style>${readAsset(href)}</style>`,
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks of these sources and everything they import statically, as Vite's manifest lists them. */
export function chunkFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/** app.html with modulepreload links for these files (those it does not preload already). */
export function withPreloads(shell: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !shell.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
  return shell.replace("</head>", `  ${links}\n  </head>`);
}

export const DASHBOARD_SOURCES = [
  "src/features/shell/components/app-shell.tsx",
  "src/features/dashboard/dashboard-page.tsx",
];

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

export function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const index = join(dist, "index.html");
  const markup = await renderLandingHtml();
  const html = injectLanding(readFileSync(index, "utf8"), markup, (href) => readFileSync(join(dist, href), "utf8"));
  writeFileSync(index, html);
  const manifestPath = join(dist, ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const shell = readFileSync(join(dist, "app.html"), "utf8");
  writeFileSync(join(dist, "homepage.html"), withPreloads(shell, chunkFiles(manifest, DASHBOARD_SOURCES)));
  rmSync(join(dist, ".vite"), { recursive: true, force: true }); // not to be served
  precompress(dist);
  console.log(`prerender: index.html with the landing page (${(html.length / 1024).toFixed(1)} kB), assets compressed`);
}
