import { caseById } from "@ecos/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gradeStation, toTwenty } from "../../src/grading/grade";
import {
  AssistFormatError,
  assistedGrading,
  gradeStationAssisted,
  judgeStatements,
  type StatementJudgment,
} from "../../src/llm/grading-assist";
import { LlmError, LlmProvider, type LlmSettings } from "../../src/llm/provider";
import type { Transcript } from "../../src/transcript";
import {
  type FakeChatRequest,
  type FakeOpenAi,
  fakeSettings,
  startFakeOpenAi,
} from "../../test-support/fake-openai-server";

const item = caseById("station-001");
if (!item) throw new Error("station-001 missing");

const PARAPHRASE_ECG =
  "Nous allons enregistrer l'activité électrique de votre muscle cardiaque avec un appareil, tout de suite.";
const PARAPHRASE_MONITOR = "On va vous surveiller en continu et je préviens le spécialiste du cœur de garde.";
const DUMP = "ECG, troponine, scope, cardiologue, aspirine, héparine";
const QUESTION = "Où avez-vous mal exactement ?";

const transcript: Transcript = {
  messages: [
    "Bonjour monsieur, je suis Julien, l'interne des urgences.",
    QUESTION,
    "Je pense que votre douleur vient du cœur : une artère du coeur est probablement en train de se boucher.",
    PARAPHRASE_ECG,
    DUMP,
    PARAPHRASE_MONITOR,
  ].flatMap((text, index) => [
    { id: `m${index + 1}`, from: "student" as const, text },
    { id: `p${index + 1}`, from: "patient" as const, text: "D'accord." },
  ]),
  exams: [],
  observations: [],
  answers: [],
  diagnosis: "Syndrome coronarien aigu",
};
const embedded = gradeStation(item, transcript);
const pointOf = (grade: typeof embedded, id: string) => grade.Criterias.find((c) => c.id === id)?.point;
const earnedPoints = (grade: typeof embedded) => grade.Criterias.reduce((sum, c) => sum + c.point, 0);

let fake: FakeOpenAi;
const provider = (overrides: Partial<LlmSettings> = {}) => new LlmProvider(fakeSettings(fake, overrides));

/** The statements the prompt lists, as the model sees them. */
function statementsIn(request: FakeChatRequest): Array<{ id: string; texte: string }> {
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  return user
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}
const criteriaIn = (request: FakeChatRequest) =>
  [...(request.messages.find((m) => m.role === "user")?.content ?? "").matchAll(/id « ([^»]+) »/g)].map((m) => m[1]);
const shortIdOf = (request: FakeChatRequest, fragment: string) =>
  statementsIn(request).find((s) => s.texte.includes(fragment))?.id ?? null;

/** What the server does: the model's judgments when it answers, else the embedded grade. */
async function gradeWithModel(llm: LlmProvider) {
  try {
    const judged = await judgeStatements(llm, item as NonNullable<typeof item>, transcript);
    return { grade: gradeStationAssisted(item as NonNullable<typeof item>, transcript, judged.judgments), error: null };
  } catch (error) {
    return { grade: gradeStationAssisted(item as NonNullable<typeof item>, transcript, null), error };
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

describe("the grading transcript, as the embedded engine sees it", () => {
  it("misses the paraphrased ECG and monitoring, and voids the keyword dump", () => {
    expect(pointOf(embedded, "annonce-hypothese")).toBe(1);
    expect(pointOf(embedded, "annonce-ecg")).toBe(0);
    expect(pointOf(embedded, "annonce-troponine")).toBe(0);
    expect(pointOf(embedded, "surveillance-cardiologue")).toBe(0);
    expect(gradeStationAssisted(item, transcript, null)).toEqual(embedded);
  });
});

describe("grading assist against an OpenAI-compatible server", () => {
  it("earns a paraphrase the keyword matcher misses, on a quote found verbatim, and recomputes the grade from the grid", async () => {
    fake.setHandler((request) => ({
      text: JSON.stringify({
        criteria: [
          {
            id: "annonce-ecg",
            met: true,
            // Another case, curly apostrophe, a final full stop: still the student's words.
            quote: "Enregistrer l’activité électrique de votre muscle cardiaque.",
            message: shortIdOf(request, "activité électrique"),
          },
          { id: "annonce-troponine", met: false, quote: null, message: null },
          { id: "surveillance-cardiologue", met: false, quote: null, message: null },
        ],
      }),
      usage: { prompt_tokens: 700, completion_tokens: 60 },
    }));
    const judged = await judgeStatements(provider(), item, transcript);
    expect(judged).toMatchObject({ called: true, model: "fake-model", usage: { total: 760 } });
    expect(judged.judgments[0]).toEqual({
      criterionId: "annonce-ecg",
      met: true,
      quote: "Enregistrer l’activité électrique de votre muscle cardiaque.",
      messageId: "m4",
    });
    const request = fake.requests.at(-1) as FakeChatRequest;
    expect(request.response_format).toEqual({ type: "json_object" });
    expect(request.temperature).toBe(0);

    const result = assistedGrading(item, transcript, judged.judgments);
    expect(result.earned).toEqual(["annonce-ecg"]);
    const criterion = result.grade.Criterias.find((c) => c.id === "annonce-ecg");
    expect(criterion).toMatchObject({ point: 1, judged_by: "llm" });
    expect(criterion?.missing).toBeUndefined();
    expect(criterion?.explanation).toContain("reconnu par le modèle d'IA");
    // The student's own characters, so the grade page highlights them as written.
    expect(criterion?.evidence[0]).toEqual({
      message_id: "m4",
      quote: "enregistrer l'activité électrique de votre muscle cardiaque",
    });
    expect(result.grade.digitized_grade).toBe(toTwenty(earnedPoints(embedded) + 1, item.grid.length));
    expect(result.grade.digitized_grade).toBeGreaterThan(embedded.digitized_grade);
    expect(result.grade.review).toContain("1 critère reconnu par le modèle d'IA");
    // Every other criterion is the embedded grader's, untouched.
    for (const other of result.grade.Criterias.filter((c) => c.id !== "annonce-ecg")) {
      expect(other).toEqual(embedded.Criterias.find((c) => c.id === other.id));
    }
  });

  it("earns nothing on a quote that is not verbatim in the transcript", async () => {
    fake.setHandler((request) => ({
      text: JSON.stringify({
        criteria: [
          {
            id: "annonce-ecg",
            met: true,
            quote: "nous allons faire un électrocardiogramme tout de suite",
            message: shortIdOf(request, "activité électrique"),
          },
          { id: "surveillance-cardiologue", met: true, quote: "surveiller", message: "s4" },
        ],
      }),
    }));
    const judged = await judgeStatements(provider(), item, transcript);
    const result = assistedGrading(item, transcript, judged.judgments);
    expect(result.earned).toEqual([]);
    expect(result.rejected).toEqual([
      { criterionId: "annonce-ecg", reason: "not-verbatim" },
      { criterionId: "surveillance-cardiologue", reason: "too-short" },
    ]);
    expect(result.grade).toEqual(embedded);
  });

  it("never sends a keyword dump or a question, so a quote taken from them earns nothing", async () => {
    fake.setHandler(() => ({
      text: JSON.stringify({
        criteria: [
          { id: "annonce-troponine", met: true, quote: "ECG, troponine, scope, cardiologue", message: "s3" },
          { id: "annonce-ecg", met: true, quote: "ECG, troponine, scope", message: null },
        ],
      }),
    }));
    const judged = await judgeStatements(provider(), item, transcript);
    const request = fake.requests.at(-1) as FakeChatRequest;
    const body = JSON.stringify(request);
    expect(body).not.toContain("troponine, scope");
    expect(body).not.toContain("Où avez-vous mal");
    expect(statementsIn(request).map((s) => s.texte)).not.toContain(DUMP);
    const result = assistedGrading(item, transcript, judged.judgments);
    expect(result.earned).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(["not-verbatim", "not-verbatim"]);
    expect(result.grade).toEqual(embedded);
    // Handed the dump's message id directly, the quote still cannot earn: the dump is not a statement.
    const forged: StatementJudgment[] = [
      { criterionId: "annonce-troponine", met: true, quote: "ECG, troponine, scope, cardiologue", messageId: "m5" },
    ];
    expect(gradeStationAssisted(item, transcript, forged)).toEqual(embedded);
  });

  it("asks only about the statement criteria the embedded grader missed; 'not met' never removes a point", async () => {
    fake.setHandler(() => ({
      text: JSON.stringify({
        criteria: [
          { id: "annonce-hypothese", met: false, quote: null, message: null },
          { id: "annonce-ecg", met: false, quote: null, message: null },
          { id: "se-presente", met: false, quote: null, message: null },
          { id: "critere-invente", met: true, quote: "Je pense que votre douleur vient du cœur", message: "s2" },
        ],
      }),
    }));
    const judged = await judgeStatements(provider(), item, transcript);
    const request = fake.requests.at(-1) as FakeChatRequest;
    expect(criteriaIn(request)).toEqual(["annonce-ecg", "annonce-troponine", "surveillance-cardiologue"]);
    // Ids not asked about are ignored.
    expect(judged.judgments.map((j) => j.criterionId)).toEqual(["annonce-ecg"]);
    expect(gradeStationAssisted(item, transcript, judged.judgments)).toEqual(embedded);
    // Even handed to the grade directly, a "not met" leaves the embedded points where they are.
    const denials: StatementJudgment[] = item.grid.map((c) => ({
      criterionId: c.id,
      met: false,
      quote: null,
      messageId: null,
    }));
    const graded = gradeStationAssisted(item, transcript, denials);
    expect(pointOf(graded, "annonce-hypothese")).toBe(1);
    expect(graded).toEqual(embedded);
  });

  it("never lets the model earn a criterion that is not a statement", () => {
    const greeting = item.grid.find((c) => c.evidence.type !== "stated" && pointOf(embedded, c.id) === 0);
    expect(greeting).toBeDefined();
    const claims: StatementJudgment[] = [
      {
        criterionId: greeting?.id as string,
        met: true,
        quote: "Je pense que votre douleur vient du cœur",
        messageId: "m3",
      },
    ];
    expect(gradeStationAssisted(item, transcript, claims)).toEqual(embedded);
  });

  it("reads a reply wrapped in prose and a code fence", async () => {
    fake.setHandler((request) => ({
      text: `Voici mon évaluation :\n\`\`\`json\n${JSON.stringify({
        criteria: [
          {
            id: "surveillance-cardiologue",
            met: true,
            quote: "vous surveiller en continu et je préviens le spécialiste du cœur",
            message: shortIdOf(request, "spécialiste"),
          },
        ],
      })}\n\`\`\`\nBonne journée.`,
    }));
    const judged = await judgeStatements(provider(), item, transcript);
    const result = assistedGrading(item, transcript, judged.judgments);
    expect(result.earned).toEqual(["surveillance-cardiologue"]);
    expect(result.grade.Criterias.find((c) => c.id === "surveillance-cardiologue")?.evidence[0]).toEqual({
      message_id: "m6",
      quote: "vous surveiller en continu et je préviens le spécialiste du cœur",
    });
  });

  it("a 500, a timeout and invalid JSON all give exactly the embedded grade", async () => {
    fake.setHandler(() => ({ status: 500 }));
    const failed = await gradeWithModel(provider());
    expect((failed.error as LlmError).kind).toBe("http");
    expect(failed.grade).toEqual(embedded);

    fake.setHandler(() => ({ text: '{"criteria": []}', delayMs: 1500 }));
    const started = Date.now();
    const slow = await gradeWithModel(provider({ gradingTimeoutMs: 300 }));
    expect(slow.error).toBeInstanceOf(LlmError);
    expect((slow.error as LlmError).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1400);
    expect(slow.grade).toEqual(embedded);

    for (const text of ["Je ne peux pas répondre.", '{"criteria": [', '{"verdict": "ok"}']) {
      fake.setHandler(() => ({ text }));
      const garbled = await gradeWithModel(provider());
      expect(garbled.error).toBeInstanceOf(AssistFormatError);
      expect(garbled.grade).toEqual(embedded);
    }
  });

  it("waits for the grading timeout, not the patient's", async () => {
    fake.setHandler(() => ({ text: '{"criteria": []}', delayMs: 600 }));
    const judged = await judgeStatements(provider({ timeoutMs: 300, gradingTimeoutMs: 3000 }), item, transcript);
    expect(judged.called).toBe(true);
    expect(judged.latencyMs).toBeGreaterThanOrEqual(500);
  });

  it("sends the statements and the criteria, and nothing of the grade", async () => {
    fake.setHandler(() => ({ text: '{"criteria": []}' }));
    await judgeStatements(provider(), item, transcript);
    const request = fake.requests.at(-1) as FakeChatRequest;
    expect(statementsIn(request).map((s) => s.texte)).toEqual([
      "Bonjour monsieur, je suis Julien, l'interne des urgences.",
      "Je pense que votre douleur vient du cœur : une artère du coeur est probablement en train de se boucher.",
      PARAPHRASE_ECG,
      PARAPHRASE_MONITOR,
    ]);
    const body = JSON.stringify(request.messages);
    expect(body).toContain("Annonce la réalisation immédiate d'un ECG");
    expect(body).toContain("Surveillance scopée");
    expect(body).not.toMatch(/\/20|digitized|\bnote\b/i);
    // Nothing of the patient's side either.
    expect(body).not.toContain("D'accord.");
  });

  it("makes no call when no statement criterion is left to judge", async () => {
    const before = fake.requests.length;
    const silent: Transcript = { ...transcript, messages: [{ id: "m1", from: "student", text: QUESTION }] };
    const judged = await judgeStatements(provider(), item, silent);
    expect(judged).toMatchObject({ called: false, judgments: [], usage: { total: 0 } });
    expect(fake.requests.length).toBe(before);
  });
});
