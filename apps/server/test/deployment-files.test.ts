import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, "utf8");

/** What a deployment from deploy/ must hold (issue 12); there is no Docker daemon in CI to run it. */
describe("deployment files", () => {
  it("runs the server as an unprivileged user that owns only the data directory", () => {
    const dockerfile = read("deploy/Dockerfile");
    const user = /^USER\s+(\S+)/m.exec(dockerfile)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toBe("root");
    expect(user).not.toBe("0");
    // The USER line comes after every RUN that needs root, before the command.
    expect(dockerfile.lastIndexOf("\nUSER ")).toBeGreaterThan(dockerfile.lastIndexOf("\nRUN "));
    expect(dockerfile).toMatch(/chown\s+(?:-R\s+)?node:node\s+\/app\/data/);
  });

  it("keeps host dependencies, local data and secrets out of the image", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim());
    for (const entry of ["node_modules", "data", ".env"]) expect(ignored).toContain(entry);
  });

  it("defaults to a Secure cookie and asks for every secret instead of shipping one", () => {
    const compose = read("deploy/compose.yaml");
    expect(compose).toMatch(/COOKIE_SECURE:\s*\$\{COOKIE_SECURE:-1\}/);
    expect(compose).toMatch(/JWT_SECRET:\s*\$\{JWT_SECRET:\?/);
    expect(compose).toMatch(/POSTGRES_PASSWORD:\s*\$\{POSTGRES_PASSWORD:\?/);
    expect(compose).toMatch(/PUBLIC_URL:\s*\$\{PUBLIC_URL:\?/);
    expect(compose).not.toMatch(/ECOS_DEMO/);
    expect(compose).not.toMatch(/TRUST_PROXY:\s*\$\{TRUST_PROXY:-(?:true|\*|all)\}/);
  });
});
