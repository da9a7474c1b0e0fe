import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Builds the SPA once before the browser journeys (they run against the real build). */
export default function setup() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build: test what ships.
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
