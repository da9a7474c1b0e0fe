/**
 * After `vite build` (part of `npm run build`): renders the landing page to HTML and writes it into
 * dist/index.html, so that "/" shows its content before any JavaScript runs (landing-main.tsx then
 * hydrates it). Its stylesheet is inlined there (one round trip less before the first paint; app.html,
 * the shell of the other routes, keeps the link). Finally every text asset gets a gzip and a Brotli
 * copy, which the server sends to browsers that accept them (@fastify/static `preCompressed`).
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
  precompress(dist);
  console.log(`prerender: index.html with the landing page (${(html.length / 1024).toFixed(1)} kB), assets compressed`);
}
