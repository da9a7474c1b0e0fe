import { caseById } from "@ecos/content";
import { currentLevel, type GradeResponse, LEVELS } from "@ecos/contracts";
import { users } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixture001 } from "../../../packages/content/test/fixtures/station-001.fixture";
import { fixture006 } from "../../../packages/content/test/fixtures/station-006.fixture";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { grade, playThroughApi, readThread } from "./simulation-helpers";

/** What the grade page needs besides the grid: the moments it celebrates and the clinical exam verdicts. */
describe.each(DB_KINDS)("the grade page's data on %s", (kind) => {
  const ctx = useTestApp(kind);
  const gradeOf = async (headers: Record<string, string>, scenarioId: string, attempt: typeof fixture001.good) => {
    const threadId = await playThroughApi(ctx, headers, scenarioId, attempt);
    const response = await grade(ctx, headers, threadId, attempt.diagnosis);
    expect(response.statusCode).toBe(200);
    return { threadId, result: response.json() as GradeResponse };
  };

  it("stores the best grade before each attempt on the station, and the XP before it, for the reloaded page too", async () => {
    const { headers } = await signedInUser(ctx);
    const first = await gradeOf(headers, "station-001", fixture001.poor);
    expect(first.result).toMatchObject({ previous_best: null, previous_xp: 0 });
    expect(first.result.user_xp).toBe(first.result.xp_awarded);

    const second = await gradeOf(headers, "station-001", fixture001.good);
    expect(second.result.digitized_grade).toBeGreaterThan(first.result.digitized_grade);
    expect(second.result.previous_best).toBe(first.result.digitized_grade);
    expect(second.result.previous_xp).toBe(first.result.user_xp);

    // A weaker third attempt compares with the best of the two before it, not the last one.
    const third = await gradeOf(headers, "station-001", fixture001.poor);
    expect(third.result.previous_best).toBe(second.result.digitized_grade);
    expect(third.result.previous_xp).toBe(second.result.user_xp);

    // Another station has its own record; the page reloaded shows the same moments.
    const other = await gradeOf(headers, "station-006", fixture006.poor);
    expect(other.result.previous_best).toBeNull();
    const reloaded = await readThread(ctx, headers, second.threadId);
    expect(reloaded.grade).toMatchObject({
      previous_best: first.result.digitized_grade,
      previous_xp: first.result.user_xp,
      user_xp: second.result.user_xp,
    });
  });

  it("gives what is needed to see a level reached: the XP before and after the grade", async () => {
    const { headers, user } = await signedInUser(ctx);
    const threshold = (LEVELS[1] as (typeof LEVELS)[number]).xpRequired;
    await ctx.database.db
      .update(users)
      .set({ xp: threshold - 1 })
      .where(eq(users.id, user.id));
    const { result } = await gradeOf(headers, "station-001", fixture001.good);
    expect(result.xp_awarded).toBeGreaterThan(1);
    expect(result.previous_xp).toBe(threshold - 1);
    expect(result.user_xp).toBe(threshold - 1 + result.xp_awarded);
    expect(currentLevel(result.previous_xp ?? 0).level).toBe(1);
    expect(currentLevel(result.user_xp).level).toBe(2);
  });

  it("grades a clinical exam station with its criteria and its exam verdicts (station 006, an otoscopy)", async () => {
    const { headers } = await signedInUser(ctx);
    const item = caseById("station-006");
    const attempt = { ...fixture006.good, exams: [...fixture006.good.exams, "otoscopie"] };
    const { result } = await gradeOf(headers, "station-006", attempt);
    expect(result.Criterias).toHaveLength(item?.grid.length ?? 0);
    for (const criterion of result.Criterias) expect(criterion.rationale?.length).toBeGreaterThan(20);
    expect(result.relevant_exams.every((exam) => exam.completed)).toBe(true);
    // Not useful for a gouty toe, not penalised (the case does not list it); vital signs are not judged.
    expect(result.irrelevant_exams).toEqual(["otoscopie"]);
    expect(result.penalized_exams).toEqual([]);
    expect(result.exam_names.otoscopie).toBe("Otoscopie");
    expect(result.digitized_grade).toBeGreaterThanOrEqual(16);

    const poor = await gradeOf(headers, "station-006", fixture006.poor);
    const listed = item?.irrelevantExams.filter((id) => fixture006.poor.exams.includes(id)) ?? [];
    expect(listed.length).toBeGreaterThan(0);
    expect(poor.result.penalized_exams).toEqual(listed);
    expect(poor.result.irrelevant_exams).toEqual(expect.arrayContaining(listed));
    expect(poor.result.relevant_exams.filter((exam) => exam.completed)).toEqual([]);
    const missed = poor.result.Criterias.filter((criterion) => criterion.point === 0);
    expect(missed.length).toBeGreaterThan(10);
    for (const criterion of missed) expect(criterion.missing?.length).toBeGreaterThan(5);
  });
});
