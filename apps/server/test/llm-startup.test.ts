import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedMigratedDataDir } from "@ecos/db/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../../packages/engine/test-support/fake-openai-server";
import { AiService } from "../src/ai/ai-service";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");

/** Starts the real server and returns its output up to the line announcing it is ready. */
async function startupOutput(env: Record<string, string>): Promise<string> {
  const { DATABASE_URL: _ignored, LLM_BASE_URL: _a, LLM_MODEL: _b, ...inherited } = process.env;
  // A migrated data directory: these tests are about the AI's line, not about creating a database.
  const dataDir = mkdtempSync(join(tmpdir(), "ecos-llm-startup-"));
  await seedMigratedDataDir(dataDir);
  const child: ChildProcess = spawn(tsx, ["apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...inherited,
      LOG_LEVEL: "silent",
      PORT: "0",
      HOST: "127.0.0.1",
      ECOS_DEMO: "0",
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start-up line: ${output}`)), 150_000);
      child.stdout?.on("data", (chunk) => {
        output += chunk;
        if (output.includes("est prête")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on("exit", (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
  } finally {
    child.kill("SIGTERM");
  }
  return output;
}

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(() => ({ text: "OK" }));
});
afterAll(() => fake.close());

describe("the start-up line says which AI answers", () => {
  it("names the model, its server and its uses, and says it answers (never the key)", async () => {
    const output = await startupOutput({
      LLM_BASE_URL: fake.url,
      LLM_MODEL: "fake-model",
      LLM_API_KEY: "cle-secrete-startup",
      LLM_GRADING: "1",
    });
    expect(output).toMatch(
      new RegExp(
        `IA : Modèle fake-model sur ${fake.url.replace(/[.]/g, "\\.")} \\(patient \\+ notation\\) : répond en \\d+ ms`,
      ),
    );
    expect(output).not.toContain("cle-secrete-startup");
    expect(fake.authorizations.at(-1)).toBe("Bearer cle-secrete-startup");
  }, 180_000);

  it("says when the model does not answer, and that the embedded AI answers instead", async () => {
    fake.setHandler(() => ({ status: 500 }));
    const output = await startupOutput({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model", LLM_MAX_RETRIES: "0" });
    expect(output).toContain("NE RÉPOND PAS");
    expect(output).toContain("l'IA embarquée répond à sa place");
  }, 180_000);

  it("says the embedded AI answers alone without a model", async () => {
    expect(await new AiService(undefined).describe()).toBe(
      "IA embarquée seule (aucun modèle configuré : LLM_BASE_URL, LLM_MODEL)",
    );
  });
});
