import type { User } from "@ecos/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { SessionProvider } from "@/features/auth/session";

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
