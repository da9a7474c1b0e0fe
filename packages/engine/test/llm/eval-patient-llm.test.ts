import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { caseById } from "@ecos/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDialogues } from "../../src/evaluation/patient-replay";
import { replayDialogueWithModel } from "../../src/evaluation/patient-replay-llm";
import { LlmProvider } from "../../src/llm/provider";
import {
  type FakeChatRequest,
  type FakeOpenAi,
  fakeSettings,
  startFakeOpenAi,
} from "../../test-support/fake-openai-server";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** A model that says the reference reply in its own words (here: as it is), or invents a drug when asked about treatments. */
function referenceModel(request: FakeChatRequest) {
  const system = request.messages[0]?.content ?? "";
  const reference = /Réponse de référence[^«]*« ([\s\S]*) »$/m.exec(system)?.[1] ?? "Je ne sais pas.";
  const question = request.messages.at(-1)?.content ?? "";
  if (/médicament|traitement/i.test(question)) return { text: "Je prends du Kardégic tous les matins." };
  return { text: reference };
}

const DIALOGUE = `### station-001 natural
act.greeting :: Bonjour Monsieur, je suis l'interne des urgences.
pain.location :: Où avez-vous mal exactement ?
tx.current :: Vous prenez des médicaments en ce moment ?
- :: Blablabla xyz ?
`;

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(referenceModel);
});
afterAll(() => fake.close());

describe("eval:patient against a model", () => {
  it("replays a dialogue as the platform does: kept replies, grounding rejections, rephrase requests", async () => {
    const item = caseById("station-001");
    if (!item) throw new Error("station-001");
    const provider = new LlmProvider(fakeSettings(fake));
    const [section] = parseDialogues(DIALOGUE);
    const lines = await replayDialogueWithModel(provider, item, section as NonNullable<typeof section>);
    expect(lines.map((line) => line.outcome)).toEqual(["llm", "llm", "fallback", "llm"]);
    expect(lines[2]).toMatchObject({ reason: "drug" });
    expect(lines[2]?.reply).toBe(lines[2]?.embedded);
    expect(lines[3]?.rephrase).toBe(true);
    expect(lines.every((line) => line.tokens > 0 && line.latencyMs >= 0)).toBe(true);
  });

  it("npm run eval:patient -- --llm prints the rates, the rejections, latency and tokens", async () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-patient-llm-"));
    const file = join(dir, "dialogue.txt");
    writeFileSync(file, DIALOGUE);
    const output = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn("npm", ["run", "-s", "eval:patient", "--", file, "--llm"], {
        cwd: root,
        env: { ...process.env, LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model", LLM_MAX_RETRIES: "0" },
      });
      let stdout = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      child.on("close", (code) => resolve({ code, stdout }));
    });
    expect(output.code).toBe(0);
    expect(output.stdout).toContain("Modèle : fake-model");
    expect(output.stdout).toMatch(/Questions : 4/);
    expect(output.stdout).toMatch(/Réponses écrites par le modèle et gardées :\s+75\.0 % \(3\/4\)/);
    expect(output.stdout).toMatch(/Réponses écartées par le contrôle d'ancrage :\s+25\.0 % \(1\/4\)/);
    expect(output.stdout).toMatch(/drug\s+1/);
    expect(output.stdout).toMatch(/Latence : p50 \d+ ms, p95 \d+ ms/);
    expect(output.stdout).toMatch(/Jetons : \d+/);
  }, 60_000);

  it("says how to configure the model when none is", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const env = { ...process.env };
      delete env.LLM_BASE_URL;
      delete env.LLM_MODEL;
      const child = spawn("npm", ["run", "-s", "eval:patient", "--", "packages/engine/eval/patient", "--llm"], {
        cwd: root,
        env,
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("close", (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("LLM_BASE_URL");
  }, 60_000);
});
