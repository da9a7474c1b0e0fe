import type { ChatMessage, UrgenceReport, UrgenceState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture019 } from "../../../packages/content/test/fixtures/modes/station-019.fixture";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { grade, readThread, rewindClock, say, startedThread, stationAction } from "./simulation-helpers";

type Headers = Record<string, string>;
const ANAPHYLAXIS = "station-019";
const ARREST = "station-020";

const act = (ctx: TestContext, headers: Headers, threadId: string, params: Record<string, unknown>, action = "do") =>
  stationAction(ctx, headers, threadId, { action, params });

/** Moves the station's clock on by `seconds`, in steps the server counts (it caps unseen time at 20 s). */
async function advance(ctx: TestContext, headers: Headers, threadId: string, seconds: number) {
  for (let left = seconds; left > 0; left -= 15) {
    await rewindClock(ctx, threadId, Math.min(15, left) * 1000);
    const beat = await ctx.app.server.inject({
      method: "POST",
      url: `/api/simulation/threads/${threadId}/heartbeat`,
      headers,
    });
    expect(beat.statusCode).toBe(200);
  }
}

describe.each(DB_KINDS)("an emergency station on %s", (kind) => {
  const ctx = useTestApp(kind);
  const thread = (headers: Headers, id: string) => readThread(ctx, headers, id);
  const monitor = async (headers: Headers, id: string) => {
    const response = await ctx.app.server.inject({ url: `/api/simulation/threads/${id}/mode-state`, headers });
    expect(response.statusCode).toBe(200);
    return response.json().mode_state as UrgenceState;
  };

  it("plays the excellent attempt on the station's clock: the monitor answers, the nurse replies, the grade has its timeline", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, ANAPHYLAXIS);
    const start = await thread(headers, id);
    expect(start.base).toMatchObject({
      actions: true,
      interlocutor: { name: "Élodie", role: "Infirmière des urgences" },
    });
    const initial = start.mode_state as UrgenceState;
    expect(initial).toMatchObject({ mode: "urgence", minute: 0, rhythm: "sinus_tachycardia", perfusing: true });
    expect(initial.vitals).toMatchObject({ hr: 124, sbp: 82, dbp: 46, spo2: 91 });
    expect(initial.options.map((o) => o.id)).toContain("adrenaline");
    expect(JSON.stringify(initial.options)).not.toMatch(/inappropriate|hazard|synonyms/);

    const replies: ChatMessage[] = [];
    for (const step of fixture019.excellent.steps) {
      // The station's clock, less the time the requests themselves took, brought to the step's second.
      await advance(ctx, headers, id, step.at - (await monitor(headers, id)).elapsed_seconds);
      if ("say" in step) {
        expect((await say(ctx, headers, id, step.say)).statusCode).toBe(200);
        continue;
      }
      const response = await act(ctx, headers, id, step.do);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.action).toMatchObject({ action: "do", params: step.do });
      expect(body.action.at_seconds).toBeGreaterThanOrEqual(step.at);
      expect(body.action.at_seconds).toBeLessThan(step.at + 10);
      expect(body.reply).toMatchObject({ from: "bot", channel: "patient" });
      replies.push(body.reply);
      expect((body.mode_state as UrgenceState).log.at(-1)?.label).toBe(body.action.label);
    }
    expect(replies[3]?.message).toMatch(/Adrénaline 0,5 mg en IM/);
    const live = await monitor(headers, id);
    expect(live.minute).toBe(5);
    expect(live.vitals.sbp).toBeGreaterThanOrEqual(110);
    expect(live.history.map((m) => m.minute)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(live.log.every((entry) => entry.effective)).toBe(true);
    const state = await thread(headers, id);
    expect(state.actions).toHaveLength(fixture019.excellent.steps.filter((s) => "do" in s).length);
    // The nurse's replies to actions are in the chat, after the student's messages.
    expect(state.messages.filter((m) => m.from === "bot").map((m) => m.message)).toEqual(
      expect.arrayContaining(replies.map((r) => r.message)),
    );

    const graded = await grade(ctx, headers, id, fixture019.excellent.diagnosis);
    expect(graded.statusCode, graded.body).toBe(200);
    const result = graded.json();
    expect(result.digitized_grade).toBeGreaterThanOrEqual(18);
    const report = result.mode_report as UrgenceReport;
    expect(report.mode).toBe("urgence");
    // The monitor minute by minute to the end of the 7 minutes, even for a station ended early.
    expect(report.vitals.map((m) => m.minute)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(report.vitals[0]?.vitals).toMatchObject({ sbp: 82, spo2: 91 });
    expect(report.timeline.filter((e) => e.kind === "action")).toHaveLength(state.actions.length);
    expect(report.stable).toBe(true);
    const criteria = result.Criterias as Array<{ id: string; point: number; evidence: Array<{ message_id: string }> }>;
    const adrenaline = state.actions.find((a) => a.params.action_id === "adrenaline");
    expect(criteria.find((c) => c.id === "adrenaline-dose-voie")?.evidence[0]?.message_id).toBe(
      `action:${adrenaline?.id}`,
    );
    const loop = criteria.find((c) => c.id === "boucle-fermee");
    expect(loop?.point).toBe(1);
    const studentIds = new Set(state.messages.filter((m) => m.from === "user").map((m) => m.id));
    expect(loop?.evidence.every((e) => studentIds.has(e.message_id))).toBe(true);
  });

  it("refuses invalid actions with 400 on their field and stores nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, ANAPHYLAXIS);
    const before = await thread(headers, id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ action_id: "oxygene", dose: 15, route: "masque-hc" }, "action", "give"],
      [{ action_id: "morphine" }, "action_id", "do"],
      [{ action_id: "adrenaline", route: "im" }, "dose", "do"],
      [{ action_id: "adrenaline", dose: 12, route: "im" }, "dose", "do"],
      [{ action_id: "adrenaline", dose: 0.5, route: "rectale" }, "route", "do"],
    ];
    for (const [params, field, action] of cases) {
      const response = await act(ctx, headers, id, params, action);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: [field] });
    }
    const after = await thread(headers, id);
    expect(after.actions).toEqual([]);
    expect(after.messages).toHaveLength(before.messages.length);
    expect((after.mode_state as UrgenceState).log).toEqual([]);
  });

  it("worsens the monitor when a deadline is missed: without massage or shock the fibrillation weakens", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, ARREST);
    const initial = await monitor(headers, id);
    expect(initial).toMatchObject({ rhythm: "vf", perfusing: false, vitals: { hr: null, sbp: null, spo2: null } });
    await advance(ctx, headers, id, 70);
    const weak = await monitor(headers, id);
    expect(weak).toMatchObject({
      minute: 1,
      rhythm: "vf_fine",
      rhythm_label: "Fibrillation ventriculaire à petites mailles",
    });
    expect(weak.alarms).toContain("Massage interrompu : la fibrillation s'affaiblit");
    await advance(ctx, headers, id, 60);
    const later = await monitor(headers, id);
    expect(later.minute).toBe(2);
    expect(later.alarms).toContain("Fibrillation non choquée");
    const shock = await act(ctx, headers, id, { action_id: "choc", dose: 200 });
    expect(shock.statusCode).toBe(201);
    expect(shock.json().reply.message).toMatch(/brancher le défibrillateur/);
    expect(shock.json().mode_state.log[0]).toMatchObject({ label: "Choc électrique externe 200 J", effective: false });
  });

  it("hides a student's emergency from another student (404) and changes nothing", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, ANAPHYLAXIS);
    const other = await signedInUser(ctx);
    const response = await act(ctx, other.headers, id, { action_id: "appel-aide" });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail.error_code).toBe("ERR_NOT_FOUND");
    const peek = await ctx.app.server.inject({
      url: `/api/simulation/threads/${id}/mode-state`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    expect((await thread(headers, id)).actions).toEqual([]);
  });
});
