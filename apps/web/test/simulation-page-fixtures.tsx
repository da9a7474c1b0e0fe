import type { ChatMessage, GradeResponse, ScenarioRecord, ThreadState, TimerState } from "@ecos/contracts";
import { act } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { SimulationPage } from "@/features/simulation/components/simulation-page";
import { json, makeUser, renderWithSession } from "./support";

export const THREAD_ID = "t1";
export const THREAD_PATH = `/api/simulation/threads/${THREAD_ID}`;

export const LONG_REPLY =
  "J'ai une douleur en plein milieu de la poitrine qui serre très fort et qui irradie dans le bras gauche depuis ce matin.";

export function makeScenario(overrides: Partial<ScenarioRecord> = {}): ScenarioRecord {
  return {
    id: "station-007",
    number: 7,
    category_id: "cardiology",
    content_type: "interrogation",
    experience: 40,
    label: "Michel Garnier",
    sdd: "Douleur thoracique aiguë",
    sdd_number: 161,
    sdd_title: "Douleur thoracique",
    instructions: "Vous êtes interne aux urgences. Menez l'interrogatoire du patient. Proposez un diagnostic.",
    sheet_id: 161,
    user_stats: null,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: "m2",
    from: "bot",
    channel: "patient",
    message: LONG_REPLY,
    reported: false,
    created_at: "2025-06-20T10:02:00.000Z",
    ...overrides,
  };
}

export function makeThread(overrides: Partial<ThreadState> = {}): ThreadState {
  return {
    thread_id: THREAD_ID,
    status: "start",
    step: "introduction",
    remaining_seconds: 60,
    scenario: makeScenario(),
    base: {
      context: "M. Garnier, 58 ans, consulte aux urgences pour une douleur thoracique apparue il y a deux heures.",
      asks_diagnosis: true,
      examiner: false,
    },
    messages: [],
    exams: [],
    observations: [],
    actions: [],
    mode_state: null,
    diagnosis: null,
    grade: null,
    reviewed: false,
    created_at: "2025-06-20T10:00:00.000Z",
    updated_at: "2025-06-20T10:00:00.000Z",
    ...overrides,
  };
}

/** A thread in the simulation step, the clock running. */
export const runningThread = (remaining = 300, overrides: Partial<ThreadState> = {}) =>
  makeThread({ status: "running", step: "simulation", remaining_seconds: remaining, ...overrides });

export function makeGrade(overrides: Partial<GradeResponse> = {}): GradeResponse {
  return {
    digitized_grade: 14.56,
    review: "Bon interrogatoire : la douleur est bien caractérisée, mais les antécédents sont incomplets.",
    Criterias: [
      {
        id: "c1",
        name: "Caractérise la douleur",
        point: 1,
        explanation: "Le siège, l'irradiation et la durée ont été demandés.",
        evidence: [
          { message_id: "m1", quote: "Où avez-vous mal exactement ?" },
          { message_id: "m3", quote: "Est-ce que ça irradie ?" },
        ],
      },
      {
        id: "c2",
        name: "Recherche les facteurs de risque",
        point: 0,
        explanation: "Le tabac et l'hérédité n'ont pas été abordés.",
        evidence: [],
      },
    ],
    relevant_exams: [],
    irrelevant_exams: [],
    xp_awarded: 29,
    user_xp: 379,
    exam_names: {},
    ...overrides,
  };
}

/** The server's clock for one thread (the tests fake Date, so it moves with the fake timers). */
export class FakeStationClock {
  private at = Date.now();
  constructor(private state: TimerState) {}
  private left(): number {
    const running = this.state.status === "start" || this.state.status === "running";
    const elapsed = running ? Math.floor((Date.now() - this.at) / 1000) : 0;
    return Math.max(0, this.state.remaining_seconds - elapsed);
  }
  private set(state: TimerState): TimerState {
    this.state = state;
    this.at = Date.now();
    return state;
  }
  now = () => this.set({ ...this.state, remaining_seconds: this.left() });
  pause = () => this.set({ ...this.state, status: "paused", remaining_seconds: this.left() });
  resume = () => this.set({ ...this.state, status: "running" });
  start = () => this.set({ status: "running", step: "simulation", remaining_seconds: 420 });
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stub answering per "METHOD /api/path"; an unexpected request fails the test loudly. */
export function mockApi() {
  const handlers = new Map<string, Handler>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const handler = handlers.get(key);
    if (!handler) throw new TypeError(`Unexpected request ${key}`);
    return handler(init);
  });
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
  const api = {
    fetchMock,
    on(key: string, handler: Handler) {
      handlers.set(key, handler);
      return api;
    },
    /** Answers the thread's GET and its timer calls from a fake server clock. */
    station(thread: ThreadState) {
      const clock = new FakeStationClock(thread);
      api.on(`GET ${THREAD_PATH}`, () => json({ ...thread, ...clock.now() }));
      for (const call of ["start", "pause", "resume", "heartbeat"] as const) {
        api.on(`POST ${THREAD_PATH}/${call}`, () => json(clock[call === "heartbeat" ? "now" : call]()));
      }
      return clock;
    },
    calls,
    bodies: (key: string) => calls(key).map(([, init]) => JSON.parse(String(init?.body))),
  };
  beforeEach(() => {
    handlers.clear();
    fetchMock.mockClear();
    api.on("GET /api/users/me", () => json(makeUser()));
    localStorage.setItem("access_token", "tok-123");
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    toast.dismiss(); // sonner replays still-active toasts to the next test's <Toaster />
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
  return api;
}

/** Renders /simulation (and stand-ins for the pages it links to) at `path`. */
export function renderSimulation(path = `/simulation?thread=${THREAD_ID}`) {
  return renderWithSession(
    [
      {
        path: "/simulation",
        element: (
          <RequireAuth>
            <SimulationPage />
          </RequireAuth>
        ),
      },
      { path: "/homepage", element: <h1>Page d'accueil</h1> },
      { path: "/homepage/revision-cards", element: <h1>Fiches de révision</h1> },
    ],
    path,
  );
}

/** Fakes the clocks the page counts with (intervals and Date) but not the ones the test library waits with. */
export function fakeTheClock() {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
}

/** Moves the fake clock on, letting React and the answered requests settle in between. */
export async function advanceSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    // Let the requests sent during that second be answered (the test library's timeouts are real).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Waits (in real time) until `check` holds: for requests, which change nothing on screen by themselves. */
export async function eventually(check: () => boolean, what = "condition") {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
