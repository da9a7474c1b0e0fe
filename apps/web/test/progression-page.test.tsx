import type { StatisticsResponse, User } from "@ecos/contracts";
import { render, screen, waitFor, within } from "@testing-library/react";
import { Layers, Shapes } from "lucide-react";
import { toast } from "sonner";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { BestWorstCard } from "@/features/progression/components/best-worst-card";
import { ProgressionPage } from "@/features/progression/progression-page";
import { json, makeUser, renderWithSession, stubSignedInApi } from "./support";

/** Twelve months from July 2024 to June 2025, three of them with graded stations. */
function monthly(): StatisticsResponse["monthly_ts"] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = (6 + index) % 12;
    const year = index < 6 ? 2024 : 2025;
    const graded: Record<number, [number, number]> = { 9: [11.5, 2], 3: [13, 1], 5: [15.25, 3] };
    const entry = graded[month] ?? [null, 0];
    return { year, month, avg_grade: entry[0], count: entry[1] };
  });
}

function makeStatistics(overrides: Partial<StatisticsResponse> = {}): StatisticsResponse {
  return {
    avg_grade: 13.9,
    total_scenarios: 4,
    sdd: 3,
    total_simulations: 6,
    available: { scenarios: 10, sdd: 9 },
    categories: [
      { category: "cardiology", avg_grade: 15.2, count: 3 },
      { category: "pneumology", avg_grade: 9.5, count: 2 },
      { category: "urology", avg_grade: 12, count: 1 },
    ],
    evaluation_mode: [
      { mode: "interrogation", avg_grade: 14.5, count: 4 },
      { mode: "clinical_exam", avg_grade: 12.5, count: 2 },
    ],
    monthly_ts: monthly(),
    ...overrides,
  };
}

let me: User;
let statisticsResponse: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(me);
  if (key === "GET /api/simulation/statistics") return statisticsResponse();
  // The habits have their own test file (progression-habits.test.tsx).
  if (key === "GET /api/simulation/statistics/habits") return json({ habits: [] });
  if (key === "PUT /api/users/me") {
    me = { ...me, ...JSON.parse(String(init?.body)) };
    return json(me);
  }
  throw new TypeError(`Unexpected request ${key}`);
});
const calls = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${String(input)}` === key);

function renderProgression(user: Partial<User> = {}) {
  me = makeUser({
    target_grade: 14,
    xp: 350,
    statistics: {
      Simulations: { avg_grade: 14.5, count: 6 },
      Streaks: makeUser().statistics.Streaks,
    },
    ...user,
  });
  return renderWithSession(
    [
      {
        path: "/homepage/progression",
        element: (
          <RequireAuth>
            <ProgressionPage />
          </RequireAuth>
        ),
      },
      { path: "/homepage", element: <h1>Accueil</h1> },
    ],
    "/homepage/progression",
  );
}

const synthesis = () => screen.findByRole("region", { name: "Synthèse" });
/** The lazy charts module can take a moment to load the first time. */
const findFigure = (name: string) => screen.findByRole("figure", { name }, { timeout: 10_000 });
const tableRows = (figure: HTMLElement) =>
  within(within(figure).getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

stubSignedInApi(fetchMock);
beforeEach(() => {
  statisticsResponse = () => json(makeStatistics());
});

describe("Progression: synthesis and goal", () => {
  it("shows the header, the average, the goal and the verdict", async () => {
    renderProgression();
    expect(await screen.findByRole("heading", { name: "Ma progression", level: 1 })).toBeInTheDocument();
    const card = await synthesis();
    expect(card).toHaveTextContent("14,5/20");
    expect(card).toHaveTextContent("Objectif : 14/20");
    expect(within(card).getByText("Prêt")).toBeInTheDocument();
  });

  it("edits the goal: Enter sends PUT {target_grade: 15}, reloads the user and updates the verdict", async () => {
    const { user } = renderProgression();
    const card = await synthesis();
    await user.click(within(card).getByRole("button", { name: "Modifier l'objectif" }));
    const input = within(card).getByRole("spinbutton", { name: "Objectif (note sur 20)" });
    expect(input).toHaveFocus();
    expect(input).toHaveValue(14);
    expect(input).toHaveAttribute("min", "0");
    expect(input).toHaveAttribute("max", "20");
    expect(input).toHaveAttribute("step", "0.5");
    const reads = calls("GET /api/users/me").length;
    await user.clear(input);
    await user.type(input, "15{Enter}");
    expect(await screen.findByText("Objectif mis à jour : 15/20")).toBeInTheDocument();
    expect(calls("PUT /api/users/me").map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { target_grade: 15 },
    ]);
    expect(calls("GET /api/users/me").length).toBeGreaterThan(reads);
    await waitFor(() => expect(card).toHaveTextContent("Objectif : 15/20"));
    expect(within(card).getByText("Pas encore prêt")).toBeInTheDocument();
    expect(within(card).queryByRole("spinbutton")).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Modifier l'objectif" })).toHaveFocus();
  });

  it("saves a half point through the confirm button", async () => {
    const { user } = renderProgression();
    const card = await synthesis();
    await user.click(within(card).getByRole("button", { name: "Modifier l'objectif" }));
    const input = within(card).getByRole("spinbutton", { name: "Objectif (note sur 20)" });
    await user.clear(input);
    await user.type(input, "12.5");
    await user.click(within(card).getByRole("button", { name: "Enregistrer l'objectif" }));
    await waitFor(() => expect(card).toHaveTextContent("Objectif : 12,5/20"));
    expect(calls("PUT /api/users/me").map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { target_grade: 12.5 },
    ]);
  });

  it("cancels with Escape (and with 'Annuler') without saving", async () => {
    const { user } = renderProgression();
    const card = await synthesis();
    await user.click(within(card).getByRole("button", { name: "Modifier l'objectif" }));
    const input = within(card).getByRole("spinbutton", { name: "Objectif (note sur 20)" });
    await user.clear(input);
    await user.type(input, "18");
    await user.keyboard("{Escape}");
    expect(within(card).queryByRole("spinbutton")).not.toBeInTheDocument();
    expect(card).toHaveTextContent("Objectif : 14/20");
    expect(within(card).getByRole("button", { name: "Modifier l'objectif" })).toHaveFocus();

    await user.click(within(card).getByRole("button", { name: "Modifier l'objectif" }));
    await user.click(within(card).getByRole("button", { name: "Annuler" }));
    expect(card).toHaveTextContent("Objectif : 14/20");
    expect(calls("PUT /api/users/me")).toHaveLength(0);
  });

  it("rejects a goal outside 0-20, empty or not in steps of 0.5", async () => {
    const { user } = renderProgression();
    const card = await synthesis();
    await user.click(within(card).getByRole("button", { name: "Modifier l'objectif" }));
    const input = within(card).getByRole("spinbutton", { name: "Objectif (note sur 20)" });
    for (const value of ["25", "14.3", ""]) {
      await user.clear(input);
      if (value) await user.type(input, value);
      await user.keyboard("{Enter}");
      expect(within(card).getByRole("alert")).toHaveTextContent("Indique une note entre 0 et 20, par pas de 0,5.");
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription("Indique une note entre 0 et 20, par pas de 0,5.");
    }
    expect(calls("PUT /api/users/me")).toHaveLength(0);
    await user.type(input, "1");
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows the level card and its levels dialog", async () => {
    const { user } = renderProgression();
    const card = await screen.findByRole("region", { name: "Niveau et expérience" });
    expect(within(card).getByText("Externe")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "350");
    await user.click(within(card).getByRole("button", { name: "Voir les niveaux" }));
    const dialog = await screen.findByRole("dialog", { name: "Les niveaux" });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(10);
  });
});

describe("Progression: statistics", () => {
  it("fetches the statistics on open and shows the exploration", async () => {
    renderProgression();
    const card = await screen.findByRole("region", { name: "Exploration" });
    expect(calls("GET /api/simulation/statistics")).toHaveLength(1);
    expect(within(card).getByText("Stations rencontrées").nextElementSibling).toHaveTextContent("4 / 10");
    expect(within(card).getByText("Situations de départ rencontrées").nextElementSibling).toHaveTextContent("3 / 9");
    expect(within(card).getByText("Stations corrigées").nextElementSibling).toHaveTextContent("6");
  });

  it("computes the best and the worst category and evaluation mode", async () => {
    renderProgression();
    const categories = await screen.findByRole("region", { name: "Catégories" });
    expect(within(categories).getByText("Point fort").nextElementSibling).toHaveTextContent(
      "Cardiologie15,2/20 · 3 simulations",
    );
    expect(within(categories).getByText("À travailler").nextElementSibling).toHaveTextContent(
      "Pneumologie9,5/20 · 2 simulations",
    );
    const modes = screen.getByRole("region", { name: "Modes d'évaluation" });
    expect(within(modes).getByText("Point fort").nextElementSibling).toHaveTextContent(
      "Interrogatoire14,5/20 · 4 simulations",
    );
    expect(within(modes).getByText("À travailler").nextElementSibling).toHaveTextContent(
      "Examen clinique12,5/20 · 2 simulations",
    );
  });

  it("says 'Fais plus de simulations, puis reviens !' without data, and has no worst of a single item", () => {
    render(
      <>
        <BestWorstCard title="Catégories" icon={Shapes} items={[]} />
        <BestWorstCard
          title="Modes d'évaluation"
          icon={Layers}
          items={[{ id: "interrogation", name: "Interrogatoire", grade: 11, count: 1 }]}
        />
      </>,
    );
    const empty = screen.getByRole("region", { name: "Catégories" });
    expect(empty).toHaveTextContent(/^Catégories\s*Fais plus de simulations, puis reviens !$/);
    const single = screen.getByRole("region", { name: "Modes d'évaluation" });
    expect(within(single).getByText("Point fort").nextElementSibling).toHaveTextContent("Interrogatoire11,0/20");
    expect(within(single).getByText("À travailler").nextElementSibling).toHaveTextContent(
      "Fais plus de simulations, puis reviens !",
    );
  });

  it("draws the four charts, each named, with its values in a table", async () => {
    const { user } = renderProgression();
    const monthlyFigure = await findFigure("Moyenne mensuelle");
    expect(monthlyFigure.querySelector("svg")).not.toBeNull();
    expect(monthlyFigure).toHaveAccessibleDescription(
      "6 simulations en 12 mois, dont 3 mois actifs. Dernière moyenne mensuelle : 15,3/20 (juin 2025).",
    );
    const months = tableRows(monthlyFigure);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(["juil. 2024", "—", "0"]);
    expect(months[3]).toEqual(["oct. 2024", "11,5/20", "2"]);
    expect(months[9]).toEqual(["avr. 2025", "13,0/20", "1"]);
    expect(months[11]).toEqual(["juin 2025", "15,3/20", "3"]);

    const radar = await findFigure("Moyenne par mode d'évaluation");
    expect(tableRows(radar)).toEqual([
      ["Interrogatoire", "14,5/20", "4"],
      ["Examen clinique", "12,5/20", "2"],
      ["Examen paraclinique", "Pas encore de simulation", "0"],
    ]);

    const first = await findFigure("Moyenne par catégorie (1/2)");
    const second = await findFigure("Moyenne par catégorie (2/2)");
    expect(tableRows(first)).toHaveLength(10);
    expect(tableRows(second)).toHaveLength(10);
    expect(tableRows(first)[0]).toEqual(["Cardiologie", "15,2/20", "3"]);
    expect(tableRows(first)[2]).toEqual(["Pneumologie", "9,5/20", "2"]);
    expect(tableRows(second)[4]).toEqual(["Urologie", "12,0/20", "1"]);
    expect(first).toHaveAccessibleDescription(
      "2 catégories travaillées sur 10 : Cardiologie 15,2/20, Pneumologie 9,5/20.",
    );

    const toggle = within(first).getByRole("button", { name: "Afficher les valeurs : Moyenne par catégorie (1/2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Masquer les valeurs");
  });

  it("covers the progression with a message at 3 stations met, content inert and hidden", async () => {
    statisticsResponse = () => json(makeStatistics({ total_scenarios: 3 }));
    renderProgression();
    const overlay = await screen.findByRole("region", { name: "Progression à débloquer" });
    expect(overlay).toHaveTextContent("Entraîne-toi sur plus de 3 stations différentes pour débloquer ta progression.");
    expect(overlay).toHaveTextContent("Stations différentes rencontrées : 3. Encore 1 station différente à découvrir.");
    expect(within(overlay).getByRole("link", { name: "Choisir une station" })).toHaveAttribute("href", "/homepage");
    // Behind the overlay: blurred, inert, out of the accessibility tree.
    expect(screen.queryByRole("region", { name: "Catégories" })).not.toBeInTheDocument();
    const hidden = screen.getByRole("region", { name: "Catégories", hidden: true });
    const cover = hidden.closest("[aria-hidden='true']");
    expect(cover).not.toBeNull();
    expect(cover).toHaveAttribute("inert");
    // The charts (and their library) are not even loaded for what the overlay hides.
    expect(screen.queryAllByRole("figure", { hidden: true })).toEqual([]);
    // The exploration, synthesis and level stay readable.
    expect(screen.getByRole("region", { name: "Exploration" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Synthèse" })).toBeInTheDocument();
  });

  it("counts what is missing with fewer stations", async () => {
    statisticsResponse = () => json(makeStatistics({ total_scenarios: 1 }));
    renderProgression();
    const overlay = await screen.findByRole("region", { name: "Progression à débloquer" });
    expect(overlay).toHaveTextContent(
      "Stations différentes rencontrées : 1. Encore 3 stations différentes à découvrir.",
    );
  });

  it("shows everything from 4 stations met, without the overlay", async () => {
    renderProgression();
    expect(await screen.findByRole("region", { name: "Catégories" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Progression à débloquer" })).not.toBeInTheDocument();
    expect(screen.queryByText(/pour débloquer ta progression/)).not.toBeInTheDocument();
  });

  it("on failure shows the error toast and a retry, never sample data, then loads on retry", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    statisticsResponse = () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    const { user } = renderProgression();
    expect(await screen.findByText("Impossible de récupérer les statistiques")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de récupérer tes statistiques pour le moment.");
    expect(error).toHaveBeenCalledWith("Error when fetching statistics", expect.anything());
    // Nothing made up in place of the statistics.
    expect(screen.queryByRole("region", { name: "Exploration" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Catégories" })).not.toBeInTheDocument();
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // The user's own synthesis and level stay.
    expect(screen.getByRole("region", { name: "Synthèse" })).toBeInTheDocument();

    statisticsResponse = () => json(makeStatistics());
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("region", { name: "Exploration" })).toBeInTheDocument();
    expect(calls("GET /api/simulation/statistics")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await findFigure("Moyenne mensuelle")).toBeInTheDocument();
  });

  it("does not announce an old failure again when the screen is reopened and the reload works", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    statisticsResponse = () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    const { router } = renderProgression();
    expect(await screen.findByText("Impossible de récupérer les statistiques")).toBeInTheDocument();
    await router.navigate("/homepage");
    await screen.findByRole("heading", { name: "Accueil" });
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText("Impossible de récupérer les statistiques")).not.toBeInTheDocument());

    statisticsResponse = () => json(makeStatistics());
    await router.navigate("/homepage/progression");
    expect(await screen.findByRole("region", { name: "Exploration" })).toBeInTheDocument();
    expect(screen.queryByText("Impossible de récupérer les statistiques")).not.toBeInTheDocument();
  });

  it("shows a spinner while the statistics load", async () => {
    let answer: (response: Response) => void = () => undefined;
    statisticsResponse = () => new Promise((resolve) => (answer = resolve)) as never;
    renderProgression();
    expect(await screen.findByRole("status", { name: "Chargement des statistiques" })).toBeInTheDocument();
    answer(json(makeStatistics()));
    expect(await screen.findByRole("region", { name: "Exploration" })).toBeInTheDocument();
  });
});
