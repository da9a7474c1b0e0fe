import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Builds the SPA once before the browser journeys (they run against the real build). */
export default function setup() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
