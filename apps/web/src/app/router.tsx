import { createBrowserRouter } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { RouteError } from "@/features/errors/route-error";

/** While the first screen's code loads (every route but "/" is loaded on demand): a spinner, announced. */
function RouteLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Chargement de la page" size="lg" />
    </div>
  );
}

/** The spec's route table (section 2). Everything behind the guard is lazy-loaded. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <RouteLoading />,
      children: [
        // Lazy here too: the signed-in app's entry (app.html) does not carry the landing page, which "/"
        // gets prerendered with its own entry (index.html, landing-main.tsx).
        {
          path: "/",
          lazy: () => import("@/features/landing/landing-route").then((m) => ({ Component: m.LandingRoute })),
        },
        // Pages opened from e-mailed links (issue 12); public: the link's token is the proof.
        {
          path: "/mot-de-passe/nouveau",
          lazy: () =>
            import("@/features/auth/pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
        },
        {
          path: "/email/confirmer",
          lazy: () =>
            import("@/features/auth/pages/confirm-email-page").then((m) => ({ Component: m.ConfirmEmailPage })),
        },
        {
          path: "/simulation",
          lazy: async () => {
            const { SimulationPage } = await import("@/features/simulation/components/simulation-page");
            return {
              element: (
                <RequireAuth>
                  <SimulationPage />
                </RequireAuth>
              ),
            };
          },
        },
        {
          path: "/homepage",
          lazy: async () => {
            const { AppShell } = await import("@/features/shell/components/app-shell");
            return {
              element: (
                <RequireAuth>
                  <AppShell />
                </RequireAuth>
              ),
            };
          },
          children: [
            {
              index: true,
              lazy: () => import("@/features/dashboard/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
            },
            {
              path: "dashboard",
              lazy: () => import("@/features/dashboard/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
            },
            {
              path: "mode/:slug",
              lazy: () => import("@/features/dashboard/catalog-page").then((m) => ({ Component: m.ModePage })),
            },
            {
              path: "category/:id",
              lazy: () => import("@/features/dashboard/catalog-page").then((m) => ({ Component: m.CategoryPage })),
            },
            {
              path: "progression",
              lazy: () =>
                import("@/features/progression/progression-page").then((m) => ({ Component: m.ProgressionPage })),
            },
            {
              path: "about-ecos",
              lazy: () => import("@/features/about-ecos/about-ecos-page").then((m) => ({ Component: m.AboutEcosPage })),
            },
            {
              path: "revision-cards",
              lazy: () =>
                import("@/features/revision-sheets/revision-sheets-page").then((m) => ({
                  Component: m.RevisionSheetsPage,
                })),
            },
            {
              path: "settings",
              lazy: () =>
                import("@/features/settings/components/settings-page").then((m) => ({ Component: m.SettingsPage })),
            },
            {
              path: "tickets",
              lazy: () => import("@/features/admin/tickets-page").then((m) => ({ Component: m.TicketsPage })),
            },
            {
              path: "ai",
              lazy: () => import("@/features/ai-admin/ai-admin-page").then((m) => ({ Component: m.AiAdminPage })),
            },
            {
              path: "circuit",
              lazy: () => import("@/features/circuit/circuit-page").then((m) => ({ Component: m.CircuitPage })),
            },
            {
              path: "circuit/:id",
              lazy: () => import("@/features/circuit/circuit-run-page").then((m) => ({ Component: m.CircuitRunPage })),
            },
            {
              path: "challenges",
              lazy: () =>
                import("@/features/challenges/challenges-page").then((m) => ({ Component: m.ChallengesPage })),
            },
            {
              path: "ranking",
              lazy: () => import("@/features/ranking/ranking-page").then((m) => ({ Component: m.RankingPage })),
            },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]);
}
