import { randomUUID } from "node:crypto";
import { caseById } from "@ecos/content";
import { messages, tickets } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { createThread, grade, say, startedThread } from "./simulation-helpers";

describe.each(DB_KINDS)("inside a station on %s", (kind) => {
  const ctx = useTestApp(kind);
  const state = async (headers: Record<string, string>, id: string) =>
    (await ctx.app.server.inject({ url: `/api/simulation/threads/${id}`, headers })).json();

  it("answers as the patient from the script and stores both messages before answering", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers);
    const response = await say(ctx, headers, id, "Est-ce que vous fumez ?");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const script = caseById("station-001")?.script["life.tobacco"];
    const variants = Array.isArray(script) ? script : [script];
    expect(variants.some((variant) => body.message.includes(variant))).toBe(true);
    const stored = (await state(headers, id)).messages;
    expect(stored.slice(-2)).toEqual([
      expect.objectContaining({ id: body.user_message_id, from: "user", message: "Est-ce que vous fumez ?" }),
      expect.objectContaining({ id: body.id, from: "bot", message: body.message, channel: "patient" }),
    ]);
  });

  it("stores a retried message once and answers the retry with the same reply", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers);
    const clientId = randomUUID();
    const [first, second] = await Promise.all([
      say(ctx, headers, id, "Vous avez des allergies ?", { client_id: clientId }),
      say(ctx, headers, id, "Vous avez des allergies ?", { client_id: clientId }),
    ]);
    const third = await say(ctx, headers, id, "Vous avez des allergies ?", { client_id: clientId });
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const rows = await ctx.database.db.select().from(messages).where(eq(messages.threadId, id));
    expect(rows.filter((row) => row.content === "Vous avez des allergies ?")).toHaveLength(1);
  });

  it("refuses empty or too long messages and messages outside the simulation step", async () => {
    const { headers } = await signedInUser(ctx);
    const fresh = await createThread(ctx, headers);
    const early = await say(ctx, headers, fresh.thread_id, "Bonjour");
    expect(early.statusCode).toBe(409);
    expect(early.json().detail.error_code).toBe("ERR_THREAD_STATE");
    const id = await startedThread(ctx, headers);
    for (const message of ["   ", "x".repeat(2001)]) {
      const response = await say(ctx, headers, id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["message"] });
    }
    const examiner = await say(ctx, headers, id, "Bonjour", { channel: "examiner" });
    expect(examiner.json().detail).toMatchObject({ fields: ["channel"] });
    expect((await state(headers, id)).messages).toHaveLength(1); // only the patient's opening
  });

  it("lets the examiner ask the next question after each answer", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-010");
    const questions = caseById("station-010")?.examinerQuestions ?? [];
    const reply = await say(ctx, headers, id, "Tirage, FR > 30, SpO2 basse, parole difficile.", {
      channel: "examiner",
    });
    expect(reply.json()).toMatchObject({ channel: "examiner", done: false });
    expect(reply.json().message).toContain(questions[1]?.question);
  });

  it("reports an AI message once, as a ticket with both messages; never the student's own", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers);
    const answer = (await say(ctx, headers, id, "Vous buvez de l'alcool ?")).json();
    const url = `/api/simulation/messages/${answer.id}/report`;
    const first = await ctx.app.server.inject({ method: "POST", url, headers });
    const again = await ctx.app.server.inject({ method: "POST", url, headers });
    expect(first.json()).toEqual({ id: answer.id, reported: true });
    expect(again.statusCode).toBe(200);
    const reports = (await ctx.database.db.select().from(tickets).where(eq(tickets.kind, "message_report"))).filter(
      (ticket) => ticket.payload.message_id === answer.id,
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]?.payload).toMatchObject({
      thread_id: id,
      user_message: "Vous buvez de l'alcool ?",
      ai_message: answer.message,
    });
    expect((await state(headers, id)).messages.find((m: { id: string }) => m.id === answer.id).reported).toBe(true);
    const own = await ctx.app.server.inject({
      method: "POST",
      url: `/api/simulation/messages/${answer.user_message_id}/report`,
      headers,
    });
    expect(own.statusCode).toBe(400);
  });

  it("gives an exam's result (the case's finding or the normal one) and records it once", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-005");
    const item = caseById("station-005");
    const [examId, finding] = Object.entries(item?.examResults ?? {})[0] ?? [];
    const url = `/api/simulation/clinical/${id}/${examId}`;
    const response = await ctx.app.server.inject({ url, headers });
    expect(response.json()).toMatchObject({ exam_id: examId, value: finding, category_name: expect.any(String) });
    await ctx.app.server.inject({ url, headers });
    expect((await state(headers, id)).exams).toHaveLength(1);
    const unknown = await ctx.app.server.inject({ url: `/api/simulation/clinical/${id}/examen-inconnu`, headers });
    expect(unknown.statusCode).toBe(404);
    const interrogation = await startedThread(ctx, headers, "station-001");
    const wrong = await ctx.app.server.inject({ url: `/api/simulation/clinical/${interrogation}/${examId}`, headers });
    expect(wrong.statusCode).toBe(400);
  });

  it("stores analysis notes once per client id, refuses empty ones and the wrong mode", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers, "station-007");
    const post = (mode: string, payload: object) =>
      ctx.app.server.inject({ method: "POST", url: `/api/simulation/${mode}/${id}`, headers, payload });
    const clientId = randomUUID();
    const first = await post("paraclinical", { observation: "pH 7,14 : acidose", client_id: clientId });
    const retry = await post("paraclinical", { observation: "pH 7,14 : acidose", client_id: clientId });
    expect(first.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect((await post("paraclinical", { observation: "  " })).statusCode).toBe(400);
    expect((await post("iconography", { observation: "note" })).statusCode).toBe(404);
    expect((await state(headers, id)).observations).toEqual([first.json()]);
  });

  it("refuses messages, examiner answers, exams and notes while the station is paused, and takes them once resumed", async () => {
    const { headers } = await signedInUser(ctx);
    const control = (id: string, action: "pause" | "resume") =>
      ctx.app.server.inject({ method: "POST", url: `/api/simulation/threads/${id}/${action}`, headers });
    const expectPaused = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: {
          error_code: "ERR_THREAD_STATE",
          fields: [],
          message: "La station est en pause : reprends-la pour continuer",
        },
      });
    };
    const interrogation = await startedThread(ctx, headers, "station-001");
    const evaluator = await startedThread(ctx, headers, "station-010");
    const clinical = await startedThread(ctx, headers, "station-005");
    const labs = await startedThread(ctx, headers, "station-007");
    const [examId] = Object.keys(caseById("station-005")?.examResults ?? {});
    const calls = {
      message: () => say(ctx, headers, interrogation, "Vous fumez ?"),
      answer: () => say(ctx, headers, evaluator, "Tirage, FR > 30, SpO2 basse.", { channel: "examiner" }),
      exam: () => ctx.app.server.inject({ url: `/api/simulation/clinical/${clinical}/${examId}`, headers }),
      note: () =>
        ctx.app.server.inject({
          method: "POST",
          url: `/api/simulation/paraclinical/${labs}`,
          headers,
          payload: { observation: "pH 7,14 : acidose" },
        }),
    };
    const threads = [interrogation, evaluator, clinical, labs];
    const before = await Promise.all(threads.map((id) => state(headers, id)));
    for (const id of threads) expect((await control(id, "pause")).json().status).toBe("paused");

    for (const call of Object.values(calls)) expectPaused(await call());
    const during = await Promise.all(threads.map((id) => state(headers, id)));
    for (const [index, thread] of during.entries()) {
      expect(thread.status).toBe("paused");
      // Nothing stored, and the paused clock did not move.
      for (const part of ["messages", "exams", "observations", "remaining_seconds"]) {
        expect(thread[part]).toEqual(before[index][part]);
      }
    }

    for (const id of threads) expect((await control(id, "resume")).json().status).toBe("running");
    expect((await calls.message()).statusCode).toBe(200);
    expect((await calls.answer()).statusCode).toBe(200);
    expect((await calls.exam()).statusCode).toBe(200);
    expect((await calls.note()).statusCode).toBe(201);
    const after = await Promise.all(threads.map((id) => state(headers, id)));
    expect(after[0].messages).toHaveLength(before[0].messages.length + 2);
    expect(after[1].messages).toHaveLength(before[1].messages.length + 2);
    expect(after[2].exams).toHaveLength(1);
    expect(after[3].observations).toHaveLength(1);
  });

  it("takes the feedback questionnaire once, validated, as a thread_reviews ticket", async () => {
    const { headers } = await signedInUser(ctx);
    const id = await startedThread(ctx, headers);
    await grade(ctx, headers, id, null);
    const url = `/api/simulation/${id}/review`;
    const valid = {
      progress: "oui",
      simulation: "moyen",
      grading: "pas lue",
      ameliorations: ["ia"],
      commentary: "Top",
    };
    const bad = await ctx.app.server.inject({
      method: "POST",
      url,
      headers,
      payload: { ...valid, progress: "peut-être", commentary: "x".repeat(513) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail.fields.sort()).toEqual(["commentary", "progress"]);
    expect((await state(headers, id)).reviewed).toBe(false);
    for (let i = 0; i < 2; i++) {
      const ok = await ctx.app.server.inject({ method: "POST", url, headers, payload: valid });
      expect(ok.json()).toEqual({ ok: true });
    }
    const reviews = (await ctx.database.db.select().from(tickets).where(eq(tickets.kind, "thread_reviews"))).filter(
      (ticket) => ticket.payload.thread_id === id,
    );
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.payload).toMatchObject({ ...valid, scenario_id: "station-001" });
    expect((await state(headers, id)).reviewed).toBe(true);
  });

  it("files a bug report with its type and message", async () => {
    const { headers, user } = await signedInUser(ctx);
    const payload = { bug_type: "medical", message: "Le patient dit 38 puis 39 de fièvre" };
    const response = await ctx.app.server.inject({ method: "POST", url: "/api/forms/bug-report", headers, payload });
    expect(response.statusCode).toBe(201);
    const [ticket] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, response.json().id));
    expect(ticket).toMatchObject({ kind: "bug", userId: user.id, payload });
    const bad = await ctx.app.server.inject({
      method: "POST",
      url: "/api/forms/bug-report",
      headers,
      payload: { bug_type: "autre", message: "" },
    });
    expect(bad.json().detail).toMatchObject({ error_code: "ERR_INVALID_INPUT", fields: ["bug_type", "message"] });
  });
});
