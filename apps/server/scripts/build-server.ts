/**
 * npm run build:server: compiles the server to JavaScript (apps/server/dist), so that production runs
 * `node apps/server/dist/main.js` with no TypeScript loader (issue 17). esbuild bundles our workspace
 * packages (@ecos/*, TypeScript sources) and leaves every other package to node_modules. Files our code
 * finds next to its sources (migrations, the NLU corpus, the password list, fonts) are still found:
 * each module's `import.meta.url` is rewritten to its source file's address, relative to the bundle.
 */
import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const root = fileURLToPath(new URL("../../../", import.meta.url));
/** `--outdir DIR` (tests): somewhere else under the repository, where node_modules can still be found. */
const outdirArgument = process.argv.indexOf("--outdir");
const outdir = resolve(root, outdirArgument > 0 ? (process.argv[outdirArgument + 1] ?? "") : "apps/server/dist");

/** Our packages are bundled; everything else is loaded from node_modules at run time. */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@ecos/") || args.path.startsWith("node:")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` of each source module, as the address of that source file seen from the bundle. */
const sourceLocations: Plugin = {
  name: "source-locations",
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return { contents: source, loader: "ts" };
      const fromBundle = relative(outdir, args.path).split("\\").join("/");
      return {
        contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: "ts",
        resolveDir: dirname(args.path),
      };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: {
    main: resolve(root, "apps/server/src/main.ts"),
    invite: resolve(root, "apps/server/src/cli/invite.ts"),
    "admin-create": resolve(root, "apps/server/src/cli/admin-create.ts"),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // No shared chunks: every module's rewritten address is relative to dist/ itself.
  plugins: [externalPackages, sourceLocations],
  logLevel: "warning",
});
console.log(`Serveur compilé dans ${relative(root, outdir)} en ${Math.round(performance.now() - started)} ms`);
