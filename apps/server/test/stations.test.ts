import { CLINICAL_CASES, caseById, EXAMS } from "@ecos/content";
import type { ExamCatalogue, ScenarioRecord } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { insertThread } from "../src/repositories/threads";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { grade, startedThread } from "./simulation-helpers";

describe.each(DB_KINDS)("stations on %s", (kind) => {
  const ctx = useTestApp(kind);

  it("lists every beta station sorted by id with the spec's fields", async () => {
    const { headers } = await signedInUser(ctx);
    const list = (await ctx.app.server.inject({ url: "/api/stations/scenarios", headers })).json() as ScenarioRecord[];
    expect(list.map((s) => s.id)).toEqual(CLINICAL_CASES.filter((c) => c.beta).map((c) => c.id));
    const item = CLINICAL_CASES[0];
    expect(list[0]).toEqual({
      id: item?.id,
      number: 1,
      category_id: item?.categoryId,
      content_type: item?.modeId,
      experience: item?.rewardXp,
      label: `${item?.patient.firstName} ${item?.patient.lastName}`,
      sdd: item?.situation,
      sdd_number: item?.sdd.number,
      sdd_title: item?.sdd.title,
      instructions: item?.instructions,
      sheet_id: item?.sheetId,
      user_stats: null,
    });
  });

  it("picks a random station among those never graded while there are some", async () => {
    const { headers, user } = await signedInUser(ctx);
    const ids = CLINICAL_CASES.map((c) => c.id);
    // The first station is graded through the API; the others (all but the last) get a graded attempt
    // written straight to the database, so the test stays quick whatever the library's size.
    const first = await startedThread(ctx, headers, ids[0] as string);
    await grade(ctx, headers, first, null);
    for (const id of ids.slice(1, -1)) {
      const item = caseById(id);
      await insertThread(ctx.database.db, {
        userId: user.id,
        scenarioId: id,
        modeId: item?.modeId ?? "interrogation",
        categoryId: item?.categoryId ?? "cardiology",
        status: "corrected",
        step: "grading",
        remainingMs: 0,
        digitizedGrade: 12,
        closedAt: new Date(),
      });
    }
    for (let i = 0; i < 5; i++) {
      const pick = (await ctx.app.server.inject({ url: "/api/stations/random", headers })).json();
      expect(pick.id).toBe(ids.at(-1));
    }
  });

  it("serves the exam catalogue in display order", async () => {
    const { headers } = await signedInUser(ctx);
    const catalogue = (
      await ctx.app.server.inject({ url: "/api/stations/exam-catalogue", headers })
    ).json() as ExamCatalogue;
    expect(catalogue.categories[0]).toEqual({ id: "constantes", name: "Constantes" });
    expect(catalogue.categories).toHaveLength(21);
    expect(catalogue.exams).toHaveLength(EXAMS.length);
    expect(catalogue.exams[0]).toMatchObject({ id: EXAMS[0]?.id, name: EXAMS[0]?.name, category_id: "constantes" });
  });

  it("serves a case image as PNG and 404s an unknown one", async () => {
    const item = CLINICAL_CASES.find((c) => c.images.length > 0);
    const url = `/api/stations/${item?.id}/images/${item?.images[0]?.id}.png`;
    const response = await ctx.app.server.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await ctx.app.server.inject({ url: `/api/stations/${item?.id}/images/nope.png` })).statusCode).toBe(404);
    expect((await ctx.app.server.inject({ url: "/api/stations/station-999/images/x.png" })).statusCode).toBe(404);
  });
});
