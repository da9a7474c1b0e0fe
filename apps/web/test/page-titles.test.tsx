import type { User } from "@ecos/contracts";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AboutEcosPage } from "@/features/about-ecos/about-ecos-page";
import { TicketsPage } from "@/features/admin/tickets-page";
import { ConfirmEmailPage } from "@/features/auth/pages/confirm-email-page";
import { ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
import { CategoryPage, ModePage } from "@/features/dashboard/catalog-page";
import { DashboardPage } from "@/features/dashboard/dashboard-page";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { RouteError } from "@/features/errors/route-error";
import { LandingRoute } from "@/features/landing/landing-route";
import { ProgressionPage } from "@/features/progression/progression-page";
import { RevisionSheetsPage } from "@/features/revision-sheets/revision-sheets-page";
import { SettingsPage } from "@/features/settings/components/settings-page";
import { json, makeUser, renderWithSession, signedInScreen } from "./support";

let me: User;
// Only the user answers: every other call stays pending, the title must not wait for data.
const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
  String(input) === "/api/users/me" ? json(me) : new Promise<Response>(() => undefined),
);
beforeEach(() => {
  me = makeUser();
  localStorage.setItem("access_token", "tok-123");
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Renders `element` at `path` (the route pattern, when it has parameters) and waits for its <title>. */
async function titleOf(element: ReactNode, path: string, pattern = path, signedIn = true) {
  const routes: RouteObject[] = [{ path: pattern, element: signedIn ? signedInScreen(element) : element }];
  renderWithSession(routes, path);
  await screen.findByRole("heading", { level: 1 });
  // One title at a time, hoisted into <head>.
  expect(document.head.querySelectorAll("title")).toHaveLength(1);
  return document.title;
}

describe("tab titles", () => {
  it.each([
    ["the dashboard", <DashboardPage key="page" />, "/homepage", "Tableau de bord – ECOS Academy"],
    ["the progression", <ProgressionPage key="page" />, "/homepage/progression", "Progression – ECOS Academy"],
    [
      "the revision sheets",
      <RevisionSheetsPage key="page" />,
      "/homepage/revision-cards",
      "Fiches de révision – ECOS Academy",
    ],
    ["the settings", <SettingsPage key="page" />, "/homepage/settings", "Paramètres – ECOS Academy"],
    ["the ECOS guide", <AboutEcosPage key="page" />, "/homepage/about-ecos", "À propos des ECOS – ECOS Academy"],
  ])("%s", async (_name, element, path, title) => {
    expect(await titleOf(element, path)).toBe(title);
  });

  it("the catalogue pages carry the mode's or the category's name", async () => {
    expect(await titleOf(<ModePage />, "/homepage/mode/examen-clinique", "/homepage/mode/:slug")).toBe(
      "Examen clinique – ECOS Academy",
    );
  });

  it("a category page", async () => {
    expect(await titleOf(<CategoryPage />, "/homepage/category/cardiology", "/homepage/category/:id")).toBe(
      "Cardiologie – ECOS Academy",
    );
  });

  it("an unknown mode is a page not found", async () => {
    expect(await titleOf(<ModePage />, "/homepage/mode/inconnu", "/homepage/mode/:slug")).toBe(
      "Page introuvable – ECOS Academy",
    );
  });

  it("the tickets for a super admin, not found for a student", async () => {
    me = makeUser({ role: "SUPERADMIN" });
    expect(await titleOf(<TicketsPage />, "/homepage/tickets")).toBe("Tickets – ECOS Academy");
  });

  it("the tickets' address for a student", async () => {
    expect(await titleOf(<TicketsPage />, "/homepage/tickets")).toBe("Page introuvable – ECOS Academy");
  });

  it("the landing page", async () => {
    localStorage.clear();
    expect(await titleOf(<LandingRoute />, "/", "/", false)).toBe("ECOS Academy – Entraînement aux ECOS");
  });

  it("the pages opened from an e-mail", async () => {
    localStorage.clear();
    expect(await titleOf(<ResetPasswordPage />, "/mot-de-passe/nouveau", undefined, false)).toBe(
      "Nouveau mot de passe – ECOS Academy",
    );
  });

  it("the e-mail confirmation page", async () => {
    localStorage.clear();
    expect(await titleOf(<ConfirmEmailPage />, "/email/confirmer", undefined, false)).toBe(
      "Confirmer ta nouvelle adresse – ECOS Academy",
    );
  });

  it("the not-found page", async () => {
    expect(await titleOf(<NotFoundPage />, "/nulle-part", undefined, false)).toBe("Page introuvable – ECOS Academy");
  });

  it("the error screen, in French", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error("Panne de test");
    }
    renderWithSession([{ path: "/homepage", element: <Broken />, errorElement: <RouteError /> }], "/homepage");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Une erreur inattendue est survenue" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Panne de test")).toBeInTheDocument();
    expect(document.title).toBe("Erreur – ECOS Academy");
  });
});
