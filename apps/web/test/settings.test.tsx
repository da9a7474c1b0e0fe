import type { User } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { SettingsPage } from "@/features/settings/components/settings-page";
import { json, makeUser, renderWithSession } from "./support";

const baseUser: User = makeUser({ avatar_id: 1, xp: 350 });

let me: User;
let putResponse: (body: Partial<User>) => Response;
let logoutStatus: number;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(me);
  if (key === "PUT /api/users/me") return putResponse(JSON.parse(String(init?.body)));
  if (key === "POST /api/auth/logout") return new Response(null, { status: logoutStatus });
  throw new TypeError(`Unexpected request ${key}`);
});
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
const putBodies = () => calls("PUT /api/users/me").map(([, init]) => JSON.parse(String(init?.body)));

function renderSettings() {
  return renderWithSession(
    [
      { path: "/", element: <p>Page d'accueil publique</p> },
      {
        path: "/homepage/settings",
        element: (
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        ),
      },
    ],
    "/homepage/settings",
  );
}

async function ready() {
  expect(await screen.findByRole("heading", { name: "Paramètres", level: 1 })).toBeInTheDocument();
}

beforeEach(() => {
  localStorage.setItem("access_token", "tok-123");
  me = { ...baseUser };
  logoutStatus = 204;
  putResponse = (body) => {
    me = { ...me, ...body };
    return json(me);
  };
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  toast.dismiss(); // sonner replays still-active toasts to the next test's <Toaster />
});

describe("SettingsPage – profile form", () => {
  it("shows the save button only once a name or the e-mail changed", async () => {
    const { user } = renderSettings();
    await ready();
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
    expect(screen.queryByRole("button", { name: "Enregistrer" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Nom"), "-Dupont");
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeEnabled();
    await user.clear(screen.getByLabelText("Nom"));
    await user.type(screen.getByLabelText("Nom"), "Martin");
    expect(screen.queryByRole("button", { name: "Enregistrer" })).not.toBeInTheDocument();
  });

  it("disables saving while the changed e-mail is invalid and marks its validity", async () => {
    const { user } = renderSettings();
    await ready();
    const email = screen.getByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "lea@exemple");
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
    expect(screen.getByRole("img", { name: "Adresse e-mail invalide" })).toBeInTheDocument();
    await user.type(email, ".fr");
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeEnabled();
    expect(screen.getByRole("img", { name: "Adresse e-mail valide" })).toBeInTheDocument();
  });

  it("sends the names without the unchanged e-mail, then reloads the user", async () => {
    const { user } = renderSettings();
    await ready();
    await user.clear(screen.getByLabelText("Prénom"));
    await user.type(screen.getByLabelText("Prénom"), "Léonie");
    const loadsBefore = calls("GET /api/users/me").length;
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Profile mis à jour!")).toBeInTheDocument();
    expect(putBodies()).toEqual([{ first_name: "Léonie", last_name: "Martin" }]);
    await waitFor(() => expect(calls("GET /api/users/me").length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Enregistrer" })).not.toBeInTheDocument());
  });

  it("sends the e-mail when it changed", async () => {
    const { user } = renderSettings();
    await ready();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "leonie@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Profile mis à jour!")).toBeInTheDocument();
    expect(putBodies()).toEqual([{ first_name: "Léa", last_name: "Martin", email: "leonie@exemple.fr" }]);
  });

  it("says when the new e-mail is already used", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    putResponse = () =>
      json({ detail: { error_code: "ERR_USER_ALREADY_EXISTS", fields: ["email"], message: "exists" } }, 409);
    const { user } = renderSettings();
    await ready();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "deja@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Cette adresse e-mail est déjà utilisée")).toBeInTheDocument();
  });
});

describe("SettingsPage – avatar", () => {
  it("sends the chosen avatar, confirms and closes the picker", async () => {
    const { user } = renderSettings();
    await ready();
    await user.click(screen.getByRole("button", { name: "Changer d'avatar" }));
    const picker = await screen.findByRole("dialog", { name: "Choisis ton avatar" });
    const choices = within(picker).getAllByRole("button", { name: /^Choisir l'avatar \d+$/ });
    expect(choices).toHaveLength(10);
    expect(within(picker).getByRole("button", { name: "Choisir l'avatar 1" })).toHaveAttribute("aria-pressed", "true");
    expect(within(picker).getByRole("button", { name: "Choisir l'avatar 4" })).toHaveAttribute("aria-pressed", "false");
    await user.click(within(picker).getByRole("button", { name: "Choisir l'avatar 4" }));
    expect(await screen.findByText("Profil mis à jour!")).toBeInTheDocument();
    expect(putBodies()).toEqual([{ avatar_id: 4 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("img", { name: "Avatar 4" })).toBeInTheDocument();
  });

  it("keeps the picker open with an error toast when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    putResponse = () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "boom" } }, 500);
    const { user } = renderSettings();
    await ready();
    await user.click(screen.getByRole("button", { name: "Changer d'avatar" }));
    await user.click(await screen.findByRole("button", { name: "Choisir l'avatar 7" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Choisis ton avatar" })).toBeInTheDocument();
  });
});

describe("SettingsPage – university, logout and beta", () => {
  it("saves the university and the year as soon as they change", async () => {
    const { user } = renderSettings();
    await ready();
    const university = screen.getByLabelText("Université");
    expect(within(university).getAllByRole("option")).toHaveLength(34); // placeholder + 33
    await user.selectOptions(university, "Université de Lille");
    expect(await screen.findByText("Profile mis à jour!")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Année d'études"), "DFASM3");
    await waitFor(() =>
      expect(putBodies()).toEqual([{ college_label: "Université de Lille" }, { college_year: "DFASM3" }]),
    );
    await waitFor(() => expect(screen.getByLabelText("Année d'études")).toHaveValue("DFASM3"));
  });

  it("signs out and goes back to the landing page", async () => {
    const { user, router } = renderSettings();
    await ready();
    await user.click(screen.getByRole("button", { name: "Se déconnecter" }));
    expect(await screen.findByText("Page d'accueil publique")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("shows an error toast when signing out fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    logoutStatus = 500;
    const { user, router } = renderSettings();
    await ready();
    await user.click(screen.getByRole("button", { name: "Se déconnecter" }));
    expect(await screen.findByText("Une erreur interne est survenue")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/settings");
  });

  it("hides the plans and the category toggles during the beta", async () => {
    renderSettings();
    await ready();
    expect(screen.queryByRole("heading", { name: "Abonnement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Catégories cliniques" })).not.toBeInTheDocument();
  });
});
