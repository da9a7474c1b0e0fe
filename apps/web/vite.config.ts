import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** lucide-react's icon names and the file of each (its index re-exports every icon under several names). */
const ICON_FILES = new Map(
  [
    ...readFileSync(
      join(dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")), "dist/esm/lucide-react.mjs"),
      "utf8",
    ).matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g),
  ].flatMap(([, names = "", file = ""]) =>
    names.split(",").map((name) => [name.replace(/default as/, "").trim(), file]),
  ),
);

/**
 * The icons the landing page draws (its components import them by name from lucide-react): they make a
 * chunk of their own, apart from the signed-in app's icons. A name missed here only means that icon is
 * loaded with the app's icons.
 */
const LANDING_ICONS = new Set(
  readdirSync(page("./src/features/landing/components"))
    .filter((file) => file.endsWith(".tsx"))
    .flatMap((file) => {
      const source = readFileSync(page(`./src/features/landing/components/${file}`), "utf8");
      const names = /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/.exec(source)?.[1] ?? "";
      return names.split(",").map((name) => ICON_FILES.get(name.replace(/^\s*type\s+/, "").trim()));
    }),
);

function iconChunk(id: string): string {
  const icon = /\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.mjs$/.exec(id)?.[1];
  return icon === undefined || LANDING_ICONS.has(icon) ? "landing-icons" : "icons";
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/prerender.ts (the dashboard's chunks), then deleted.
    manifest: true,
    // index.html: the landing page (prerendered afterwards by scripts/prerender.ts), its own light entry;
    // app.html: the empty shell the server answers for every other route, with the signed-in app's entry.
    rollupOptions: {
      input: { index: page("./index.html"), app: page("./app.html") },
      // Left to itself, Rollup makes each icon a chunk of its own (shared by screens loaded on demand):
      // the dashboard would load some fifty files, each one a round trip, six at a time on HTTP/1.1.
      // The landing page's icons make one chunk, all the others another; React one of its own.
      output: {
        manualChunks(id) {
          if (/\/node_modules\/(?:react|react-dom|scheduler)\//.test(id)) return "react";
          if (id.includes("/node_modules/lucide-react/")) return iconChunk(id);
        },
      },
    },
  },
});
