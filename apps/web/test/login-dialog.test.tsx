import type { User } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginDialog } from "@/features/auth/components/login-dialog";
import { json, makeUser, renderWithSession } from "./support";

const student: User = makeUser({
  college_label: null,
  college_year: null,
  avatar_id: 2,
  xp: 0,
  statistics: { ...makeUser().statistics, Simulations: { avg_grade: null, count: 0 } },
});

const apiError = (status: number, error_code: string, fields: string[]) =>
  json({ detail: { error_code, fields, message: error_code } }, status);

type Handler = (body: unknown) => Response;
let routes: Record<string, Handler>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  const handler = routes[key];
  if (!handler) throw new TypeError(`Unexpected request ${key}`);
  return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <LoginDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  return renderWithSession(
    [
      { path: "/", element: <Harness /> },
      { path: "/homepage", element: <p>Espace connecté</p> },
    ],
    "/",
  );
}

const dialog = () => screen.getByRole("dialog");
const sentBodies = (key: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

async function fillCode(user: ReturnType<typeof renderDialog>["user"], code: string) {
  await user.click(screen.getByRole("textbox", { name: "Chiffre 1 du code" }));
  await user.keyboard(code);
}

beforeEach(() => {
  localStorage.clear();
  routes = {};
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's <Toaster />
});

describe("LoginDialog – sign in", () => {
  it("sends nothing while a field is empty", async () => {
    const { user } = renderDialog();
    expect(within(dialog()).getByRole("heading", { name: "Connexion" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
  });

  it("shows 'Identifiants invalides' and turns both inputs red on ERR_INVALID_CREDENTIALS", async () => {
    routes["POST /api/auth/token"] = () => apiError(401, "ERR_INVALID_CREDENTIALS", ["email", "password"]);
    const { user, router } = renderDialog();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.type(screen.getByLabelText("Mot de passe"), "mauvais");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Identifiants invalides");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Mot de passe")).toHaveAttribute("aria-invalid", "true");
    expect(sentBodies("POST /api/auth/token")).toEqual([{ email: "lea.martin@exemple.fr", password: "mauvais" }]);
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows a dedicated message when there were too many attempts, and a toast for unknown errors", async () => {
    routes["POST /api/auth/token"] = () => apiError(429, "ERR_TOO_MANY_REQUESTS", []);
    const { user } = renderDialog();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.type(screen.getByLabelText("Mot de passe"), "secret");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives, réessaie dans quelques minutes.");
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    routes["POST /api/auth/token"] = () => apiError(500, "ERR_INTERNAL", []);
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Une erreur interne est survenue")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("stores the token, closes the dialog and goes to /homepage on success", async () => {
    routes["POST /api/auth/token"] = () => json({ access_token: "tok-123", token_type: "bearer", expires_in: 900 });
    routes["GET /api/users/me"] = () => json(student);
    const { user, router } = renderDialog();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.type(screen.getByLabelText("Mot de passe"), "secret");
    await user.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(await screen.findByText("Espace connecté")).toBeInTheDocument();
    expect(localStorage.getItem("access_token")).toBe("tok-123");
    expect(router.state.location.pathname).toBe("/homepage");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("LoginDialog – first connexion", () => {
  async function openFirstConnexion() {
    const rendered = renderDialog();
    await rendered.user.click(screen.getByRole("button", { name: "Première connexion ?" }));
    expect(within(dialog()).getByRole("heading", { name: "Première connexion" })).toBeInTheDocument();
    return rendered;
  }

  it("blocks submission until the e-mail and every code box are filled, then sends the joined code", async () => {
    routes["POST /api/auth/activate"] = () => apiError(400, "ERR_INVALID_CODE", ["email", "code"]);
    const { user } = await openFirstConnexion();
    const submit = screen.getByRole("button", { name: "Découvrir ECOS Academy" });
    await user.type(screen.getByLabelText("Nouveau mot de passe"), "Cerise-tilleul-7");
    await fillCode(user, "123");
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("textbox", { name: "Chiffre 4 du code" }));
    await user.keyboard("4");
    expect(submit).toHaveFocus();
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.click(submit);
    await waitFor(() =>
      expect(sentBodies("POST /api/auth/activate")).toEqual([
        { email: "lea.martin@exemple.fr", password: "Cerise-tilleul-7", code: "1234" },
      ]),
    );
  });

  it("shows 'Code ou e-mail invalide' and marks the e-mail and the code boxes on ERR_INVALID_CODE", async () => {
    routes["POST /api/auth/activate"] = () => apiError(400, "ERR_INVALID_CODE", ["email", "code"]);
    const { user } = await openFirstConnexion();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.type(screen.getByLabelText("Nouveau mot de passe"), "Cerise-tilleul-7");
    await fillCode(user, "9876");
    await user.click(screen.getByRole("button", { name: "Découvrir ECOS Academy" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Code ou e-mail invalide");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    for (const n of [1, 2, 3, 4]) {
      expect(screen.getByRole("textbox", { name: `Chiffre ${n} du code` })).toHaveAttribute("aria-invalid", "true");
    }
    expect(screen.getByLabelText("Nouveau mot de passe")).not.toHaveAttribute("aria-invalid");
  });

  it("explains the password rule on ERR_INVALID_INPUT", async () => {
    routes["POST /api/auth/activate"] = () => apiError(400, "ERR_INVALID_INPUT", ["password"]);
    const { user } = await openFirstConnexion();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.type(screen.getByLabelText("Nouveau mot de passe"), "abc");
    await user.click(screen.getByRole("textbox", { name: "Chiffre 1 du code" }));
    await user.paste("1234");
    await user.click(screen.getByRole("button", { name: "Découvrir ECOS Academy" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Mot de passe trop faible : au moins 10 caractères, et pas un mot de passe courant.",
    );
    expect(screen.getByLabelText("Nouveau mot de passe")).toHaveAttribute("aria-invalid", "true");
    expect(
      screen.getByText("Au moins 10 caractères. Évite les mots de passe courants, ton nom et ton e-mail."),
    ).toBeInTheDocument();
  });

  it("signs in and goes to /homepage after a successful activation", async () => {
    routes["POST /api/auth/activate"] = () => json({ access_token: "tok-new", token_type: "bearer", expires_in: 900 });
    routes["GET /api/users/me"] = () => json(student);
    const { user, router } = await openFirstConnexion();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.type(screen.getByLabelText("Nouveau mot de passe"), "Cerise-tilleul-7");
    await fillCode(user, "1234");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Espace connecté")).toBeInTheDocument();
    expect(localStorage.getItem("access_token")).toBe("tok-new");
    expect(router.state.location.pathname).toBe("/homepage");
  });

  it("always reopens on the sign-in view", async () => {
    const { user } = await openFirstConnexion();
    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ouvrir" }));
    expect(within(dialog()).getByRole("heading", { name: "Connexion" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Découvrir ECOS Academy" })).not.toBeInTheDocument();
  });
});

describe("LoginDialog – mot de passe oublié", () => {
  async function openForgotPassword(email = "") {
    const rendered = renderDialog();
    if (email) await rendered.user.type(screen.getByLabelText("E-mail"), email);
    await rendered.user.click(screen.getByRole("button", { name: "Mot de passe oublié ?" }));
    expect(within(dialog()).getByRole("heading", { name: "Mot de passe oublié" })).toBeInTheDocument();
    return rendered;
  }

  it("keeps the typed e-mail, sends it and answers with the same neutral sentence", async () => {
    routes["POST /api/auth/password-reset/request"] = () => new Response(null, { status: 202 });
    const { user } = await openForgotPassword("lea.martin@exemple.fr");
    expect(screen.getByLabelText("E-mail")).toHaveValue("lea.martin@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Recevoir un lien" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Si un compte existe pour lea.martin@exemple.fr, tu vas recevoir un e-mail avec un lien pour choisir un nouveau mot de passe. Il est valable 30 minutes.",
    );
    expect(sentBodies("POST /api/auth/password-reset/request")).toEqual([{ email: "lea.martin@exemple.fr" }]);
    await user.click(screen.getByRole("button", { name: "Retour à la connexion" }));
    expect(within(dialog()).getByRole("heading", { name: "Connexion" })).toBeInTheDocument();
  });

  it("sends nothing without an e-mail and says when there were too many requests", async () => {
    routes["POST /api/auth/password-reset/request"] = () => apiError(429, "ERR_TOO_MANY_REQUESTS", []);
    const { user } = await openForgotPassword();
    await user.click(screen.getByRole("button", { name: "Recevoir un lien" }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("E-mail"), "lea.martin@exemple.fr");
    await user.click(screen.getByRole("button", { name: "Recevoir un lien" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives, réessaie dans quelques minutes.");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
