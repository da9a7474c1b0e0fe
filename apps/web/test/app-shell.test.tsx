import type { User } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { AppShell } from "@/features/shell/components/app-shell";
import { makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession } from "./support";

const baseUser: User = makeUser({ avatar_id: 6, xp: 1250 });

let me: User;
let contactStatus: number;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(me);
  if (key === "POST /api/forms/contact-us") return json({ ok: contactStatus === 200 }, contactStatus);
  if (key === "GET /api/stations/scenarios") return json([makeScenario()]);
  if (key === "GET /api/stations/random") return json(makeScenario({ label: "Sophie Laurent" }));
  throw new TypeError(`Unexpected request ${key}`);
});

const page = (name: string) => ({ element: <h1>{name}</h1> });

function renderShell(path = "/homepage", user: Partial<User> = {}) {
  me = { ...baseUser, ...user };
  return renderWithSession(
    [
      {
        path: "/homepage",
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { index: true, ...page("Page tableau de bord") },
          { path: "dashboard", ...page("Page tableau de bord") },
          { path: "progression", ...page("Page progression") },
          { path: "revision-cards", ...page("Page support") },
          { path: "about-ecos", ...page("Page ECOS") },
          { path: "settings", ...page("Page paramètres") },
          { path: "tickets", ...page("Page tickets") },
        ],
      },
    ],
    path,
  );
}

/** The desktop side menu (the drawer renders a second one only while open). */
const mainNav = async () => (await screen.findAllByRole("navigation", { name: "Menu principal" }))[0] as HTMLElement;

beforeEach(() => {
  localStorage.setItem("access_token", "tok-123");
  contactStatus = 200;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toast.dismiss(); // sonner replays still-active toasts to the next test's <Toaster />
});

describe("AppShell", () => {
  it("shows the user card and the menu items in the spec's order", async () => {
    renderShell();
    const nav = await mainNav();
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Tableau de bord",
      "Progression",
      "Support pédagogique",
      "À propos des ECOS",
      "Mode circuit",
      "Défis",
      "Classement",
    ]);
    expect(screen.getAllByText("Léa Martin")[0]).toBeInTheDocument();
    expect(screen.getAllByText(/1\s250 XP/)[0]).toBeInTheDocument();
    expect(screen.getAllByText("0 ami(s)")[0]).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Avatar 6" })[0]).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Page tableau de bord" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Page tableau de bord" }));
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("marks the dashboard active at /homepage and the current item elsewhere", async () => {
    renderShell("/homepage");
    const nav = await mainNav();
    expect(within(nav).getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Progression" })).not.toHaveAttribute("aria-current");
  });

  it("follows a menu link and moves the active state", async () => {
    const { user, router } = renderShell("/homepage/dashboard");
    const nav = await mainNav();
    await user.click(within(nav).getByRole("link", { name: "Progression" }));
    expect(router.state.location.pathname).toBe("/homepage/progression");
    expect(await screen.findByRole("heading", { name: "Page progression" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Progression" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Tableau de bord" })).not.toHaveAttribute("aria-current");
  });

  it("leads to the circuit mode, the challenges and the ranking, real pages now (issue 15)", async () => {
    renderShell("/homepage/progression");
    const nav = await mainNav();
    expect(within(nav).getByRole("link", { name: "Mode circuit" })).toHaveAttribute("href", "/homepage/circuit");
    expect(within(nav).getByRole("link", { name: "Défis" })).toHaveAttribute("href", "/homepage/challenges");
    expect(within(nav).getByRole("link", { name: "Classement" })).toHaveAttribute("href", "/homepage/ranking");
    // No item is greyed out any more (the notifications bell below still shows the info toast).
    expect(within(nav).queryAllByRole("button", { name: /Mode circuit|Défis|Classement/ })).toEqual([]);
  });

  it("shows the info toast for the notifications bell; the training button opens a random station", async () => {
    const { user } = renderShell();
    await mainNav();
    const bell = screen.getByRole("button", { name: "Notifications" });
    expect(bell).toHaveAttribute("aria-disabled", "true");
    await user.click(bell);
    expect(await screen.findByText("Nous travaillons encore sur cette fonctionnalité")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "S'entraîner" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: /Sophie Laurent/ })).toBeInTheDocument();
    expect(screen.getAllByText("Nous travaillons encore sur cette fonctionnalité")).toHaveLength(1);
  });

  it("shows the Super admin badge and the Tickets and IA items only to super admins", async () => {
    renderShell("/homepage", { role: "STUDENT" });
    await mainNav();
    expect(screen.queryByText("Super admin")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Tickets" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "IA" })).not.toBeInTheDocument();
  });

  it("gives super admins the badge, a Tickets link and an IA link", async () => {
    renderShell("/homepage/tickets", { role: "SUPERADMIN" });
    const nav = await mainNav();
    expect(screen.getByText("Super admin")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Tickets" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "IA" })).toHaveAttribute("href", "/homepage/ai");
  });

  it("highlights the settings button on the settings route", async () => {
    const { user, router } = renderShell("/homepage");
    await mainNav();
    const settings = screen.getByRole("link", { name: "Paramètres" });
    expect(settings).not.toHaveAttribute("aria-current");
    await user.click(settings);
    expect(router.state.location.pathname).toBe("/homepage/settings");
    expect(screen.getByRole("link", { name: "Paramètres" })).toHaveAttribute("aria-current", "page");
  });

  it("opens the menu drawer on mobile and closes it on navigation", async () => {
    const { user, router } = renderShell("/homepage");
    await mainNav();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("link", { name: "À propos des ECOS" }));
    expect(router.state.location.pathname).toBe("/homepage/about-ecos");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
  });

  it("closes the drawer with Escape", async () => {
    const { user } = renderShell("/homepage");
    await mainNav();
    await user.click(screen.getByRole("button", { name: "Ouvrir le menu" }));
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument());
  });

  it("sends the contact dialog prefilled with the user's names and e-mail", async () => {
    const { user } = renderShell();
    await mainNav();
    await user.click(screen.getAllByRole("button", { name: "Nous contacter" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Nous contacter" });
    expect(within(dialog).getByLabelText("Prénom")).toHaveValue("Léa");
    expect(within(dialog).getByLabelText("Nom")).toHaveValue("Martin");
    expect(within(dialog).getByLabelText("E-mail")).toHaveValue("lea.martin@exemple.fr");
    for (const label of ["Prénom", "Nom", "E-mail", "Message"]) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    await user.type(within(dialog).getByLabelText("Message"), "Super plateforme !");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Merci pour ton message, nous te répondrons rapidement !")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === "/api/forms/contact-us");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      first_name: "Léa",
      last_name: "Martin",
      email: "lea.martin@exemple.fr",
      message: "Super plateforme !",
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Nous contacter" })).not.toBeInTheDocument());
  });

  it("keeps the contact dialog open with an error toast when sending fails", async () => {
    contactStatus = 500;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = renderShell();
    await mainNav();
    await user.click(screen.getAllByRole("button", { name: "Nous contacter" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Nous contacter" });
    await user.type(within(dialog).getByLabelText("Message"), "Bonjour");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Nous contacter" })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
