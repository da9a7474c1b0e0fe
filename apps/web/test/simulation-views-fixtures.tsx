import type { ChatMessage, ScenarioRecord, ThreadBase, ThreadState } from "@ecos/contracts";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { ModeView } from "@/features/simulation/views/mode-view";
import { queryKeys } from "@/lib/query-keys";
import { json } from "./support";

export const THREAD_ID = "t1";

export function makeScenario(overrides: Partial<ScenarioRecord> = {}): ScenarioRecord {
  return {
    id: "station-007",
    number: 7,
    category_id: "cardiology",
    content_type: "interrogation",
    experience: 40,
    label: "Jean Dupont",
    sdd: "Douleur thoracique",
    sdd_number: 161,
    sdd_title: "Douleur thoracique",
    instructions: "Interroge le patient.",
    sheet_id: null,
    user_stats: null,
    ...overrides,
  };
}

/** A thread in its simulation step; `base` and `scenario` are merged into the defaults. */
export function makeThread(
  overrides: Omit<Partial<ThreadState>, "base" | "scenario"> & {
    base?: Partial<ThreadBase>;
    scenario?: Partial<ScenarioRecord>;
  } = {},
): ThreadState {
  const { base, scenario, ...rest } = overrides;
  return {
    thread_id: THREAD_ID,
    status: "running",
    step: "simulation",
    remaining_seconds: 300,
    scenario: makeScenario(scenario),
    base: { context: "Vous êtes aux urgences.", asks_diagnosis: false, examiner: false, ...base },
    messages: [],
    exams: [],
    observations: [],
    actions: [],
    mode_state: null,
    diagnosis: null,
    grade: null,
    reviewed: false,
    created_at: "2025-01-01T10:00:00.000Z",
    updated_at: "2025-01-01T10:00:00.000Z",
    ...rest,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> & Pick<ChatMessage, "id" | "message">): ChatMessage {
  return { from: "bot", channel: "patient", reported: false, created_at: "2025-01-01T10:01:00.000Z", ...overrides };
}

/** What the page does: reads the thread from the cache and hands it to the view. */
function Harness({ paused, onReport }: { paused: boolean; onReport: (message: ChatMessage) => void }) {
  const { data } = useQuery<ThreadState>({
    queryKey: queryKeys.thread(THREAD_ID),
    queryFn: () => Promise.reject(new Error("the test fills the cache")),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? <ModeView thread={data} paused={paused} onReport={onReport} /> : null;
}

export function renderModeView(thread: ThreadState, { paused = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.thread(THREAD_ID), thread);
  const onReport = vi.fn<(message: ChatMessage) => void>();
  const rendered = render(
    <QueryClientProvider client={client}>
      <Harness paused={paused} onReport={onReport} />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    unmount: rendered.unmount,
    user: userEvent.setup(),
    onReport,
    cached: () => client.getQueryData<ThreadState>(queryKeys.thread(THREAD_ID)),
  };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Answers each `METHOD /api/path` with its handler; any other request fails the test. */
export function routeFetch(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const handler = handlers[key];
    if (!handler) throw new TypeError(`Unexpected request ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}

/** The JSON bodies sent to `METHOD /api/path`, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, key: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

export const serverError = () =>
  json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "Erreur interne" } }, 500);

/** A promise the test settles when it wants (to look at the screen while a request is in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
