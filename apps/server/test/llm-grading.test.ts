import { caseById } from "@ecos/content";
import type { GradeResponse } from "@ecos/contracts";
import { type Database, llmUsage } from "@ecos/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeChatRequest,
  type FakeHandler,
  type FakeOpenAi,
  fakeSettings,
  startFakeOpenAi,
} from "../../../packages/engine/test-support/fake-openai-server";
import { type App, buildApp } from "../src/app";
import type { LlmConfig } from "../src/config";
import { createTestDatabase, createUser, DB_KINDS, signIn, type TestContext, testConfig } from "./helpers";
import { grade, playThroughApi, readThread } from "./simulation-helpers";

const station = caseById("station-001");
if (!station) throw new Error("station-001 missing");
const PARAPHRASE =
  "Nous allons enregistrer l'activité électrique de votre muscle cardiaque avec un appareil, tout de suite.";
const attempt = {
  messages: [
    "Bonjour monsieur, je suis l'interne des urgences.",
    "Où avez-vous mal exactement ?",
    "Je pense que votre douleur vient du cœur : une artère du coeur est probablement en train de se boucher.",
    PARAPHRASE,
    "ECG, troponine, scope, cardiologue, aspirine, héparine",
  ],
  exams: [],
  observations: [],
  answers: [],
  diagnosis: "Syndrome coronarien aigu",
};

const llmConfig = (baseUrl: string, overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  ...fakeSettings({ url: baseUrl }),
  patient: false,
  grading: true,
  dailyTokens: 100_000,
  ...overrides,
});

/** The statements the prompt lists, as the model sees them. */
function statementsIn(request: FakeChatRequest): Array<{ id: string; texte: string }> {
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  return user
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

/** A model that recognises the paraphrased ECG, quoting it. */
const recognisesEcg: FakeHandler = (request) => ({
  text: JSON.stringify({
    criteria: [
      {
        id: "annonce-ecg",
        met: true,
        quote: "enregistrer l’activité électrique de votre muscle cardiaque",
        message: statementsIn(request).find((s) => s.texte.includes("activité électrique"))?.id ?? null,
      },
      { id: "annonce-troponine", met: false, quote: null, message: null },
    ],
  }),
  usage: { prompt_tokens: 900, completion_tokens: 80 },
});

describe.each(DB_KINDS)("grading assist (LLM_GRADING=1) on %s", (kind) => {
  let fake: FakeOpenAi;
  let database: Database;
  /** The app with a model that grades, and one whose students have no token budget. */
  let assisted: App;
  let noBudget: App;
  const on = (app: App) => ({ app, database, kind }) as TestContext;

  beforeAll(async () => {
    fake = await startFakeOpenAi(recognisesEcg);
    database = await createTestDatabase(kind);
    const build = async (llm: LlmConfig) => {
      const app = await buildApp({ config: testConfig({ llm }), database, logger: false });
      await app.server.ready();
      return app;
    };
    assisted = await build(llmConfig(fake.url));
    noBudget = await build(llmConfig(fake.url, { dailyTokens: 0 }));
  });
  afterAll(async () => {
    await assisted?.server.close();
    await noBudget?.server.close();
    await database?.close();
    await fake?.close();
  });

  async function student(app: App) {
    const created = await createUser(on(app), { firstName: "Zéphyrine" });
    return { ...created, ...(await signIn(on(app), created.email, created.password)) };
  }
  const usageOf = async (userId: string) =>
    (await database.db.select().from(llmUsage).where(eq(llmUsage.userId, userId)))[0];
  /** The attempt played and graded on an app; the grade and the id of the paraphrase's stored message. */
  async function playAndGrade(app: App, headers: Record<string, string>) {
    const threadId = await playThroughApi(on(app), headers, "station-001", attempt);
    const response = await grade(on(app), headers, threadId, attempt.diagnosis);
    expect(response.statusCode).toBe(200);
    const state = await readThread(on(app), headers, threadId);
    const paraphraseId = state.messages.find((m) => m.message === PARAPHRASE)?.id;
    return { threadId, result: response.json() as GradeResponse, state, paraphraseId };
  }
  const criterion = (result: GradeResponse, id: string) => result.Criterias.find((c) => c.id === id);
  const points = (result: GradeResponse) => result.Criterias.reduce((sum, c) => sum + c.point, 0);
  /** Criteria as two attempts with the same words compare: the quotes, not the messages' ids. */
  const judged = (criteria: GradeResponse["Criterias"]) =>
    criteria.map((c) => ({ ...c, evidence: c.evidence.map((e) => e.quote) }));

  it("without budget, makes no call and grades with the embedded engine", async () => {
    const { user, headers } = await student(noBudget);
    const before = fake.requests.length;
    const { result } = await playAndGrade(noBudget, headers);
    expect(fake.requests.length).toBe(before);
    expect(result.assist).toBeNull();
    expect(criterion(result, "annonce-ecg")).toMatchObject({ point: 0 });
    expect(result.Criterias.some((c) => c.judged_by)).toBe(false);
    expect(await usageOf(user.id)).toMatchObject({ tokens: 0, calls: 0, fallbacks: 1 });
  });

  it("earns the paraphrased criterion on the model's verified quote, records the tokens, sends no account data", async () => {
    fake.setHandler(recognisesEcg);
    const embedded = await (async () => {
      const { headers } = await student(noBudget);
      return (await playAndGrade(noBudget, headers)).result;
    })();
    const { user, email, headers } = await student(assisted);
    const before = fake.requests.length;
    const { result, state, paraphraseId } = await playAndGrade(assisted, headers);
    expect(fake.requests.length).toBe(before + 1);

    expect(criterion(result, "annonce-ecg")).toMatchObject({
      point: 1,
      judged_by: "llm",
      evidence: [{ message_id: paraphraseId, quote: "enregistrer l'activité électrique de votre muscle cardiaque" }],
    });
    expect(points(result)).toBe(points(embedded) + 1);
    expect(result.digitized_grade).toBe(Math.round(((points(embedded) + 1) / station.grid.length) * 200) / 10);
    expect(judged(result.Criterias.filter((c) => c.id !== "annonce-ecg"))).toEqual(
      judged(embedded.Criterias.filter((c) => c.id !== "annonce-ecg")),
    );
    expect(result.assist).toEqual({ model: "fake-model", tokens: 980 });
    // Stored: the page shows the same grade after a reload, and grading again asks nothing more.
    expect(state.grade).toEqual(result);
    const again = await grade(on(assisted), headers, state.thread_id, attempt.diagnosis);
    expect(again.json()).toEqual(result);
    expect(fake.requests.length).toBe(before + 1);
    expect(await usageOf(user.id)).toMatchObject({ tokens: 980, calls: 1, fallbacks: 0 });

    const body = JSON.stringify(fake.requests.at(-1));
    expect(body).toContain("activité électrique de votre muscle cardiaque");
    expect(body).not.toContain(email);
    expect(body).not.toContain("Zéphyrine");
    expect(body).not.toContain("Durand");
    expect(body).not.toContain(user.id);
    expect(body).not.toContain("troponine, scope");
  });

  it("with the model down or too slow, gives exactly the embedded grade", async () => {
    const { headers } = await student(noBudget);
    const embedded = (await playAndGrade(noBudget, headers)).result;
    for (const handler of [() => ({ status: 500 }), () => ({ text: '{"criteria": []}', delayMs: 2500 })]) {
      fake.setHandler(handler);
      const { user, headers: own } = await student(assisted);
      const before = fake.requests.length;
      const { result } = await playAndGrade(assisted, own);
      expect(fake.requests.length).toBe(before + 1);
      expect(result.assist).toBeNull();
      expect(result.digitized_grade).toBe(embedded.digitized_grade);
      expect(judged(result.Criterias)).toEqual(judged(embedded.Criterias));
      expect(result.review).toBe(embedded.review);
      expect(await usageOf(user.id)).toMatchObject({ tokens: 0, calls: 1, fallbacks: 1 });
    }
  });

  it("two grade requests at once ask the model once", async () => {
    fake.setHandler((request) => ({ ...(recognisesEcg(request, 0) as object), delayMs: 300 }));
    const { headers } = await student(assisted);
    const threadId = await playThroughApi(on(assisted), headers, "station-001", attempt);
    const before = fake.requests.length;
    const [a, b] = await Promise.all([
      grade(on(assisted), headers, threadId, attempt.diagnosis),
      grade(on(assisted), headers, threadId, attempt.diagnosis),
    ]);
    expect(fake.requests.length).toBe(before + 1);
    expect(a.json()).toEqual(b.json());
    expect(criterion(a.json(), "annonce-ecg")?.judged_by).toBe("llm");
  });
});
