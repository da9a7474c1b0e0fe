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
let emailChangeResponse: () => Response;
let passwordResponse: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(me);
  if (key === "PUT /api/users/me") return putResponse(JSON.parse(String(init?.body)));
  if (key === "POST /api/auth/logout") return new Response(null, { status: logoutStatus });
  if (key === "POST /api/users/me/email") return emailChangeResponse();
  if (key === "POST /api/auth/password") return passwordResponse();
  throw new TypeError(`Unexpected request ${key}`);
});
const apiError = (status: number, error_code: string, fields: string[], message = error_code) =>
  json({ detail: { error_code, fields, message } }, status);
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);
const bodies = (key: string) => calls(key).map(([, init]) => JSON.parse(String(init?.body)));
const putBodies = () => bodies("PUT /api/users/me");

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

/** The settings card titled `title`. */
const section = (title: string) =>
  screen.getByRole("heading", { name: title, level: 2 }).closest("section") as HTMLElement;

async function ready() {
  expect(await screen.findByRole("heading", { name: "Paramètres", level: 1 })).toBeInTheDocument();
}

beforeEach(() => {
  localStorage.setItem("access_token", "tok-123");
  me = { ...baseUser };
  logoutStatus = 204;
  emailChangeResponse = () => new Response(null, { status: 202 });
  passwordResponse = () => new Response(null, { status: 204 });
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
    expect(screen.getByRole("img", { name: "Adresse e-mail valide" })).toBeInTheDocument();
    // A new address also needs the current password.
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
    await user.type(within(section("Profil public")).getByLabelText("Mot de passe actuel"), "motdepasse-actuel");
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeEnabled();
  });

  it("sends the names without the unchanged e-mail, then reloads the user", async () => {
    const { user } = renderSettings();
    await ready();
    await user.clear(screen.getByLabelText("Prénom"));
    await user.type(screen.getByLabelText("Prénom"), "Léonie");
    const loadsBefore = calls("GET /api/users/me").length;
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Profil mis à jour !")).toBeInTheDocument();
    expect(putBodies()).toEqual([{ first_name: "Léonie", last_name: "Martin" }]);
    await waitFor(() => expect(calls("GET /api/users/me").length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Enregistrer" })).not.toBeInTheDocument());
  });

  it("asks for a confirmation by e-mail instead of changing the address", async () => {
    const { user } = renderSettings();
    await ready();
    expect(within(section("Profil public")).queryByLabelText("Mot de passe actuel")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "Leonie@exemple.fr");
    await user.type(within(section("Profil public")).getByLabelText("Mot de passe actuel"), "motdepasse-actuel");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText(
        "Si l'adresse leonie@exemple.fr peut être utilisée, un lien de confirmation vient de lui être envoyé (valable 24 heures). Ton adresse actuelle reste celle de ton compte d'ici là.",
      ),
    ).toBeInTheDocument();
    expect(bodies("POST /api/users/me/email")).toEqual([
      { new_email: "Leonie@exemple.fr", current_password: "motdepasse-actuel" },
    ]);
    expect(putBodies()).toEqual([]);
    // The form shows the address still in use, and the password is gone.
    await waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveValue("lea.martin@exemple.fr"));
    expect(within(section("Profil public")).queryByLabelText("Mot de passe actuel")).not.toBeInTheDocument();
  });

  it("saves the names, then asks for the new address, in one click", async () => {
    const { user } = renderSettings();
    await ready();
    await user.clear(screen.getByLabelText("Prénom"));
    await user.type(screen.getByLabelText("Prénom"), "Léonie");
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "leonie@exemple.fr");
    await user.type(within(section("Profil public")).getByLabelText("Mot de passe actuel"), "motdepasse-actuel");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Profil mis à jour !")).toBeInTheDocument();
    await waitFor(() => expect(bodies("POST /api/users/me/email")).toHaveLength(1));
    expect(putBodies()).toEqual([{ first_name: "Léonie", last_name: "Martin" }]);
  });

  it("says when the current password is wrong, and keeps what was typed", async () => {
    emailChangeResponse = () => apiError(400, "ERR_INVALID_CREDENTIALS", ["current_password"]);
    const { user } = renderSettings();
    await ready();
    await user.clear(screen.getByLabelText("E-mail"));
    await user.type(screen.getByLabelText("E-mail"), "deja@exemple.fr");
    await user.type(within(section("Profil public")).getByLabelText("Mot de passe actuel"), "pas-le-bon");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    const profile = section("Profil public");
    expect(await within(profile).findByRole("alert")).toHaveTextContent("Mot de passe actuel incorrect");
    expect(within(section("Profil public")).getByLabelText("Mot de passe actuel")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByLabelText("E-mail")).toHaveValue("deja@exemple.fr");
  });
});

describe("SettingsPage – password", () => {
  const passwordCard = () => section("Mot de passe");

  async function fill(user: ReturnType<typeof renderSettings>["user"], current: string, next: string, again = next) {
    const card = passwordCard();
    await user.type(within(card).getByLabelText("Mot de passe actuel"), current);
    await user.type(within(card).getByLabelText("Nouveau mot de passe"), next);
    await user.type(within(card).getByLabelText("Confirme le nouveau mot de passe"), again);
    await user.click(within(card).getByRole("button", { name: "Changer le mot de passe" }));
  }

  it("changes the password with the current one and says the other devices are signed out", async () => {
    const { user } = renderSettings();
    await ready();
    expect(
      within(passwordCard()).getByText(
        "Au moins 10 caractères. Évite les mots de passe courants, ton nom et ton e-mail.",
      ),
    ).toBeInTheDocument();
    await fill(user, "ancien-mot-de-passe", "Tilleul-menthe-poivrée");
    expect(
      await screen.findByText("Mot de passe modifié. Tes autres appareils ont été déconnectés."),
    ).toBeInTheDocument();
    expect(bodies("POST /api/auth/password")).toEqual([
      { current_password: "ancien-mot-de-passe", new_password: "Tilleul-menthe-poivrée" },
    ]);
    expect(within(passwordCard()).getByLabelText("Nouveau mot de passe")).toHaveValue("");
  });

  it("checks the length and the confirmation before sending", async () => {
    const { user } = renderSettings();
    await ready();
    await fill(user, "ancien-mot-de-passe", "court");
    expect(within(passwordCard()).getByRole("alert")).toHaveTextContent(
      "Le mot de passe doit faire au moins 10 caractères.",
    );
    await user.clear(within(passwordCard()).getByLabelText("Nouveau mot de passe"));
    await user.clear(within(passwordCard()).getByLabelText("Confirme le nouveau mot de passe"));
    await user.clear(within(passwordCard()).getByLabelText("Mot de passe actuel"));
    await fill(user, "ancien-mot-de-passe", "Tilleul-menthe-poivrée", "Tilleul-menthe");
    expect(within(passwordCard()).getByRole("alert")).toHaveTextContent(
      "Les deux mots de passe ne sont pas identiques.",
    );
    expect(within(passwordCard()).getByLabelText("Confirme le nouveau mot de passe")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(calls("POST /api/auth/password")).toHaveLength(0);
  });

  it("shows the server's reasons: wrong current password, common new password", async () => {
    passwordResponse = () => apiError(400, "ERR_INVALID_CREDENTIALS", ["current_password"]);
    const { user } = renderSettings();
    await ready();
    await fill(user, "pas-le-bon-mot", "Tilleul-menthe-poivrée");
    expect(await within(passwordCard()).findByRole("alert")).toHaveTextContent("Mot de passe actuel incorrect");
    expect(within(passwordCard()).getByLabelText("Mot de passe actuel")).toHaveAttribute("aria-invalid", "true");

    passwordResponse = () =>
      apiError(400, "ERR_INVALID_INPUT", ["new_password"], "Ce mot de passe est trop courant : choisis-en un autre.");
    await user.click(within(passwordCard()).getByRole("button", { name: "Changer le mot de passe" }));
    expect(
      await within(passwordCard()).findByText("Ce mot de passe est trop courant : choisis-en un autre."),
    ).toBeInTheDocument();
    expect(within(passwordCard()).getByLabelText("Nouveau mot de passe")).toHaveAttribute("aria-invalid", "true");
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
    expect(await screen.findByText("Profil mis à jour !")).toBeInTheDocument();
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
    expect(await screen.findByText("Profil mis à jour !")).toBeInTheDocument();
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
