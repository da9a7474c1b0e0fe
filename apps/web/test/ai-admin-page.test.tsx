import type { AiStatusResponse, User } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AiAdminPage } from "@/features/ai-admin/ai-admin-page";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { json, makeUser, renderWithSession } from "./support";

/** Paris time (UTC+1 in early March 2025), whatever the machine's time zone. */
const at = (day: number, hours: number, minutes = 0, seconds = 0) =>
  new Date(Date.UTC(2025, 2, day, hours - 1, minutes, seconds)).toISOString();

function modelStatus(overrides: Partial<AiStatusResponse> = {}): AiStatusResponse {
  return {
    engine: "llm",
    model: "mistral-small-latest",
    base_url: "https://api.mistral.ai/v1",
    patient: true,
    grading: false,
    reachable: true,
    latency_ms: 120,
    error: null,
    checked_at: at(4, 14, 5, 9),
    daily_token_budget: 300_000,
    today: { tokens: 18_450, calls: 42, fallbacks: 3, users: 2 },
    top_users: [
      { user_id: "u1", email: "lea.martin@exemple.fr", name: "Léa Martin", tokens: 12_345, calls: 30 },
      { user_id: "u2", email: "hugo.petit@exemple.fr", name: "Hugo Petit", tokens: 6_105, calls: 12 },
    ],
    recent: [
      {
        message_id: "m2",
        thread_id: "t1",
        created_at: at(4, 14, 2),
        email: "lea.martin@exemple.fr",
        outcome: "fallback",
        reason: "drug",
        tokens: 512,
        model: "mistral-small-latest",
      },
      {
        message_id: "m1",
        thread_id: "t1",
        created_at: at(4, 9, 5),
        email: "hugo.petit@exemple.fr",
        outcome: "llm",
        reason: null,
        tokens: 430,
        model: "mistral-small-latest",
      },
    ],
    ...overrides,
  };
}

const EMBEDDED: AiStatusResponse = modelStatus({
  engine: "embedded",
  model: null,
  base_url: null,
  patient: false,
  grading: false,
  reachable: null,
  latency_ms: null,
  error: null,
  checked_at: null,
  today: { tokens: 0, calls: 0, fallbacks: 0, users: 0 },
  top_users: [],
  recent: [],
});

let me: User;
let answers: Array<() => Response>;
const requests: string[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === "/api/users/me") return json(me);
  if (url.startsWith("/api/admin/ai")) {
    requests.push(url);
    const answer = answers.shift();
    if (answer) return answer();
  }
  throw new TypeError(`Unexpected request ${url}`);
});

beforeEach(() => {
  me = makeUser({ role: "SUPERADMIN", first_name: "Ada", last_name: "Admin" });
  answers = [];
  requests.length = 0;
  localStorage.setItem("access_token", "tok-123");
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage() {
  return renderWithSession(
    [
      {
        path: "/homepage/ai",
        element: (
          <RequireAuth>
            <AiAdminPage />
          </RequireAuth>
        ),
      },
    ],
    "/homepage/ai",
  );
}

const region = (name: string) => screen.getByRole("region", { name });
const serverError = () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);

describe("the AI page", () => {
  it("with a model: the model, its server, its uses, its answer time, the budget and today's figures", async () => {
    answers.push(() => json(modelStatus()));
    renderPage();

    const engine = await screen.findByRole("region", { name: "Moteur" });
    expect(document.title).toBe("IA – ECOS Academy");
    expect(screen.getByRole("heading", { level: 1, name: "Intelligence artificielle" })).toBeInTheDocument();
    expect(within(engine).getByText("Modèle : mistral-small-latest")).toBeInTheDocument();
    expect(within(engine).getByText("https://api.mistral.ai/v1")).toBeInTheDocument();
    expect(within(engine).getByText("Patient : oui")).toBeInTheDocument();
    expect(within(engine).getByText("Notation : non")).toBeInTheDocument();
    expect(within(engine).getByText(/Répond en 120 ms/)).toHaveTextContent("Répond en 120 msvérifié à 14:05:09");
    expect(within(engine).getByRole("button", { name: "Vérifier maintenant" })).toBeEnabled();
    expect(requests).toEqual(["/api/admin/ai"]);

    const today = region("Aujourd'hui");
    expect(today).toHaveTextContent(/Budget quotidien par étudiant : 300\s000 jetons/);
    const figure = (term: string) => within(today).getByText(term).nextElementSibling?.textContent;
    expect(figure("Jetons")).toMatch(/^18\s450$/);
    expect(figure("Appels")).toBe("42");
    expect(figure("Replis sur l'IA embarquée")).toBe("3");
    expect(figure("Étudiants")).toBe("2");
  });

  it("lists today's top students and the latest replies, model or embedded AI with the reason", async () => {
    answers.push(() => json(modelStatus()));
    renderPage();

    const top = await screen.findByRole("table", { name: "Étudiants les plus consommateurs aujourd'hui" });
    const topRows = within(top).getAllByRole("row").slice(1);
    expect(topRows).toHaveLength(2);
    expect(within(topRows[0] as HTMLElement).getByRole("cell", { name: "lea.martin@exemple.fr" })).toBeInTheDocument();
    expect(within(topRows[0] as HTMLElement).getByRole("cell", { name: "Léa Martin" })).toBeInTheDocument();
    expect(within(topRows[0] as HTMLElement).getByRole("cell", { name: /^12\s345$/ })).toBeInTheDocument();
    expect(within(topRows[0] as HTMLElement).getByRole("cell", { name: "30" })).toBeInTheDocument();
    expect(
      within(top)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["E-mail", "Nom", "Jetons", "Appels"]);

    const recent = screen.getByRole("table", { name: "Dernières réponses du patient demandées au modèle" });
    expect(
      within(recent)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "E-mail", "Réponse", "Jetons"]);
    const [fallback, kept] = within(recent).getAllByRole("row").slice(1) as HTMLElement[];
    expect(within(fallback as HTMLElement).getByRole("cell", { name: "4 mars, 14:02" })).toBeInTheDocument();
    expect(
      within(fallback as HTMLElement).getByRole("cell", { name: "IA embarquée médicament absent du cas" }),
    ).toBeInTheDocument();
    expect(within(fallback as HTMLElement).getByRole("cell", { name: "512" })).toBeInTheDocument();
    expect(within(kept as HTMLElement).getByRole("cell", { name: "hugo.petit@exemple.fr" })).toBeInTheDocument();
    expect(within(kept as HTMLElement).getByRole("cell", { name: "Modèle" })).toBeInTheDocument();
    expect(within(kept as HTMLElement).getByRole("cell", { name: "430" })).toBeInTheDocument();
  });

  it("« Vérifier maintenant » asks the model again and shows that it no longer answers", async () => {
    answers.push(() => json(modelStatus()));
    answers.push(() =>
      json(
        modelStatus({
          reachable: false,
          latency_ms: null,
          error: "délai dépassé (4 s)",
          checked_at: at(4, 14, 6, 30),
        }),
      ),
    );
    const { user } = renderPage();
    const engine = await screen.findByRole("region", { name: "Moteur" });
    await user.click(within(engine).getByRole("button", { name: "Vérifier maintenant" }));

    expect(await within(engine).findByText(/Ne répond pas : délai dépassé \(4 s\)/)).toHaveTextContent(
      "vérifié à 14:06:30",
    );
    expect(within(engine).queryByText(/Répond en/)).not.toBeInTheDocument();
    expect(requests).toEqual(["/api/admin/ai", "/api/admin/ai?refresh=1"]);
  });

  it("in embedded mode: says no model is configured and how to configure one; no check, no figures", async () => {
    answers.push(() => json(EMBEDDED));
    renderPage();

    const engine = await screen.findByRole("region", { name: "Moteur" });
    expect(within(engine).getByText("IA embarquée")).toBeInTheDocument();
    expect(within(engine).getByText("Aucun modèle n'est configuré.")).toBeInTheDocument();
    for (const name of ["LLM_BASE_URL", "LLM_MODEL", "LLM_API_KEY", "docs/deployment.md"]) {
      expect(within(engine).getByText(name)).toBeInTheDocument();
    }
    expect(within(engine).queryByRole("button", { name: "Vérifier maintenant" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Modèle :/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Aujourd'hui" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("a model with nothing spent yet says so instead of empty tables", async () => {
    answers.push(() =>
      json(modelStatus({ today: { tokens: 0, calls: 0, fallbacks: 0, users: 0 }, top_users: [], recent: [] })),
    );
    renderPage();
    expect(await screen.findByText("Aucun appel au modèle aujourd'hui.")).toBeInTheDocument();
    expect(screen.getByText("Aucune réponse demandée au modèle pour le moment.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the loading state, then an error with « Réessayer » that loads the page", async () => {
    answers.push(serverError, () => json(modelStatus()));
    const { user } = renderPage();
    expect(await screen.findByRole("status", { name: "Chargement de l'état de l'IA" })).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de récupérer l'état de l'IA");
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Modèle : mistral-small-latest")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("is a page not found for a student, and asks the server nothing", async () => {
    me = makeUser({ role: "STUDENT" });
    renderPage();
    await waitFor(() => expect(document.title).toBe("Page introuvable – ECOS Academy"));
    expect(screen.queryByRole("region", { name: "Moteur" })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
