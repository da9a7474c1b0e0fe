import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ConfirmEmailPage,
  DEAD_EMAIL_LINK_MESSAGE,
  EMAIL_UNAVAILABLE_MESSAGE,
} from "@/features/auth/pages/confirm-email-page";
import { DEAD_LINK_MESSAGE, ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
import { json, makeUser, renderWithSession } from "./support";

const TOKEN = "Xk3_9fQ-abcdefghijklmnopqrstuvwxyz0123456789";

type Handler = (body: unknown) => Response;
let routes: Record<string, Handler>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  const handler = routes[key];
  if (!handler) throw new TypeError(`Unexpected request ${key}`);
  return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
});
const sentBodies = (key: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
const apiError = (status: number, error_code: string, fields: string[], message = error_code) =>
  json({ detail: { error_code, fields, message } }, status);

function renderPage(path: string) {
  return renderWithSession(
    [
      { path: "/mot-de-passe/nouveau", element: <ResetPasswordPage /> },
      { path: "/email/confirmer", element: <ConfirmEmailPage /> },
      { path: "/", element: <p>Page d'accueil publique</p> },
      { path: "/homepage", element: <p>Espace connecté</p> },
      { path: "/homepage/settings", element: <p>Paramètres</p> },
    ],
    path,
  );
}

beforeEach(() => {
  localStorage.clear();
  routes = {};
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  toast.dismiss();
});

describe("ResetPasswordPage (/mot-de-passe/nouveau#token=…)", () => {
  async function fill(user: ReturnType<typeof renderPage>["user"], password: string, again = password) {
    await user.type(screen.getByLabelText("Nouveau mot de passe"), password);
    await user.type(screen.getByLabelText("Confirme le nouveau mot de passe"), again);
    await user.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));
  }

  it("sends the link's token with the new password, takes the token out of the address, then offers to sign in", async () => {
    routes["POST /api/auth/password-reset"] = () => new Response(null, { status: 204 });
    const { user, router } = renderPage(`/mot-de-passe/nouveau#token=${TOKEN}`);
    expect(await screen.findByRole("heading", { name: "Nouveau mot de passe", level: 1 })).toBeInTheDocument();
    expect(router.state.location.hash).toBe("");
    await fill(user, "Tilleul-menthe-poivrée");
    expect(await screen.findByRole("heading", { name: "Mot de passe changé" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Ton nouveau mot de passe est enregistré et tes sessions ouvertes ont été fermées.",
    );
    expect(sentBodies("POST /api/auth/password-reset")).toEqual([
      { token: TOKEN, new_password: "Tilleul-menthe-poivrée" },
    ]);
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Connexion" })).toBeInTheDocument();
  });

  it("checks length and confirmation in the browser, then shows the server's reason", async () => {
    routes["POST /api/auth/password-reset"] = () =>
      apiError(400, "ERR_INVALID_INPUT", ["new_password"], "Ce mot de passe est trop courant : choisis-en un autre.");
    const { user } = renderPage(`/mot-de-passe/nouveau#token=${TOKEN}`);
    await screen.findByRole("heading", { name: "Nouveau mot de passe", level: 1 });
    await fill(user, "abricot", "abricot");
    expect(screen.getByRole("alert")).toHaveTextContent("Le mot de passe doit faire au moins 10 caractères.");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Nouveau mot de passe"));
    await user.clear(screen.getByLabelText("Confirme le nouveau mot de passe"));
    await fill(user, "motdepasse2024");
    expect(await screen.findByText("Ce mot de passe est trop courant : choisis-en un autre.")).toBeInTheDocument();
    expect(screen.getByLabelText("Nouveau mot de passe")).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the link is used or expired, and when it is incomplete", async () => {
    routes["POST /api/auth/password-reset"] = () => apiError(400, "ERR_INVALID_CODE", ["token"]);
    const { user } = renderPage(`/mot-de-passe/nouveau#token=${TOKEN}`);
    await screen.findByRole("heading", { name: "Nouveau mot de passe", level: 1 });
    await fill(user, "Tilleul-menthe-poivrée");
    expect(await screen.findByRole("alert")).toHaveTextContent(DEAD_LINK_MESSAGE);
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  });

  it("shows no form without a token", async () => {
    renderPage("/mot-de-passe/nouveau");
    expect(await screen.findByText(/Ce lien est incomplet/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Nouveau mot de passe")).not.toBeInTheDocument();
  });
});

describe("ConfirmEmailPage (/email/confirmer#token=…)", () => {
  it("changes nothing until the click, then shows the new address", async () => {
    routes["POST /api/auth/email-change/confirm"] = () => json({ email: "leonie@exemple.fr" });
    const { user, router } = renderPage(`/email/confirmer#token=${TOKEN}`);
    const button = await screen.findByRole("button", { name: "Confirmer ma nouvelle adresse" });
    expect(router.state.location.hash).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(button);
    expect(await screen.findByRole("heading", { name: "Adresse e-mail confirmée" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "C'est fait : tu te connectes désormais avec leonie@exemple.fr.",
    );
    expect(sentBodies("POST /api/auth/email-change/confirm")).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  });

  it("reloads the signed-in user and leads back to the settings", async () => {
    localStorage.setItem("access_token", "tok-123");
    let email = "lea.martin@exemple.fr";
    routes["GET /api/users/me"] = () => json(makeUser({ email }));
    routes["POST /api/auth/email-change/confirm"] = () => {
      email = "leonie@exemple.fr";
      return json({ email });
    };
    const { user } = renderPage(`/email/confirmer#token=${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: "Confirmer ma nouvelle adresse" }));
    expect(await screen.findByRole("link", { name: "Retour aux paramètres" })).toHaveAttribute(
      "href",
      "/homepage/settings",
    );
    const loads = fetchMock.mock.calls.filter(([input]) => String(input) === "/api/users/me");
    expect(loads.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["ERR_USER_ALREADY_EXISTS", 409, EMAIL_UNAVAILABLE_MESSAGE],
    ["ERR_INVALID_CODE", 400, DEAD_EMAIL_LINK_MESSAGE],
  ])("explains %s and offers no second try", async (code, status, message) => {
    routes["POST /api/auth/email-change/confirm"] = () => apiError(status, code, ["token"]);
    const { user } = renderPage(`/email/confirmer#token=${TOKEN}`);
    await user.click(await screen.findByRole("button", { name: "Confirmer ma nouvelle adresse" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Confirmer ma nouvelle adresse" })).not.toBeInTheDocument();
  });
});
