import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { caseById } from "@ecos/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistedReport, assistReplay, formatAssistedReport } from "../../src/evaluation/grading-assisted";
import { type LabelledTranscript, replayLabelledTranscript } from "../../src/evaluation/grading-replay";
import { LlmProvider } from "../../src/llm/provider";
import { sharedClassifier } from "../../src/nlu/classifier";
import {
  type FakeChatRequest,
  type FakeOpenAi,
  fakeSettings,
  startFakeOpenAi,
} from "../../test-support/fake-openai-server";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const item = caseById("station-001");
if (!item) throw new Error("station-001 missing");

/** An average student who says the ECG in lay words; the examiner gives the point, the keyword matcher does not. */
const paraphrasing: LabelledTranscript = {
  station: "station-001",
  persona: "average",
  messages: [
    "Bonjour monsieur, je suis l'interne des urgences.",
    "Où avez-vous mal exactement ?",
    "Je pense que votre douleur vient du cœur : une artère du coeur est probablement en train de se boucher.",
    "Nous allons enregistrer l'activité électrique de votre muscle cardiaque avec un appareil, tout de suite.",
  ],
  diagnostic: "Syndrome coronarien aigu",
  expected: {},
};
// The examiner agrees with the engine everywhere but on the paraphrased ECG.
paraphrasing.expected = {
  ...Object.fromEntries(
    replayLabelledTranscript(item, paraphrasing).grade.Criterias.map((criterion) => [criterion.id, criterion.point]),
  ),
  "annonce-ecg": 1,
};
const gaming: LabelledTranscript = {
  station: "station-001",
  persona: "gaming-keywords",
  messages: ["ECG, troponine, scope, cardiologue, aspirine, héparine, infarctus, coronarographie"],
  diagnostic: null,
  expected: { "annonce-hypothese": 0, "annonce-ecg": 0, "annonce-troponine": 0, "surveillance-cardiologue": 0 },
};

const statementIdOf = (request: FakeChatRequest, fragment: string) =>
  (request.messages.find((m) => m.role === "user")?.content ?? "")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { id: string; texte: string })
    .find((s) => s.texte.includes(fragment))?.id ?? null;

/** A model that recognises the paraphrase, and invents a quote for the troponin. */
function examinerModel(request: FakeChatRequest) {
  return {
    text: JSON.stringify({
      criteria: [
        {
          id: "annonce-ecg",
          met: true,
          quote: "enregistrer l'activité électrique de votre muscle cardiaque",
          message: statementIdOf(request, "activité électrique"),
        },
        { id: "annonce-troponine", met: true, quote: "je vais doser la troponine", message: "s1" },
      ],
    }),
    usage: { prompt_tokens: 500, completion_tokens: 50 },
  };
}

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi(examinerModel);
});
afterAll(() => fake.close());

function run(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("npm", ["run", "-s", "eval:grading", "--", ...args], {
      cwd: root,
      env: { ...process.env, LLM_BASE_URL: undefined, LLM_MODEL: undefined, LLM_API_KEY: undefined, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

function folder() {
  const dir = mkdtempSync(join(tmpdir(), "eval-grading-llm-"));
  writeFileSync(join(dir, "station-001-average.json"), JSON.stringify(paraphrasing));
  writeFileSync(join(dir, "station-001-gaming-keywords.json"), JSON.stringify(gaming));
  return dir;
}

describe("eval:grading with the grading assist", () => {
  it("compares the embedded and the assisted grades against the examiner's labels", async () => {
    const classifier = sharedClassifier();
    const provider = new LlmProvider(fakeSettings(fake));
    const embedded = {
      name: "station-001-average",
      station: "station-001",
      persona: "average",
      replay: replayLabelledTranscript(item, paraphrasing, classifier),
    };
    const file = await assistReplay(provider, item, paraphrasing, embedded, classifier);
    expect(file.outcome).toMatchObject({
      called: true,
      failure: null,
      earned: ["annonce-ecg"],
      rejected: [{ criterionId: "annonce-troponine", reason: "not-verbatim" }],
      tokens: 550,
    });
    expect(embedded.replay.disagreements.map((d) => d.id)).toContain("annonce-ecg");
    expect(file.assisted.replay.disagreements.map((d) => d.id)).not.toContain("annonce-ecg");
    const report = assistedReport("fake-model", [file]);
    expect(report.statementAgreement).toEqual({ embedded: 0.75, assisted: 1, compared: 4 });
    expect(report.embedded.gradeError).toBeGreaterThan(0);
    expect(report.assisted.gradeError).toBe(0);
    expect(report.assisted.itemAgreement).toBe(1);
    expect(report).toMatchObject({ calls: 1, earned: 1, earnedAgainstExaminer: 0, tokens: 550 });
    expect(report.rejected).toEqual({ "no-quote": 0, "too-short": 0, "not-verbatim": 1 });
    const text = formatAssistedReport(report, [file]);
    expect(text).toMatch(/Accord, critères « dit » \(4\)\s+75\.0 %\s+100\.0 %/);
    expect(text).toContain("Points ajoutés par le modèle : 1, dont 0 que l'examinateur n'a pas donnés");
    expect(text).toContain("Citations rejetées : 1 non verbatim, 0 trop courtes, 0 sans citation");
    expect(text).toContain("Jetons : 550 (550 par appel)");
    expect(text).toContain("+ annonce-ecg");
  });

  it("npm run eval:grading -- --llm prints both side by side; without --llm the output is the embedded report alone", async () => {
    const dir = folder();
    const before = fake.requests.length;
    const withModel = await run([dir, "--llm"], { LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model" });
    expect(withModel.stderr).toBe("");
    expect(withModel.status).toBe(0);
    // The gaming transcript has no statement: nothing to ask.
    expect(fake.requests.length).toBe(before + 1);
    const out = withModel.stdout;
    expect(out).toContain("Transcriptions : 2");
    expect(out).toContain("Notation assistée par le modèle fake-model (--llm), 2 transcriptions");
    expect(out).toMatch(/Accord, critères « dit » \(8\)\s+87\.5 %\s+100\.0 %/);
    expect(out).toMatch(/Triche : note max \(\/20\)\s+0\.0\s+0\.0/);
    expect(out).toContain("Modèle : 1 appels, 1 sans appel (rien à juger), 0 échecs");
    expect(out).toMatch(/station-001-average\s+[\d.]+ \/\s+[\d.]+ \/\s+[\d.]+/);

    const without = await run([dir], { LLM_BASE_URL: fake.url, LLM_MODEL: "fake-model" });
    expect(without.status).toBe(0);
    expect(fake.requests.length).toBe(before + 1);
    expect(out.startsWith(without.stdout.trimEnd())).toBe(true);
    expect(without.stdout).not.toContain("Notation assistée");
  }, 60_000);

  it("keeps the embedded grade when the model fails, and says so", async () => {
    fake.setHandler(() => ({ status: 500 }));
    const result = await run([folder(), "--llm"], {
      LLM_BASE_URL: fake.url,
      LLM_MODEL: "fake-model",
      LLM_MAX_RETRIES: "1",
    });
    fake.setHandler(examinerModel);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Modèle : 1 appels, 1 sans appel (rien à juger), 1 échecs (http 1)");
    expect(result.stdout).toContain("(http 1) : note embarquée gardée");
    expect(result.stdout).toMatch(/Accord par critère\s+([\d.]+ %)\s+\1/);
  }, 60_000);

  it("exits with code 2 and says what to set when no model is configured", async () => {
    const result = await run([folder(), "--llm"], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("LLM_BASE_URL et LLM_MODEL");
    expect(result.stdout).toBe("");
  }, 60_000);
});
