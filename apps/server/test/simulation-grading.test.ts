import { caseById } from "@ecos/content";
import { type GradeResponse, xpForGrade } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture001 } from "../../../packages/content/test/fixtures/station-001.fixture";
import { fixture005 } from "../../../packages/content/test/fixtures/station-005.fixture";
import { fixture007 } from "../../../packages/content/test/fixtures/station-007.fixture";
import { fixture010 } from "../../../packages/content/test/fixtures/station-010.fixture";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { createThread, grade, playThroughApi, startedThread } from "./simulation-helpers";

describe.each(DB_KINDS)("grading through the API on %s", (kind) => {
  const ctx = useTestApp(kind);
  const me = async (headers: Record<string, string>) =>
    (await ctx.app.server.inject({ url: "/api/users/me", headers })).json();

  it("grades an interrogation from the stored transcript, quoting the student's own messages", async () => {
    const { headers } = await signedInUser(ctx);
    const threadId = await playThroughApi(ctx, headers, "station-001", fixture001.good);
    const response = await grade(ctx, headers, threadId, fixture001.good.diagnosis);
    expect(response.statusCode).toBe(200);
    const result = response.json() as GradeResponse;
    expect(result.digitized_grade).toBeGreaterThanOrEqual(16);
    expect(result.Criterias).toHaveLength(caseById("station-001")?.grid.length ?? 0);
    const state = (await ctx.app.server.inject({ url: `/api/simulation/threads/${threadId}`, headers })).json();
    const userMessages = new Map(
      state.messages
        .filter((m: { from: string }) => m.from === "user")
        .map((m: { id: string; message: string }) => [m.id, m.message]),
    );
    const quoted = result.Criterias.flatMap((criterion) => criterion.evidence).filter((e) =>
      userMessages.has(e.message_id),
    );
    expect(quoted.length).toBeGreaterThan(5);
    for (const evidence of quoted) {
      expect((userMessages.get(evidence.message_id) as string).toLowerCase()).toContain(evidence.quote.toLowerCase());
    }
    expect(state).toMatchObject({ status: "corrected", step: "grading", diagnosis: fixture001.good.diagnosis });
    expect(state.grade.digitized_grade).toBe(result.digitized_grade);
  });

  it("gives a weak attempt a weak grade with each missed criterion saying what was missing", async () => {
    const { headers } = await signedInUser(ctx);
    const threadId = await playThroughApi(ctx, headers, "station-001", fixture001.poor);
    const result = (await grade(ctx, headers, threadId, fixture001.poor.diagnosis)).json() as GradeResponse;
    expect(result.digitized_grade).toBeLessThanOrEqual(6);
    const missed = result.Criterias.filter((criterion) => criterion.point === 0);
    expect(missed.length).toBeGreaterThan(10);
    for (const criterion of missed) expect(criterion.explanation.length).toBeGreaterThan(20);
    expect(result.review).toContain(`et ${missed.length - 4} autres critères.`);
  });

  it("grading twice returns the same grade and counts XP once, also when both calls race", async () => {
    const { headers } = await signedInUser(ctx);
    const threadId = await playThroughApi(ctx, headers, "station-001", fixture001.good);
    const [a, b] = await Promise.all([
      grade(ctx, headers, threadId, fixture001.good.diagnosis),
      grade(ctx, headers, threadId, fixture001.good.diagnosis),
    ]);
    const again = await grade(ctx, headers, threadId, "Péricardite aiguë");
    expect(a.json()).toEqual(b.json());
    expect(again.json()).toEqual(a.json());
    const reward = caseById("station-001")?.rewardXp ?? 0;
    const expected = xpForGrade(reward, a.json().digitized_grade);
    expect(a.json().xp_awarded).toBe(expected);
    expect((await me(headers)).xp).toBe(expected);
  });

  it("two attempts of one case graded at the same moment award its XP once, five times over", async () => {
    const reward = caseById("station-001")?.rewardXp ?? 0;
    for (let trial = 0; trial < 5; trial++) {
      const { headers } = await signedInUser(ctx);
      const [first, second] = await Promise.all([
        playThroughApi(ctx, headers, "station-001", fixture001.good),
        playThroughApi(ctx, headers, "station-001", fixture001.good),
      ]);
      const results = (
        await Promise.all([
          grade(ctx, headers, first, fixture001.good.diagnosis),
          grade(ctx, headers, second, fixture001.good.diagnosis),
        ])
      ).map((response) => response.json() as GradeResponse);
      const full = xpForGrade(reward, results[0]?.digitized_grade ?? 0);
      expect(full).toBeGreaterThan(0);
      expect(results[1]?.digitized_grade).toBe(results[0]?.digitized_grade);
      // One attempt earns the case's XP, the other (graded second) only the improvement: none.
      expect(results.map((result) => result.xp_awarded).sort((a, b) => a - b)).toEqual([0, full]);
      expect(Math.max(...results.map((result) => result.user_xp))).toBe(full);
      expect({ trial, xp: (await me(headers)).xp }).toEqual({ trial, xp: full });
    }
  });

  it("awards only the improvement when a station is repeated, and nothing for a worse attempt", async () => {
    const { headers } = await signedInUser(ctx);
    const reward = caseById("station-001")?.rewardXp ?? 0;
    const poor = await playThroughApi(ctx, headers, "station-001", fixture001.poor);
    const first = (await grade(ctx, headers, poor, fixture001.poor.diagnosis)).json() as GradeResponse;
    expect(first.xp_awarded).toBe(xpForGrade(reward, first.digitized_grade));
    const good = await playThroughApi(ctx, headers, "station-001", fixture001.good);
    const second = (await grade(ctx, headers, good, fixture001.good.diagnosis)).json() as GradeResponse;
    expect(second.xp_awarded).toBe(xpForGrade(reward, second.digitized_grade) - first.xp_awarded);
    const worse = await playThroughApi(ctx, headers, "station-001", fixture001.poor);
    const third = (await grade(ctx, headers, worse, fixture001.poor.diagnosis)).json() as GradeResponse;
    expect(third.xp_awarded).toBe(0);
    expect((await me(headers)).xp).toBe(xpForGrade(reward, second.digitized_grade));
    expect(third.user_xp).toBe(xpForGrade(reward, second.digitized_grade));
  });

  it("lists relevant exams (done first) and irrelevant ones on a clinical exam", async () => {
    const { headers } = await signedInUser(ctx);
    const threadId = await playThroughApi(ctx, headers, "station-005", fixture005.good);
    const result = (await grade(ctx, headers, threadId, fixture005.good.diagnosis)).json() as GradeResponse;
    const item = caseById("station-005");
    expect(result.relevant_exams.map((exam) => exam.exam_id).sort()).toEqual([...(item?.relevantExams ?? [])].sort());
    const completed = result.relevant_exams.map((exam) => exam.completed);
    expect(completed).toEqual([...completed].sort((x, y) => Number(y) - Number(x)));
    expect(completed.filter(Boolean).length).toBeGreaterThan(0);
    for (const exam of result.relevant_exams) expect(result.exam_names[exam.exam_id]).toMatch(/^\p{Lu}/u);
    expect(result.digitized_grade).toBeGreaterThanOrEqual(16);
  });

  it("grades a paraclinical station from the notes and an evaluator station from the examiner's answers", async () => {
    const { headers } = await signedInUser(ctx);
    const labs = await playThroughApi(ctx, headers, "station-007", fixture007.good);
    expect((await grade(ctx, headers, labs, fixture007.good.diagnosis)).json().digitized_grade).toBeGreaterThanOrEqual(
      16,
    );
    const evaluator = await playThroughApi(ctx, headers, "station-010", fixture010.good);
    const result = (await grade(ctx, headers, evaluator, fixture010.good.diagnosis)).json() as GradeResponse;
    expect(result.digitized_grade).toBeGreaterThanOrEqual(16);
  });

  it("reads a typed diagnosis in the student's words, never shows the differential, refuses an introduction", async () => {
    const { headers } = await signedInUser(ctx);
    const item = caseById("station-001");
    if (!item) throw new Error("station-001 missing");
    const started = await createThread(ctx, headers);
    // The differential stays on the server: no option of the list in the station's state.
    const shown = JSON.stringify(started);
    for (const option of item.diagnosis.options) expect(shown).not.toContain(option);
    expect(started.base.asks_diagnosis).toBe(true);
    // A station whose grid does not grade the diagnosis does not ask for one.
    const education = await createThread(ctx, headers, "station-029");
    expect(caseById("station-029")?.grid.some((c) => c.evidence.type === "diagnosis")).toBe(false);
    expect(education.base.asks_diagnosis).toBe(false);

    // An abbreviation with a typo and odd spacing is recognised as the expected diagnosis.
    const threadId = await playThroughApi(ctx, headers, "station-001", fixture001.good);
    const typed = (await grade(ctx, headers, threadId, "  infractus   du myocarde ")).json() as GradeResponse;
    const criterion = typed.Criterias.find((c) => item.grid.find((g) => g.id === c.id)?.evidence.type === "diagnosis");
    expect(criterion).toMatchObject({
      point: 1,
      evidence: [{ message_id: "diagnosis", quote: "infractus du myocarde" }],
    });
    expect(typed.review).toContain(`« infractus du myocarde », reconnu comme « ${item.diagnosis.correct} »`);
    const state = (await ctx.app.server.inject({ url: `/api/simulation/threads/${threadId}`, headers })).json();
    expect(state).toMatchObject({ status: "corrected", diagnosis: "infractus du myocarde" });

    // A diagnosis of another station's differential earns nothing, and says what was expected.
    const other = await playThroughApi(ctx, headers, "station-001", fixture001.good);
    const wrong = (await grade(ctx, headers, other, "Grippe")).json() as GradeResponse;
    expect(wrong.review).toContain(`« Grippe » ; le diagnostic attendu était « ${item.diagnosis.correct} »`);

    // Too long a text is refused and changes nothing.
    const third = await startedThread(ctx, headers);
    const bad = await grade(ctx, headers, third, "x".repeat(201));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["diagnostic"] });
    const unchanged = (await ctx.app.server.inject({ url: `/api/simulation/threads/${third}`, headers })).json();
    expect(unchanged).toMatchObject({ status: "running", grade: null });
    const fresh = await createThread(ctx, headers);
    const early = await grade(ctx, headers, fresh.thread_id, null);
    expect(early.statusCode).toBe(409);
  });

  it("accepts no diagnosis when time ran out, and shows the last grade in the scenario list and the profile", async () => {
    const { headers } = await signedInUser(ctx);
    const threadId = await playThroughApi(ctx, headers, "station-001", fixture001.good);
    const result = (await grade(ctx, headers, threadId, null)).json() as GradeResponse;
    const diagnosisCriterion = result.Criterias.find((c) => c.id.includes("diagnos"));
    if (diagnosisCriterion) expect(diagnosisCriterion.point).toBe(0);
    const scenarios = (await ctx.app.server.inject({ url: "/api/stations/scenarios", headers })).json();
    const record = scenarios.find((s: { id: string }) => s.id === "station-001");
    expect(record.user_stats).toEqual({ closed_at: expect.any(String), grade: result.digitized_grade });
    expect(scenarios.find((s: { id: string }) => s.id === "station-002").user_stats).toBeNull();
    const profile = await me(headers);
    expect(profile.statistics.Simulations).toEqual({ avg_grade: result.digitized_grade, count: 1 });
    const today = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Europe/Paris" }).format(new Date());
    expect(profile.statistics.Streaks[today]).toBe(true);
    expect(Object.values(profile.statistics.Streaks).filter(Boolean)).toHaveLength(1);
  });
});
