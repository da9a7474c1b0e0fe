import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "../src/lib/password-policy";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const outdir = `apps/server/dist/test-${process.pid}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGTERM");
  rmSync(join(root, outdir), { recursive: true, force: true });
});

describe("the compiled server (issue 17)", () => {
  it("builds to JavaScript and serves the API with node alone, from any directory", async () => {
    const built = await promisify(execFile)(
      join(root, "node_modules/.bin/tsx"),
      ["apps/server/scripts/build-server.ts", "--outdir", outdir],
      { cwd: root },
    );
    expect(built.stdout).toMatch(/Serveur compilé dans apps\/server\/dist\/test-\d+ en \d+ ms/);

    const port = await freePort();
    // Started from elsewhere, with no loader: migrations, corpus and password list are found next to their sources.
    child = spawn(process.execPath, [join(root, outdir, "main.js")], {
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        ECOS_DEMO: "0",
        DATA_DIR: mkdtempSync(join(tmpdir(), "ecos-compiled-")),
      },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    let health: Response | undefined;
    // A fresh data directory on a loaded machine (the suite runs two files at once) can take a while.
    const deadline = Date.now() + 120_000;
    while (!health && Date.now() < deadline) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health?.status, output).toBe(200);
    expect(await health?.json()).toEqual({ status: "ok", database: "pglite" });
    expect(output).toContain("IA : IA embarquée seule");
    // The weak-password list (read from a file beside its source) is found by the compiled CLI too.
    const refused = await promisify(execFile)(
      process.execPath,
      [join(root, outdir, "admin-create.js"), "chef@exemple.fr"],
      {
        cwd: tmpdir(),
        env: {
          PATH: process.env.PATH,
          DATA_DIR: mkdtempSync(join(tmpdir(), "ecos-compiled-cli-")),
          ADMIN_PASSWORD: "azertyuiop",
        },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain(`ADMIN_PASSWORD refusé : ${PASSWORD_MESSAGES.common}`);
  }, 240_000);
});
