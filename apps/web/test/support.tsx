import type { User } from "@ecos/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { SessionProvider } from "@/features/auth/session";
import { StationLauncherProvider } from "@/features/stations";

/** A JSON answer as the API would send it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A signed-in student as GET /api/users/me answers it; override what a test needs. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: "u1",
    email: "lea.martin@exemple.fr",
    username: "lea.martin",
    role: "STUDENT",
    first_name: "Léa",
    last_name: "Martin",
    college_label: "Université de Bordeaux",
    college_year: "DFASM1",
    avatar_id: 1,
    target_grade: 14,
    xp: 350,
    friends_count: 0,
    voice_enabled: false,
    onboarded: true,
    statistics: {
      Simulations: { avg_grade: 12.4, count: 5 },
      Streaks: {
        Monday: true,
        Tuesday: false,
        Wednesday: true,
        Thursday: false,
        Friday: false,
        Saturday: false,
        Sunday: false,
      },
    },
    ...overrides,
  };
}

/** Renders routes inside the app's providers (query client, session, toaster) at `path`. */
export function renderWithSession(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** Stubs fetch for each test (answering 201 `{ok: true}` unless a test says otherwise) and clears toasts after it. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json({ ok: true }, 201));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    toast.dismiss(); // sonner replays still-active toasts to the next test's <Toaster />
    vi.unstubAllGlobals();
    localStorage.clear(); // drafts kept by the screens
  });
  return fetchMock;
}

/** Renders a component with a query client and the toaster; returns a user-event session. */
export function renderWithQuery(ui: ReactNode, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup(options);
}

/** A signed-in screen as the shell mounts it: behind the guard, with the station launcher. */
export function signedInScreen(screen: ReactNode) {
  return (
    <RequireAuth>
      <StationLauncherProvider>{screen}</StationLauncherProvider>
    </RequireAuth>
  );
}

/**
 * A signed-in browser whose API is `fetchMock`, for one test file: a stored token and the stub before
 * each test; stubs, mocks, storage and toasts cleaned after each.
 */
export function stubSignedInApi(fetchMock: ReturnType<typeof vi.fn>) {
  beforeEach(() => {
    localStorage.setItem("access_token", "tok-123");
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    toast.dismiss();
  });
}
