import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, type InitialEntry, RouterProvider } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { isSafeReturnPath, returnPathFrom } from "@/features/auth/lib/return-path";
import { SessionProvider } from "@/features/auth/session";
import { LandingRoute } from "@/features/landing/landing-route";
import { LogoutButton } from "@/features/settings/components/logout-button";
import { json, makeUser } from "./support";

describe("returnPathFrom", () => {
  it("keeps a path of this site", () => {
    expect(returnPathFrom({ from: "/homepage/progression" })).toBe("/homepage/progression");
    expect(returnPathFrom({ from: "/homepage/revision-cards?sheet=161" })).toBe("/homepage/revision-cards?sheet=161");
    expect(returnPathFrom({ from: "/simulation?thread=4f0c" })).toBe("/simulation?thread=4f0c");
  });

  it("refuses other sites, odd paths, the landing page itself and anything that is not a path", () => {
    for (const from of [
      "//evil.example/homepage",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/homepage",
      "javascript:alert(1)",
      "homepage",
      "/",
      "/?from=x",
      "/#contact",
      "/homepage\n/x",
      "",
      `/${"a".repeat(3000)}`,
      42,
      null,
      undefined,
    ]) {
      expect(isSafeReturnPath(from), String(from)).toBe(false);
    }
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom("/homepage")).toBeNull();
    expect(returnPathFrom({ from: "//evil.example" })).toBeNull();
  });
});

let meStatus: number;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "POST /api/auth/token") return json({ access_token: "tok-123", token_type: "bearer", expires_in: 900 });
  if (key === "GET /api/users/me") return meStatus === 200 ? json(makeUser()) : json({ detail: {} }, meStatus);
  if (key === "POST /api/auth/logout") return new Response(null, { status: 204 });
  if (key === "POST /api/auth/refresh") return json({ detail: { error_code: "ERR_UNAUTHORIZED" } }, 401);
  throw new TypeError(`Unexpected request ${key}`);
});
beforeEach(() => {
  localStorage.clear();
  meStatus = 200;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  toast.dismiss();
});

const protectedPage = (name: string, extra: React.ReactNode = null) => (
  <RequireAuth>
    <h1>{name}</h1>
    {extra}
  </RequireAuth>
);

function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <LandingRoute /> },
      { path: "/homepage", element: protectedPage("Tableau de bord") },
      { path: "/homepage/progression", element: protectedPage("Ma progression") },
      { path: "/homepage/settings", element: protectedPage("Paramètres", <LogoutButton />) },
    ],
    { initialEntries: [entry] },
  );
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

async function signInThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole("dialog", { name: "Connexion" });
  await user.type(within(dialog).getByLabelText("E-mail"), "lea.martin@exemple.fr");
  await user.type(within(dialog).getByLabelText("Mot de passe"), "secret");
  await user.click(within(dialog).getByRole("button", { name: "Se connecter" }));
}

describe("login returns to the page the visitor came from", () => {
  it("a protected page sends to / with the login dialog open, and signing in goes back to it", async () => {
    const { router, user } = renderApp("/homepage/progression?onglet=2");
    expect(await screen.findByRole("dialog", { name: "Connexion" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    await signInThroughDialog(user);
    expect(await screen.findByRole("heading", { name: "Ma progression" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/progression");
    expect(router.state.location.search).toBe("?onglet=2");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // The landing page was replaced: going back does not return to it.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("an expired session on a protected page also asks to sign in, then comes back", async () => {
    localStorage.setItem("access_token", "expired");
    meStatus = 401;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { router, user } = renderApp("/homepage/settings");
    expect(await screen.findByRole("dialog", { name: "Connexion" })).toBeInTheDocument();
    meStatus = 200;
    await signInThroughDialog(user);
    expect(await screen.findByRole("heading", { name: "Paramètres" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/settings");
  });

  it("the landing page opened directly keeps the dialog closed and signs in to /homepage", async () => {
    const { router, user } = renderApp("/");
    await screen.findByRole("heading", { level: 1, name: /Entraîne-toi aux ECOS/ });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const [login] = screen.getAllByRole("button", { name: "Se connecter" });
    if (!login) throw new Error("no login button");
    await user.click(login);
    await signInThroughDialog(user);
    expect(await screen.findByRole("heading", { name: "Tableau de bord" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
  });

  it("never follows a `from` that leaves the site", async () => {
    const { router, user } = renderApp({ pathname: "/", state: { from: "//evil.example/homepage" } });
    await screen.findByRole("heading", { level: 1, name: /Entraîne-toi aux ECOS/ });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const [login] = screen.getAllByRole("button", { name: "Se connecter" });
    if (!login) throw new Error("no login button");
    await user.click(login);
    await signInThroughDialog(user);
    expect(await screen.findByRole("heading", { name: "Tableau de bord" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
  });

  it("signing out lands on / without opening the login dialog", async () => {
    localStorage.setItem("access_token", "tok-123");
    const { router, user } = renderApp("/homepage/settings");
    await user.click(await screen.findByRole("button", { name: "Se déconnecter" }));
    await screen.findByRole("heading", { level: 1, name: /Entraîne-toi aux ECOS/ });
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.state).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
