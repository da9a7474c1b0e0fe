import { randomUUID } from "node:crypto";
import { caseById, EXAMS, REVISION_SHEETS } from "@ecos/content";
import { ACADEMIC_YEARS, BUG_TYPES, COLLEGE_YEARS, REFERRAL_SOURCES, UNIVERSITIES } from "@ecos/contracts";
import type { InjectOptions } from "fastify";
import { SignJWT } from "jose";
import type { App } from "../../src/app";
import { hashSecret } from "../../src/lib/passwords";
import { insertThread, threadMessages } from "../../src/repositories/threads";
import { insertTicket } from "../../src/repositories/tickets";
import { insertUser } from "../../src/repositories/users";
import { playableCase } from "../../src/simulation/scenarios";
import { INTRODUCTION_MS } from "../../src/simulation/timer";
import { paramSlots, type RouteDef } from "./routes";

type Headers = Record<string, string>;

/** Valid values for a route's parameter slots, in order (a fresh resource per call when needed). */
export type ParamsFactory = () => Promise<string[]>;

/** How one route is called correctly: who calls it, and parameters with the bodies they accept. */
export interface RouteFixture {
  as: "student" | "admin";
  cases: ReadonlyArray<{ params: ParamsFactory; bodies: readonly object[] }>;
}

interface FixtureSpec {
  as?: "student" | "admin";
  params?: ParamsFactory;
  bodies?: readonly object[];
  cases?: RouteFixture["cases"];
}

/** The users, resources and forged tokens a fuzz run needs, built through the API itself. */
export interface FuzzWorld {
  headers: { student: Headers; admin: Headers };
  /** Authorization header values that must all be refused (or ignored on public routes). */
  badAuthorizations: readonly string[];
  /** Refresh cookies that must all be refused. */
  badCookies: readonly string[];
  fixture(route: RouteDef): RouteFixture;
}

const ISSUER = "ecos-academy";

async function expectStatus(app: App, request: InjectOptions, status: number) {
  const response = await app.server.inject(request);
  if (response.statusCode !== status) {
    throw new Error(`fuzz setup: ${JSON.stringify(request).slice(0, 120)} → ${response.statusCode} ${response.body}`);
  }
  return response;
}

async function signedIn(app: App, role: "STUDENT" | "SUPERADMIN") {
  const email = `fuzz.${role.toLowerCase()}.${randomUUID().slice(0, 8)}@exemple.fr`;
  const password = "motdepasse-fuzz";
  const user = await insertUser(app.ctx.db, {
    email,
    passwordHash: await hashSecret(password),
    role,
    firstName: "Fuzz",
    lastName: "Test",
  });
  const response = await expectStatus(
    app,
    { method: "POST", url: "/api/auth/token", payload: { email, password } },
    200,
  );
  return { user, email, headers: { authorization: `Bearer ${response.json().access_token}` } };
}

/** Tokens signed with the right secret but wrong in every other way, and tokens not signed at all. */
async function forgedAuthorizations(app: App, userId: string): Promise<string[]> {
  const key = new TextEncoder().encode(app.ctx.config.jwtSecret);
  const sign = (claims: Record<string, unknown>, options: { exp?: string | number; secret?: Uint8Array } = {}) => {
    let jwt = new SignJWT({ role: "STUDENT", ...claims }).setProtectedHeader({ alg: "HS256" }).setIssuer(ISSUER);
    jwt = jwt.setIssuedAt();
    if (options.exp !== undefined) jwt = jwt.setExpirationTime(options.exp);
    return jwt.sign(options.secret ?? key);
  };
  const unsigned = (payload: object) =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.`;
  const tokens = [
    await sign({ sub: "not-a-uuid" }, { exp: "15m" }),
    await sign({ sub: userId }),
    await sign({ sub: "constructor" }, { exp: "15m" }),
    await sign({ sub: userId }, { exp: "15m", secret: new TextEncoder().encode("another-secret-another-secret-0123") }),
    unsigned({ sub: userId, iss: ISSUER, role: "SUPERADMIN", exp: Math.floor(Date.now() / 1000) + 600 }),
    await sign({ sub: userId }, { exp: Math.floor(Date.now() / 1000) - 60 }),
    await sign({ sub: randomUUID() }, { exp: "15m" }),
    await sign({ sub: "a\u0000b" }, { exp: "15m" }),
    await sign({ sub: 123 }, { exp: "15m" }),
    await sign({ sub: "__proto__" }, { exp: "15m" }),
    await sign({ sub: userId, exp: "demain" }),
  ];
  return [
    ...tokens.map((token) => `Bearer ${token}`),
    "Bearer",
    "Bearer x.y.z",
    "Basic Zm9vOmJhcg==",
    `Bearer ${"a".repeat(10_000)}`,
  ];
}

/** Builds the users and resources of a run: two signed-in users, stations in every mode, a ticket. */
export async function buildWorld(app: App): Promise<FuzzWorld> {
  const student = await signedIn(app, "STUDENT");
  const admin = await signedIn(app, "SUPERADMIN");
  const startThread = async (id: string) => {
    await expectStatus(
      app,
      { method: "POST", url: `/api/simulation/threads/${id}/start`, headers: student.headers },
      200,
    );
  };
  /** A station opened through the API (setup only: the API limits how many a student opens per hour). */
  const openThread = async (scenarioId: string) => {
    const created = await expectStatus(
      app,
      {
        method: "POST",
        url: "/api/simulation/threads",
        headers: student.headers,
        payload: { sim_type: caseById(scenarioId)?.modeId, scenario_id: scenarioId },
      },
      201,
    );
    const id = created.json().thread_id as string;
    await startThread(id);
    return id;
  };
  /** A station inserted directly, for routes that use one up (grading, deletion): not counted by the limits. */
  const freshThread = async (scenarioId: string, start = true) => {
    const item = playableCase(scenarioId);
    if (!item) throw new Error(`fuzz setup: no station ${scenarioId}`);
    const row = await insertThread(app.ctx.db, {
      userId: student.user.id,
      scenarioId: item.id,
      modeId: item.modeId,
      categoryId: item.categoryId,
      remainingMs: INTRODUCTION_MS,
    });
    if (start) await startThread(row.id);
    return row.id;
  };
  const gradedThread = async () => {
    const id = await freshThread("station-002");
    await expectStatus(
      app,
      { method: "POST", url: `/api/simulation/threads/${id}/grade`, headers: student.headers, payload: {} },
      200,
    );
    return id;
  };
  const freshTicket = async () =>
    (await insertTicket(app.ctx.db, { kind: "contact", payload: { email: "lea@exemple.fr", message: "Bonjour" } })).id;

  const interrogation = await openThread("station-001");
  await expectStatus(
    app,
    {
      method: "POST",
      url: `/api/simulation/messages/${interrogation}`,
      headers: student.headers,
      payload: { message: "Bonjour, qu'est-ce qui vous amène ?" },
    },
    200,
  );
  const message = (await threadMessages(app.ctx.db, interrogation)).find((row) => row.from === "bot");
  if (!message) throw new Error("fuzz setup: the patient did not answer");
  const clinical = await openThread("station-005");
  const paraclinical = await openThread("station-007");
  const ticket = await freshTicket();
  const sheet = `${REVISION_SHEETS[0]?.id}.png`;
  const image = `${caseById("station-007")?.images[0]?.id}.png`;
  const examId = EXAMS[0]?.id ?? "x";

  /** Valid values for a parameter, by name; the router may merge two names into one slot. */
  const candidates = new Map<string, string>([
    ["id", interrogation],
    ["threadId", interrogation],
    ["messageId", message.id],
    ["examId", examId],
    ["scenarioId", "station-007"],
    ["file", sheet],
  ]);
  const byName =
    (url: string): ParamsFactory =>
    async () =>
      paramSlots(url).map((names) => candidates.get(names[0] ?? "") ?? "x");
  const fixed =
    (...values: string[]): ParamsFactory =>
    async () =>
      values;

  const review = {
    progress: "oui",
    simulation: "moyen",
    grading: "oui",
    ameliorations: [],
    commentary: "Très bien",
  };
  const contact = { first_name: "Léa", last_name: "Durand", email: "lea@exemple.fr", message: "Bonjour" };
  const fixtures = new Map<string, FixtureSpec>([
    ["POST /api/auth/token", { bodies: [{ email: student.email, password: "mauvais" }] }],
    ["POST /api/auth/activate", { bodies: [{ email: "nouveau@exemple.fr", password: "motdepasse", code: "1234" }] }],
    // Account security: a wrong current password, so that no valid call changes the fuzzing student.
    ["POST /api/auth/password", { bodies: [{ current_password: "mauvais", new_password: "nouveau-mot-de-passe" }] }],
    ["POST /api/auth/password-reset/request", { bodies: [{ email: student.email }] }],
    ["POST /api/auth/password-reset", { bodies: [{ token: "jeton", new_password: "nouveau-mot-de-passe" }] }],
    ["POST /api/auth/email-change/confirm", { bodies: [{ token: "jeton" }] }],
    ["POST /api/users/me/email", { bodies: [{ new_email: "nouvelle@exemple.fr", current_password: "mauvais" }] }],
    [
      "POST /api/admin/invitations",
      { as: "admin", bodies: [{ email: "invite@exemple.fr", first_name: "Léa", last_name: "Durand" }] },
    ],
    [
      "PUT /api/users/me",
      {
        bodies: [
          { first_name: "Léa", last_name: "Durand" },
          { target_grade: 15.5 },
          { avatar_id: 1 },
          { college_label: UNIVERSITIES[0] },
          { college_year: COLLEGE_YEARS[0] },
        ],
      },
    ],
    ["POST /api/forms/contact-us", { bodies: [contact] }],
    [
      "POST /api/forms/beta/signup",
      {
        bodies: [
          {
            first_name: "Léa",
            last_name: "Durand",
            email: "lea@exemple.fr",
            academic_year: ACADEMIC_YEARS[0],
            passed_ecos: "non",
            trial_reason: "Pour voir",
            nb_cases: "3",
            wants_discord: false,
            consent_interview: true,
            notify_launch: true,
            referral_source: REFERRAL_SOURCES[0],
          },
        ],
      },
    ],
    ["POST /api/forms/early_access/signup", { bodies: [{ email: "lea@exemple.fr" }] }],
    ["POST /api/forms/bug-report", { bodies: [{ bug_type: BUG_TYPES[0], message: "Bug", thread_id: interrogation }] }],
    [
      "PATCH /api/forms/tickets/seen",
      { as: "admin", bodies: [{ tickets: [{ ticket_type: "contact", ticket_id: ticket }] }] },
    ],
    ["DELETE /api/tickets/:id", { as: "admin", params: async () => [await freshTicket()] }],
    ["POST /api/simulation/threads", { bodies: [{ sim_type: "interrogation", scenario_id: "station-001" }] }],
    [
      "POST /api/simulation/threads/:id/grade",
      {
        params: async () => [await freshThread("station-003")],
        bodies: [{ thread_id: interrogation, diagnostic: "Pneumopathie" }],
      },
    ],
    ["DELETE /api/simulation/threads/:id", { params: async () => [await freshThread("station-004", false)] }],
    [
      "POST /api/simulation/messages/:threadId|:messageId",
      {
        params: fixed(interrogation),
        bodies: [{ message: "Avez-vous de la fièvre ?", client_id: randomUUID(), channel: "patient" }],
      },
    ],
    ["POST /api/simulation/messages/:threadId|:messageId/report", { params: fixed(message.id), bodies: [{}] }],
    ["GET /api/simulation/clinical/:threadId/:examId", { params: fixed(clinical, examId) }],
    ["HEAD /api/simulation/clinical/:threadId/:examId", { params: fixed(clinical, examId) }],
    ["GET /api/stations/:scenarioId/images/:file", { params: fixed("station-007", image) }],
    ["HEAD /api/stations/:scenarioId/images/:file", { params: fixed("station-007", image) }],
    [
      // Two routes in one: a note on a document, and the feedback questionnaire of a graded station.
      "POST /api/simulation/:first/:second",
      {
        cases: [
          { params: fixed("paraclinical", paraclinical), bodies: [{ observation: "Acidose métabolique" }] },
          { params: async () => [await gradedThread(), "review"], bodies: [review] },
        ],
      },
    ],
  ]);

  return {
    headers: { student: student.headers, admin: admin.headers },
    badAuthorizations: await forgedAuthorizations(app, student.user.id),
    badCookies: ["%00", "constructor", "__proto__", "a".repeat(5000), "%ED%A0%80", "x.y.z", "%"],
    fixture(route) {
      const spec = fixtures.get(`${route.method} ${route.url}`) ?? {};
      return {
        as: spec.as ?? (/\/(admin|tickets)\b/.test(route.url) ? "admin" : "student"),
        cases: spec.cases ?? [{ params: spec.params ?? byName(route.url), bodies: spec.bodies ?? [{}] }],
      };
    },
  };
}
