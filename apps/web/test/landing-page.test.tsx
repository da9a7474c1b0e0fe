import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "@/features/auth/session";
import { LandingPage } from "@/features/landing/components/landing-page";

// The dialogs' chunk, loaded on demand by the page: imported once here, so that opening a dialog
// does not wait for its first transform under a busy test run.
beforeAll(async () => {
  await import("@/features/landing/components/landing-dialogs");
}, 30_000);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const nav = () => screen.getByRole("navigation", { name: "Navigation principale" });
const menuButton = () => within(nav()).getByRole("button", { name: "Menu" });

describe("landing page", () => {
  it("renders every section with its heading, without calling the API", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/Entraîne-toi aux ECOS/);
    for (const name of [
      "Tout pour préparer tes ECOS",
      "Pour qui ?",
      "Ils s'entraînent avec nous",
      "Qui sommes-nous ?",
      "Questions fréquentes",
      "Nous contacter",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Bêta ouverte/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "La bêta en bref" })).toHaveTextContent(/100% gratuit/);
    expect(screen.getByRole("img", { name: "Radiographie thoracique de face (schéma)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mentions légales" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "contact@ecos-academy.fr" }).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens the mobile menu, closes it on Escape and when an item is chosen", async () => {
    const user = renderPage();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    const menuId = menuButton().getAttribute("aria-controls") ?? "";
    const menu = document.getElementById(menuId);
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();

    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();

    const toggle = menuButton();
    await user.click(toggle);
    if (!menu) throw new Error("menu missing");
    await user.click(within(menu).getByRole("button", { name: "Rejoindre la bêta" }));
    // The page behind the dialog is hidden from assistive technology, hence the kept reference.
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
    // The dialogs' code loads the first time one opens (the landing page stays light).
    expect(await screen.findByRole("dialog", { name: "Rejoins la bêta d'ECOS Academy" })).toBeInTheDocument();
  });

  it("opens the beta, early-access and login dialogs from the buttons", async () => {
    const user = renderPage();
    await user.click(within(nav()).getAllByRole("button", { name: "Rejoindre la bêta" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Rejoins la bêta d'ECOS Academy" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Early Access" }));
    expect(await screen.findByRole("dialog", { name: "Early Access" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(within(nav()).getAllByRole("button", { name: "Se connecter" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("adds observations to the list and ignores empty ones", async () => {
    const user = renderPage();
    const button = screen.getByRole("button", { name: "Faire une observation" });
    await user.click(button);
    expect(screen.getByText("Aucune observation pour l'instant.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Ton observation"), "   ");
    await user.click(button);
    expect(screen.getByText("Aucune observation pour l'instant.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Ton observation"));
    await user.type(screen.getByLabelText("Ton observation"), "Opacité de la base droite");
    await user.click(button);
    await user.type(screen.getByLabelText("Ton observation"), "Pas d'épanchement{Enter}");
    const list = screen.getByRole("list", { name: "Tes observations" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Opacité de la base droite", "Pas d'épanchement"]);
    expect(screen.getByLabelText("Ton observation")).toHaveValue("");
  });

  it("adds analyses of the lab report", async () => {
    const user = renderPage();
    expect(screen.getByRole("table", { name: "Bilan biologique de M. Martin" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Ton analyse"), "Troponine très élevée");
    await user.click(screen.getByRole("button", { name: "Faire une analyse" }));
    expect(within(screen.getByRole("list", { name: "Tes analyses" })).getByText("Troponine très élevée")).toBeVisible();
  });

  it("moves focus to the contact section and to the demo station", async () => {
    const user = renderPage();
    await user.click(within(nav()).getAllByRole("button", { name: "Nous contacter" })[0] as HTMLElement);
    expect(screen.getByRole("heading", { level: 2, name: "Nous contacter" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Faire un diagnostic" }));
    expect(screen.getByRole("heading", { name: "Que vois-tu sur cette radiographie ?" })).toHaveFocus();
  });
});
