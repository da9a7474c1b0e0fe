import { caseById, seededRandom } from "@ecos/content";
import type { CircuitListResponse, CircuitNextResponse, CircuitState } from "@ecos/contracts";
import { circuits, threads } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drawCircuit } from "../src/circuits/draw";
import { PLAYABLE_CASES } from "../src/simulation/scenarios";
import { DB_KINDS, signedInUser, type TestContext, useTestApp } from "./helpers";
import { insertGradedStation } from "./progress-helpers";
import { createThread, grade, readThread } from "./simulation-helpers";

type Headers = Record<string, string>;

describe("drawing a circuit", () => {
  const noPlays = new Map<string, number>();

  it.each([5, 10])("%i different stations, each of its own mode and category, over many draws", (size) => {
    for (let seed = 1; seed <= 300; seed++) {
      const drawn = drawCircuit(PLAYABLE_CASES, noPlays, size, seededRandom(seed));
      expect(drawn).toHaveLength(size);
      expect(new Set(drawn.map((item) => item.id)).size).toBe(size);
      // 11 modes and 20 categories: no mode and no category twice in a circuit of 5 or 10.
      expect(new Set(drawn.map((item) => item.modeId)).size).toBe(size);
      expect(new Set(drawn.map((item) => item.categoryId)).size).toBe(size);
    }
  });

  it("varies from one draw to the next", () => {
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawCircuit(PLAYABLE_CASES, noPlays, 5, seededRandom(seed + 1))
          .map((item) => item.id)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(15);
  });

  it("prefers the stations the student has played least", () => {
    // Every station played twice except six never played, of six modes and six categories.
    const fresh = ["station-001", "station-006", "station-007", "station-010", "station-015", "station-021"];
    const plays = new Map(PLAYABLE_CASES.map((item) => [item.id, fresh.includes(item.id) ? 0 : 2]));
    for (let seed = 1; seed <= 50; seed++) {
      const drawn = drawCircuit(PLAYABLE_CASES, plays, 5, seededRandom(seed));
      for (const item of drawn) expect(fresh, `seed ${seed}`).toContain(item.id);
    }
    // With 10 stations, the six fresh ones come first, the rest among the played ones.
    for (let seed = 1; seed <= 20; seed++) {
      const ten = drawCircuit(PLAYABLE_CASES, plays, 10, seededRandom(seed)).map((item) => item.id);
      for (const id of fresh) expect(ten, `seed ${seed}`).toContain(id);
    }
  });

  it("never puts two stations of a category in a row, even when it must repeat one", () => {
    // Only two categories and two modes: repeats are unavoidable, neighbours still differ.
    const small = [
      { id: "a1", modeId: "m1", categoryId: "A" },
      { id: "a2", modeId: "m2", categoryId: "A" },
      { id: "a3", modeId: "m1", categoryId: "A" },
      { id: "b1", modeId: "m2", categoryId: "B" },
      { id: "b2", modeId: "m1", categoryId: "B" },
      { id: "b3", modeId: "m2", categoryId: "B" },
    ];
    for (let seed = 1; seed <= 50; seed++) {
      const drawn = drawCircuit(small, noPlays, 5, seededRandom(seed));
      expect(new Set(drawn.map((item) => item.id)).size).toBe(5);
      drawn.forEach((item, index) => {
        if (index > 0) expect(drawn[index - 1]?.categoryId).not.toBe(item.categoryId);
      });
    }
  });
});

/** A finished (or abandoned) circuit written straight into the database, with its graded stations. */
async function seedCircuit(
  ctx: TestContext,
  userId: string,
  options: {
    stations: Array<[scenarioId: string, grade: number]>;
    status: "finished" | "abandoned";
    daysAgo: number;
    size?: number;
  },
) {
  const at = new Date(Date.now() - options.daysAgo * 86_400_000);
  const grades = options.stations.map(([, value]) => value);
  const mean = grades.reduce((sum, value) => sum + value, 0) / grades.length;
  const ids = options.stations.map(([id]) => id);
  while (ids.length < (options.size ?? ids.length)) ids.push("station-050");
  const [circuit] = await ctx.database.db
    .insert(circuits)
    .values({
      userId,
      scenarioIds: ids,
      status: options.status,
      position: options.stations.length,
      meanGrade: options.status === "finished" ? mean : null,
      finishedAt: options.status === "finished" ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!circuit) throw new Error("no circuit");
  for (const [position, [scenarioId, value]] of options.stations.entries()) {
    await insertGradedStation(ctx.database.db, userId, {
      scenarioId,
      grade: value,
      stored: { Criterias: [] },
      closedAt: at,
      createdAt: at,
      circuit: { id: circuit.id, position },
    });
  }
  return circuit.id;
}

describe.each(DB_KINDS)("circuit mode on %s", (kind) => {
  const ctx = useTestApp(kind);

  const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers, payload?: object) =>
    ctx.app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = (headers: Headers, size = 5) => call("POST", "/api/circuits", headers, { size });
  const read = async (headers: Headers, id: string) =>
    (await call("GET", `/api/circuits/${id}`, headers)).json() as CircuitState;
  async function next(headers: Headers, id: string): Promise<CircuitNextResponse> {
    const response = await call("POST", `/api/circuits/${id}/next`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** Plays the circuit's current station as quickly as possible: opened, started, graded without a word. */
  async function playNext(headers: Headers, id: string) {
    const { thread_id } = await next(headers, id);
    await call("POST", `/api/simulation/threads/${thread_id}/start`, headers);
    const graded = await grade(ctx, headers, thread_id, null);
    expect(graded.statusCode, graded.body).toBe(200);
    return thread_id;
  }

  it("validates the size", async () => {
    const { headers } = await signedInUser(ctx);
    for (const payload of [{ size: 7 }, { size: "5" }, {}, { size: 5, extra: true }]) {
      const response = await call("POST", "/api/circuits", headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail.error_code).toBe("ERR_INVALID_INPUT");
    }
    expect((await call("POST", "/api/circuits", headers, { size: 7 })).json().detail.fields).toEqual(["size"]);
  });

  it("draws the stations but shows none of them before it starts; one active circuit at a time", async () => {
    const { headers } = await signedInUser(ctx);
    const created = await create(headers, 10);
    expect(created.statusCode).toBe(201);
    const circuit = created.json() as CircuitState;
    expect(circuit).toMatchObject({ size: 10, status: "running", position: 0, done: 0, mean: null, report: null });
    expect(circuit.stations).toHaveLength(10);
    for (const station of circuit.stations) {
      expect(station).toMatchObject({ state: "upcoming", scenario: null, thread_id: null, grade: null });
    }
    // The draw is stored: ten different stations, ten modes.
    const [row] = await ctx.database.db.select().from(circuits).where(eq(circuits.id, circuit.id));
    const drawn = (row?.scenarioIds ?? []).map((id) => caseById(id));
    expect(new Set(drawn.map((item) => item?.modeId)).size).toBe(10);

    const second = await create(headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatchObject({
      error_code: "ERR_CIRCUIT_STATE",
      message: "Tu as déjà un circuit en cours : reprends-le ou abandonne-le avant d'en commencer un autre.",
    });
    // Paused, it is still the active one.
    expect((await call("POST", `/api/circuits/${circuit.id}/pause`, headers)).json().status).toBe("paused");
    expect((await create(headers)).statusCode).toBe(409);
    // Abandoned before any station: it is gone, and a new one can start.
    expect((await call("POST", `/api/circuits/${circuit.id}/abandon`, headers)).statusCode).toBe(204);
    expect((await call("GET", `/api/circuits/${circuit.id}`, headers)).statusCode).toBe(404);
    expect((await create(headers)).statusCode).toBe(201);
  });

  it("plays the stations in the drawn order, hides every grade until the end, then reports", async () => {
    const { headers } = await signedInUser(ctx);
    const circuit = (await create(headers)).json() as CircuitState;
    const [row] = await ctx.database.db.select().from(circuits).where(eq(circuits.id, circuit.id));
    const order = row?.scenarioIds ?? [];

    // The first station: opened with its circuit and place; asking again gives the same one.
    const first = await next(headers, circuit.id);
    expect(first.circuit.position).toBe(0);
    expect(first.circuit.stations[0]).toMatchObject({ state: "in_progress", thread_id: first.thread_id });
    expect(first.circuit.stations[0]?.scenario?.id).toBe(order[0]);
    expect(first.circuit.stations[1]?.scenario).toBeNull();
    expect((await next(headers, circuit.id)).thread_id).toBe(first.thread_id);
    const thread = await readThread(ctx, headers, first.thread_id);
    expect(thread.scenario.id).toBe(order[0]);
    expect(thread.circuit).toEqual({ id: circuit.id, position: 0, size: 5, status: "running" });
    expect(thread.step).toBe("introduction");

    // Not offered on the home page, not deletable on its own, no pause of the circuit in the middle of it.
    expect((await call("GET", "/api/simulation/threads", headers)).json()).toEqual([]);
    const deleted = await call("DELETE", `/api/simulation/threads/${first.thread_id}`, headers);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail.error_code).toBe("ERR_THREAD_STATE");
    const paused = await call("POST", `/api/circuits/${circuit.id}/pause`, headers);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().detail.error_code).toBe("ERR_CIRCUIT_STATE");

    // Graded: no grade anywhere while the circuit runs.
    await call("POST", `/api/simulation/threads/${first.thread_id}/start`, headers);
    expect((await grade(ctx, headers, first.thread_id, null)).statusCode).toBe(200);
    const between = await read(headers, circuit.id);
    expect(between).toMatchObject({ status: "running", position: 0, done: 1, mean: null, report: null });
    expect(between.stations[0]).toMatchObject({ state: "done", grade: null, criteria: null });
    const scenarios = (await call("GET", "/api/stations/scenarios", headers)).json() as Array<{
      id: string;
      user_stats: unknown;
    }>;
    expect(scenarios.find((item) => item.id === order[0])?.user_stats).toBeNull();
    expect((await call("GET", "/api/simulation/statistics", headers)).json()).toMatchObject({
      avg_grade: null,
      total_simulations: 0,
    });
    expect((await call("GET", "/api/users/me", headers)).json().statistics.Simulations).toEqual({
      avg_grade: null,
      count: 0,
    });

    // Paused between two stations: no next station until it is resumed.
    expect((await call("POST", `/api/circuits/${circuit.id}/pause`, headers)).json().status).toBe("paused");
    const refused = await call("POST", `/api/circuits/${circuit.id}/next`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail.message).toBe("Le circuit est en pause : reprends-le d'abord.");
    expect((await call("POST", `/api/circuits/${circuit.id}/resume`, headers)).json().status).toBe("running");

    // The other four, in order.
    const played = [first.thread_id];
    for (let position = 1; position < 5; position++) {
      const id = await playNext(headers, circuit.id);
      expect((await readThread(ctx, headers, id)).scenario.id).toBe(order[position]);
      played.push(id);
    }
    const rows = await ctx.database.db.select().from(threads).where(eq(threads.circuitId, circuit.id));
    const byId = new Map(rows.map((thread) => [thread.id, thread]));
    const grades = played.map((id) => byId.get(id)?.digitizedGrade ?? Number.NaN);
    expect(played.map((id) => byId.get(id)?.circuitPosition)).toEqual([0, 1, 2, 3, 4]);
    const mean = Math.round((grades.reduce((sum, value) => sum + value, 0) / 5) * 10) / 10;

    const finished = await read(headers, circuit.id);
    expect(finished).toMatchObject({ status: "finished", position: 5, done: 5, mean });
    expect(finished.finished_at).not.toBeNull();
    finished.stations.forEach((station, position) => {
      expect(station.thread_id).toBe(played[position]);
      expect(station.grade).toBe(Math.round((grades[position] ?? Number.NaN) * 10) / 10);
      expect(Array.isArray(station.criteria) && station.criteria.length > 0).toBe(true);
    });
    expect(finished.report).toMatchObject({ mean, rank: 1, overall_mean: mean, best_mean: mean });
    expect(finished.report?.history).toEqual([{ id: circuit.id, size: 5, mean, finished_at: finished.finished_at }]);
    expect(finished.report?.modes).toHaveLength(5);
    // Now they count everywhere.
    expect((await call("GET", "/api/simulation/statistics", headers)).json().total_simulations).toBe(5);
    expect((await readThread(ctx, headers, played[0] ?? "")).circuit?.status).toBe("finished");
    // Over: nothing more to play, pause or abandon.
    for (const action of ["next", "pause", "resume", "abandon"]) {
      const response = await call("POST", `/api/circuits/${circuit.id}/${action}`, headers);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().detail.message).toBe("Ce circuit est terminé.");
    }
    // A new circuit may start; a station opened on its own has no circuit.
    expect((await create(headers)).statusCode).toBe(201);
    expect((await createThread(ctx, headers, "station-002")).circuit).toBeUndefined();
  });

  it("abandoned with a graded station: the station in progress goes, the graded one stays and shows", async () => {
    const { headers } = await signedInUser(ctx);
    const circuit = (await create(headers)).json() as CircuitState;
    const graded = await playNext(headers, circuit.id);
    const open = (await next(headers, circuit.id)).thread_id;
    expect((await call("POST", `/api/circuits/${circuit.id}/abandon`, headers)).statusCode).toBe(204);
    expect((await call("GET", `/api/simulation/threads/${open}`, headers)).statusCode).toBe(404);
    const abandoned = await read(headers, circuit.id);
    expect(abandoned).toMatchObject({ status: "abandoned", done: 1, mean: null, report: null });
    expect(abandoned.stations[0]?.thread_id).toBe(graded);
    expect(abandoned.stations[0]?.grade).not.toBeNull();
    expect(abandoned.stations[1]).toMatchObject({ state: "upcoming", scenario: null, thread_id: null });
    const list = (await call("GET", "/api/circuits", headers)).json() as CircuitListResponse;
    expect(list).toMatchObject({ active_id: null, finished: 0, average: null, best: null });
    expect(list.circuits).toEqual([
      expect.objectContaining({ id: circuit.id, status: "abandoned", done: 1, mean: null, size: 5 }),
    ]);
  });

  it("reports the circuit against the student's other circuits (figures worked out by hand)", async () => {
    const student = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const a = await seedCircuit(ctx, student.user.id, {
      status: "finished",
      daysAgo: 3,
      stations: [
        ["station-001", 8], // interrogation, cardiology
        ["station-007", 14], // paraclinical, emergency
        ["station-010", 12], // prise-en-charge, pneumology
        ["station-015", 16], // information, oncology
        ["station-021", 5], // procedure, infectiology
      ],
    }); // mean 55 / 5 = 11
    const b = await seedCircuit(ctx, student.user.id, {
      status: "finished",
      daysAgo: 2,
      stations: [
        ["station-003", 10], // interrogation, endocrinology
        ["station-013", 17], // collaboration, emergency
        ["station-006", 9], // clinical_exam, rheumatology
        ["station-017", 13], // education, pneumology
        ["station-012", 7], // diagnostic, infectiology
      ],
    }); // mean 56 / 5 = 11.2
    // Neither an abandoned circuit, nor another student's circuit, counts.
    const d = await seedCircuit(ctx, student.user.id, {
      status: "abandoned",
      daysAgo: 1,
      size: 5,
      stations: [["station-001", 2]],
    });
    await seedCircuit(ctx, other.user.id, { status: "finished", daysAgo: 1, stations: [["station-013", 1]] });

    const report = (await read(student.headers, b)).report;
    expect(report).not.toBeNull();
    expect(report?.mean).toBe(11.2);
    expect(report?.history.map((point) => [point.id, point.mean, point.size])).toEqual([
      [a, 11, 5],
      [b, 11.2, 5],
    ]);
    expect(report).toMatchObject({ rank: 1, overall_mean: 11.1, best_mean: 11.2 });
    expect(
      report?.modes.map((area) => [area.id, area.all.average, area.all.count, area.circuit?.average ?? null]),
    ).toEqual([
      ["collaboration", 17, 1, 17],
      ["information", 16, 1, null],
      ["paraclinical", 14, 1, null],
      ["education", 13, 1, 13],
      ["prise-en-charge", 12, 1, null],
      ["clinical_exam", 9, 1, 9], // "Examen clinique" before "Interrogatoire" at 9
      ["interrogation", 9, 2, 10],
      ["diagnostic", 7, 1, 7],
      ["procedure", 5, 1, null],
    ]);
    expect(report?.categories.map((area) => [area.name, area.all.average, area.all.count])).toEqual([
      ["Cancérologie", 16, 1],
      ["Urgences", 15.5, 2],
      ["Pneumologie", 12.5, 2],
      ["Endocrinologie", 10, 1],
      ["Rhumatologie", 9, 1],
      ["Cardiologie", 8, 1],
      ["Infectiologie", 6, 2],
    ]);
    expect(report?.strengths.map((area) => [area.name, area.all.average])).toEqual([
      ["Collaboration interprofessionnelle", 17],
      ["Information au patient", 16],
      ["Cancérologie", 16],
    ]);
    expect(report?.weaknesses.map((area) => [area.name, area.all.average])).toEqual([
      ["Procédure", 5],
      ["Infectiologie", 6],
      ["Stratégie diagnostique", 7],
    ]);
    // The older circuit ranks second.
    expect((await read(student.headers, a)).report).toMatchObject({ mean: 11, rank: 2 });

    const list = (await call("GET", "/api/circuits", student.headers)).json() as CircuitListResponse;
    expect(list).toMatchObject({ active_id: null, finished: 2, average: 11.1, best: 11.2 });
    expect(list.circuits.map((circuit) => [circuit.id, circuit.status, circuit.done, circuit.mean])).toEqual([
      [d, "abandoned", 1, null],
      [b, "finished", 5, 11.2],
      [a, "finished", 5, 11],
    ]);
  });

  describe("authorization", () => {
    type Who = "anonymous" | "owner" | "otherStudent" | "superAdmin";
    async function setup() {
      const owner = await signedInUser(ctx);
      const otherStudent = await signedInUser(ctx);
      const superAdmin = await signedInUser(ctx, "SUPERADMIN");
      const circuit = (await create(owner.headers)).json() as CircuitState;
      return {
        id: circuit.id,
        headers: {
          anonymous: {},
          owner: owner.headers,
          otherStudent: otherStudent.headers,
          superAdmin: superAdmin.headers,
        },
      };
    }
    const owned = { anonymous: 401, otherStudent: 404, superAdmin: 404 } as const;
    const routes: Array<{ method: "GET" | "POST"; path: string; expected: Record<Who, number> }> = [
      { method: "GET", path: "", expected: { ...owned, owner: 200 } },
      { method: "POST", path: "/next", expected: { ...owned, owner: 200 } },
      { method: "POST", path: "/pause", expected: { ...owned, owner: 200 } },
      { method: "POST", path: "/resume", expected: { ...owned, owner: 200 } },
      { method: "POST", path: "/abandon", expected: { ...owned, owner: 204 } },
    ];

    it.each(routes)("$method /api/circuits/{id}$path", async (route) => {
      const { id, headers } = await setup();
      // The owner goes last: another user's attempt must not have changed anything.
      for (const who of ["anonymous", "otherStudent", "superAdmin", "owner"] as Who[]) {
        const response = await call(route.method, `/api/circuits/${id}${route.path}`, headers[who]);
        expect({ who, status: response.statusCode }).toEqual({ who, status: route.expected[who] });
        if (response.statusCode === 404) expect(response.json().detail.error_code).toBe("ERR_NOT_FOUND");
      }
    });

    it("another student's list holds none of the owner's circuits; a malformed id is not found", async () => {
      const { id, headers } = await setup();
      const theirs = (await call("GET", "/api/circuits", headers.otherStudent)).json() as CircuitListResponse;
      expect(theirs.circuits).toEqual([]);
      expect((await call("GET", "/api/circuits", headers.owner)).json().active_id).toBe(id);
      expect((await call("GET", "/api/circuits/not-a-uuid", headers.owner)).statusCode).toBe(404);
      expect((await call("POST", "/api/circuits/not-a-uuid/next", headers.owner)).statusCode).toBe(404);
    });
  });
});
