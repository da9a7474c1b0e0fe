import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Builds the SPA once before the browser journeys (they run against the real build). */
export default function setup() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  // .ci/run builds beside the type check, then says so: the same tree is not built twice.
  if (process.env.ECOS_E2E_BUILT === "1" && existsSync(join(root, "apps/web/dist/index.html"))) return;
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build: test what ships.
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
