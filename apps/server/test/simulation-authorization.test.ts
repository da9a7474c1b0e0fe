import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";
import { say, startedThread } from "./simulation-helpers";

type Who = "anonymous" | "owner" | "otherStudent" | "superAdmin";

/**
 * Every simulation route for: anonymous (401), the thread's owner, another student and a super
 * admin (both 404: someone else's station does not exist for them). Routes without a thread are
 * open to every signed-in user.
 */
describe.each(DB_KINDS)("simulation authorization on %s", (kind) => {
  const ctx = useTestApp(kind);

  async function setup() {
    const owner = await signedInUser(ctx);
    const otherStudent = await signedInUser(ctx);
    const superAdmin = await signedInUser(ctx, "SUPERADMIN");
    const interrogation = await startedThread(ctx, owner.headers, "station-001");
    const exam = await startedThread(ctx, owner.headers, "station-005");
    const labs = await startedThread(ctx, owner.headers, "station-007");
    const reply = (await say(ctx, owner.headers, interrogation, "Vous fumez ?")).json();
    return {
      headers: {
        anonymous: {},
        owner: owner.headers,
        otherStudent: otherStudent.headers,
        superAdmin: superAdmin.headers,
      },
      ids: { interrogation, exam, labs, botMessage: reply.id as string },
    };
  }
  type Ids = Awaited<ReturnType<typeof setup>>["ids"];

  const owned = { anonymous: 401, otherStudent: 404, superAdmin: 404 } as const;
  const anyUser = (status: number) => ({ anonymous: 401, owner: status, otherStudent: status, superAdmin: status });
  const routes: Array<{
    name: string;
    method: "GET" | "POST" | "DELETE";
    url: (ids: Ids) => string;
    body?: () => object;
    expected: Record<Who, number>;
  }> = [
    { name: "scenarios", method: "GET", url: () => "/api/stations/scenarios", expected: anyUser(200) },
    { name: "random", method: "GET", url: () => "/api/stations/random", expected: anyUser(200) },
    { name: "exam catalogue", method: "GET", url: () => "/api/stations/exam-catalogue", expected: anyUser(200) },
    {
      name: "create",
      method: "POST",
      url: () => "/api/simulation/threads",
      body: () => ({ sim_type: "interrogation", scenario_id: "station-001" }),
      expected: anyUser(201),
    },
    { name: "list open", method: "GET", url: () => "/api/simulation/threads", expected: anyUser(200) },
    {
      name: "read",
      method: "GET",
      url: (i) => `/api/simulation/threads/${i.interrogation}`,
      expected: { ...owned, owner: 200 },
    },
    ...(["pause", "resume", "heartbeat", "start"] as const).map((action) => ({
      name: action,
      method: "POST" as const,
      url: (i: Ids) => `/api/simulation/threads/${i.interrogation}/${action}`,
      expected: { ...owned, owner: 200 },
    })),
    {
      name: "message",
      method: "POST",
      url: (i) => `/api/simulation/messages/${i.interrogation}`,
      body: () => ({ message: "Des allergies ?", client_id: randomUUID() }),
      expected: { ...owned, owner: 200 },
    },
    {
      name: "streamed message",
      method: "POST",
      url: (i) => `/api/simulation/messages/${i.interrogation}/stream`,
      body: () => ({ message: "Des allergies ?", client_id: randomUUID() }),
      expected: { ...owned, owner: 200 },
    },
    {
      // An interrogation takes no action: the owner is refused on the content, the others never see it.
      name: "station action",
      method: "POST",
      url: (i) => `/api/simulation/threads/${i.interrogation}/actions`,
      body: () => ({ action: "order-test", params: { test_id: "nfs" }, client_id: randomUUID() }),
      expected: { ...owned, owner: 400 },
    },
    {
      name: "mode state",
      method: "GET",
      url: (i) => `/api/simulation/threads/${i.interrogation}/mode-state`,
      expected: { ...owned, owner: 200 },
    },
    {
      name: "report",
      method: "POST",
      url: (i) => `/api/simulation/messages/${i.botMessage}/report`,
      expected: { ...owned, owner: 200 },
    },
    {
      name: "exam",
      method: "GET",
      url: (i) => `/api/simulation/clinical/${i.exam}/auscultation-cardiaque`,
      expected: { ...owned, owner: 200 },
    },
    {
      name: "note",
      method: "POST",
      url: (i) => `/api/simulation/paraclinical/${i.labs}`,
      body: () => ({ observation: "pH bas" }),
      expected: { ...owned, owner: 201 },
    },
    {
      name: "review",
      method: "POST",
      url: (i) => `/api/simulation/${i.labs}/review`,
      body: () => ({ progress: "oui", simulation: "oui", grading: "oui", ameliorations: [], commentary: "Bien" }),
      expected: { ...owned, owner: 200 },
    },
    {
      name: "grade",
      method: "POST",
      url: (i) => `/api/simulation/threads/${i.interrogation}/grade`,
      body: () => ({ diagnostic: null }),
      expected: { ...owned, owner: 200 },
    },
    {
      name: "abandon",
      method: "DELETE",
      url: (i) => `/api/simulation/threads/${i.labs}`,
      expected: { ...owned, owner: 204 },
    },
    {
      name: "bug report",
      method: "POST",
      url: () => "/api/forms/bug-report",
      body: () => ({ bug_type: "app", message: "Le bouton ne répond pas" }),
      expected: anyUser(201),
    },
  ];

  it.each(routes)("$method $name", async (route) => {
    const { headers, ids } = await setup();
    // The owner goes last so that a state change (grading) cannot hide another user's 404.
    for (const who of ["anonymous", "otherStudent", "superAdmin", "owner"] as Who[]) {
      const response = await ctx.app.server.inject({
        method: route.method,
        url: route.url(ids),
        headers: headers[who],
        ...(route.body ? { payload: route.body() } : {}),
      });
      expect({ who, status: response.statusCode }).toEqual({ who, status: route.expected[who] });
      if (response.statusCode === 404) expect(response.json().detail.error_code).toBe("ERR_NOT_FOUND");
    }
  });

  it("another user's 404 changes nothing in the owner's station", async () => {
    const { headers, ids } = await setup();
    const before = (
      await ctx.app.server.inject({ url: `/api/simulation/threads/${ids.interrogation}`, headers: headers.owner })
    ).json();
    await say(ctx, headers.otherStudent, ids.interrogation, "Intrusion ?");
    await ctx.app.server.inject({
      method: "POST",
      url: `/api/simulation/threads/${ids.interrogation}/grade`,
      headers: headers.otherStudent,
      payload: {},
    });
    const after = (
      await ctx.app.server.inject({ url: `/api/simulation/threads/${ids.interrogation}`, headers: headers.owner })
    ).json();
    expect(after.messages).toEqual(before.messages);
    expect(after.status).toBe("running");
  });
});
