import type { CollaborationReport, CollaborationState, GradeResponse } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture013 } from "../../../packages/content/test/fixtures/modes/station-013.fixture";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { grade, readThread, rewindClock, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;

describe.each(DB_KINDS)("a collaboration station through the API on %s", (kind) => {
  const ctx = useTestApp(kind);
  const act = (headers: Headers, id: string, payload: { action: string; params?: Record<string, unknown> }) =>
    stationAction(ctx, headers, id, payload);
  const thread = (headers: Headers, id: string) => readThread(ctx, headers, id);
  const modeState = async (headers: Headers, id: string) =>
    (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}/mode-state`, headers })).json()
      .mode_state as CollaborationState;

  it("opens with the nurse's call, names the interlocutor and takes notes as actions", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-013");
    const state = await thread(headers, id);
    expect(state.base.interlocutor).toEqual({ name: "Sophie Delaunay", role: "Infirmière de nuit" });
    expect(state.base.actions).toBe(true);
    expect(state.base.examiner).toBe(false);
    expect(state.messages[0]).toMatchObject({ from: "bot", channel: "patient" });
    expect(state.messages[0]?.message).toMatch(/potassium à 6,9/);
    expect(state.mode_state).toMatchObject({ mode: "collaboration", direction: "incoming", current: null });

    const response = await act(headers, id, { action: "note-in-record", params: { text: "Appel IDE, K 6,9" } });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.action).toMatchObject({
      action: "note-in-record",
      params: { text: "Appel IDE, K 6,9" },
      label: "Note au dossier : « Appel IDE, K 6,9 »",
    });
    expect(body.reply).toBeNull();
    expect(body.mode_state.notes).toEqual([expect.objectContaining({ text: "Appel IDE, K 6,9" })]);
  });

  it("refuses invalid actions with their field and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-013");
    const cases = [
      { payload: { action: "give", params: { drug: "insuline" } }, field: "action" },
      { payload: { action: "note-in-record", params: { text: "" } }, field: "text" },
      { payload: { action: "note-in-record", params: { text: "ab" } }, field: "text" },
      { payload: { action: "note-in-record", params: { text: "x".repeat(1001) } }, field: "params" },
      { payload: { action: "note-in-record", params: {} }, field: "text" },
    ];
    for (const { payload, field } of cases) {
      const response = await act(headers, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [field] });
    }
    const state = await thread(headers, id);
    expect(state.actions).toEqual([]);
    expect((await modeState(headers, id)).notes).toEqual([]);
  });

  it("answers as the nurse, objects to the insulin, reads back the orders, and grades with the report", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-013");
    const replies: string[] = [];
    for (const step of fixture013.excellent.steps) {
      if ("say" in step) {
        const response = await say(ctx, headers, id, step.say);
        expect(response.statusCode, step.say).toBe(200);
        replies.push(response.json().message);
      } else {
        expect((await act(headers, id, { action: "note-in-record", params: { text: step.note } })).statusCode).toBe(
          201,
        );
      }
      await rewindClock(ctx, id, 20_000);
    }
    expect(replies.some((reply) => /je ne suis pas d'accord : de l'insuline/.test(reply))).toBe(true);
    expect(replies.some((reply) => reply.startsWith("Je vous relis ce que j'ai noté"))).toBe(true);

    const live = await modeState(headers, id);
    expect(live).toMatchObject({
      objection: { raised: true, resolved: true },
      closed_loop: true,
      current: "recommendation",
    });
    expect(live.phases.every((phase) => phase.done)).toBe(true);
    expect(live.notes).toHaveLength(1);

    const graded = await grade(ctx, headers, id, fixture013.excellent.diagnosis);
    expect(graded.statusCode).toBe(200);
    const body = graded.json() as GradeResponse;
    expect(body.digitized_grade).toBeGreaterThanOrEqual(18);
    const report = body.mode_report as CollaborationReport;
    expect(report).toMatchObject({
      mode: "collaboration",
      interlocutor: { name: "Sophie Delaunay", role: "Infirmière de nuit" },
      disagreement: { raised: true, resolved: true },
    });
    expect(report.disagreement.trigger_quote).toMatch(/insuline/);
    expect(report.closed_loop_quote).toMatch(/relire/);
    expect(report.notes).toHaveLength(1);
    const criteria = Object.fromEntries(body.Criterias.map((c) => [c.id, c]));
    for (const id of ["boucle-fermee", "desaccord", "compromis", "tracabilite", "causes"]) {
      expect(criteria[id]?.point, id).toBe(1);
      expect(criteria[id]?.evidence.length, id).toBeGreaterThan(0);
    }
    // Once graded, the station takes no more actions.
    expect((await act(headers, id, { action: "note-in-record", params: { text: "Trop tard" } })).statusCode).toBe(409);
  });

  it("hides a student's thread from another student", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const id = await startedThread(ctx, owner.headers, "station-014");
    const response = await act(other.headers, id, {
      action: "note-in-record",
      params: { text: "Appel du médecin traitant" },
    });
    expect(response.statusCode).toBe(404);
    const state = await ctx.app.server.inject({
      url: `/api/simulation/threads/${id}/mode-state`,
      headers: other.headers,
    });
    expect(state.statusCode).toBe(404);
    expect((await thread(owner.headers, id)).actions).toEqual([]);
  });
});
