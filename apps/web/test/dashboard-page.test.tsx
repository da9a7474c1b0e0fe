import type { OpenThreadSummary, ScenarioRecord } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DashboardPage } from "@/features/dashboard/dashboard-page";
import { daysAgo, makeOpenThread, makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

// Answered out of order: the page sorts by id.
const SCENARIOS: ScenarioRecord[] = [
  makeScenario({
    id: "station-010",
    number: 10,
    label: "Louise Fabre",
    category_id: "pneumology",
    content_type: "prise-en-charge",
    sdd: "Une femme de 67 ans est essoufflée depuis trois jours.",
  }),
  makeScenario({
    id: "station-002",
    number: 2,
    label: "Jeanne Petit",
    category_id: "pneumology",
    content_type: "clinical_exam",
    sdd: "Une femme de 45 ans consulte pour une dyspnée.",
    user_stats: { closed_at: daysAgo(2), grade: 13.5 },
  }),
  makeScenario(),
];

let scenariosResponse: () => Promise<Response>;
let threads: OpenThreadSummary[];
let abandonResponse: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return scenariosResponse();
  if (key === "GET /api/simulation/threads") return json(threads);
  if (key.startsWith("DELETE /api/simulation/threads/")) return abandonResponse();
  throw new TypeError(`Unexpected request ${key}`);
});

function renderDashboard() {
  return renderWithSession(
    [
      {
        path: "/homepage",
        element: signedInScreen(<DashboardPage />),
      },
      { path: "/simulation", element: <h1>Écran de simulation</h1> },
    ],
    "/homepage",
  );
}

const casesSection = () => screen.getByRole("region", { name: "Cas cliniques" });
const cardNames = () =>
  within(casesSection())
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);

stubSignedInApi(fetchMock);
beforeEach(() => {
  scenariosResponse = async () => json(SCENARIOS);
  threads = [];
  abandonResponse = () => {
    threads = [];
    return new Response(null, { status: 204 });
  };
});

describe("Dashboard: clinical cases", () => {
  it("greets the student and lists the cases sorted by id", async () => {
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Bonjour Léa !", level: 1 })).toBeInTheDocument();
    await screen.findByText("Louise Fabre");
    expect(cardNames()).toEqual(["Michel Garnier", "Jeanne Petit", "Louise Fabre"]);
  });

  it("shows on each card the patient, number, mode, category, situation and last grade", async () => {
    renderDashboard();
    const card = (await screen.findByRole("article", { name: "Jeanne Petit" })) as HTMLElement;
    expect(within(card).getByText("Station 2")).toBeInTheDocument();
    expect(within(card).getByText("Examen clinique")).toBeInTheDocument();
    expect(within(card).getByText("Pneumologie")).toBeInTheDocument();
    expect(within(card).getByText("Une femme de 45 ans consulte pour une dyspnée.")).toBeInTheDocument();
    expect(within(card).getByText(/Dernière note/)).toHaveTextContent("Dernière note : 13,5/20 (il y a 2 jours)");
    const never = screen.getByRole("article", { name: "Louise Fabre" });
    expect(within(never).getByText("Stratégie de prise en charge")).toBeInTheDocument();
    expect(within(never).getByText("Pas encore simulé")).toBeInTheDocument();
    expect(within(never).getByRole("button", { name: "Lancer la simulation" })).toHaveAccessibleDescription(
      "Louise Fabre",
    );
  });

  it("filters all / not simulated / simulated by whether a last try exists", async () => {
    const { user } = renderDashboard();
    await screen.findByText("Louise Fabre");
    const filters = screen.getByRole("group", { name: "Filtrer les cas" });
    const all = within(filters).getByRole("button", { name: /^Tous/ });
    expect(all).toHaveAttribute("aria-pressed", "true");
    expect(all).toHaveTextContent("Tous3");
    await user.click(within(filters).getByRole("button", { name: /^Non simulés/ }));
    expect(cardNames()).toEqual(["Michel Garnier", "Louise Fabre"]);
    expect(within(filters).getByRole("button", { name: /^Non simulés/ })).toHaveAttribute("aria-pressed", "true");
    expect(all).toHaveAttribute("aria-pressed", "false");
    await user.click(within(filters).getByRole("button", { name: /^Simulés/ }));
    expect(cardNames()).toEqual(["Jeanne Petit"]);
    await user.click(all);
    expect(cardNames()).toHaveLength(3);
  });

  it("says so when a filter leaves no case", async () => {
    scenariosResponse = async () => json([makeScenario()]);
    const { user } = renderDashboard();
    await screen.findByText("Michel Garnier");
    await user.click(screen.getByRole("button", { name: /^Simulés/ }));
    expect(screen.getByText("Aucun cas simulé pour l'instant : lance ta première station !")).toBeInTheDocument();
    expect(within(casesSection()).queryAllByRole("article")).toHaveLength(0);
  });

  it("opens the start dialog of the chosen case", async () => {
    const { user } = renderDashboard();
    const card = (await screen.findByRole("article", { name: "Louise Fabre" })) as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Lancer la simulation" }));
    const dialog = await screen.findByRole("dialog", { name: /Louise Fabre/ });
    expect(within(dialog).getByText("Ce cas n'a pas encore été simulé")).toBeInTheDocument();
    expect(within(dialog).getByText("Une femme de 67 ans est essoufflée depuis trois jours.")).toBeInTheDocument();
  });

  it("shows a spinner while loading", async () => {
    let answer: (response: Response) => void = () => undefined;
    scenariosResponse = () => new Promise((resolve) => (answer = resolve));
    renderDashboard();
    expect(await screen.findByRole("status", { name: "Chargement des cas cliniques" })).toBeInTheDocument();
    answer(json(SCENARIOS));
    expect(await screen.findByText("Louise Fabre")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Chargement des cas cliniques" })).not.toBeInTheDocument();
  });

  it("logs a failure, shows a message and retries", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    scenariosResponse = async () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    const { user } = renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de charger les cas cliniques.");
    expect(error).toHaveBeenCalledWith("Error when fetching scenarios", expect.anything());
    scenariosResponse = async () => json(SCENARIOS);
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Louise Fabre")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Dashboard: paused stations", () => {
  it("is hidden when there is no open station", async () => {
    renderDashboard();
    await screen.findByText("Louise Fabre");
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/simulation/threads")).toBe(true),
    );
    expect(screen.queryByRole("region", { name: "Stations en pause" })).not.toBeInTheDocument();
  });

  it("lists them with mode, step, time left and status, and resumes through a link", async () => {
    threads = [
      makeOpenThread(),
      makeOpenThread({
        thread_id: "thread 8",
        label: "Paul Morel",
        content_type: "interrogation",
        status: "running",
        step: "introduction",
        remaining_seconds: 45,
      }),
      makeOpenThread({ thread_id: "thread-9", label: "Anne Roux", status: "ended", remaining_seconds: 0 }),
    ];
    const { user, router } = renderDashboard();
    const section = await screen.findByRole("region", { name: "Stations en pause" });
    const paused = within(section).getByRole("article", { name: "Jeanne Petit" });
    expect(within(paused).getByText("En pause")).toBeInTheDocument();
    expect(within(paused).getByText("Examen clinique")).toBeInTheDocument();
    expect(within(paused).getByText(/Étape/)).toHaveTextContent("Étape : Simulation");
    expect(within(paused).getByText(/Temps restant/)).toHaveTextContent("Temps restant : 05:12");
    const interrupted = within(section).getByRole("article", { name: "Paul Morel" });
    expect(within(interrupted).getByText("Interrompue")).toBeInTheDocument();
    expect(within(interrupted).getByText(/Étape/)).toHaveTextContent("Étape : Lecture");
    expect(within(interrupted).getByText(/Temps restant/)).toHaveTextContent("Temps restant : 00:45");
    expect(within(interrupted).getByRole("link", { name: "Reprendre" })).toHaveAttribute(
      "href",
      "/simulation?thread=thread%208",
    );
    const ended = within(section).getByRole("article", { name: "Anne Roux" });
    expect(within(ended).getByText("À corriger")).toBeInTheDocument();
    expect(within(ended).queryByText(/Temps restant/)).not.toBeInTheDocument();

    await user.click(within(paused).getByRole("link", { name: "Reprendre" }));
    expect(await screen.findByRole("heading", { name: "Écran de simulation" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?thread=thread-7");
  });

  it("abandons a station after a confirmation, and says so when it fails", async () => {
    threads = [makeOpenThread()];
    const { user } = renderDashboard();
    const section = await screen.findByRole("region", { name: "Stations en pause" });
    abandonResponse = () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    await user.click(within(section).getByRole("button", { name: "Abandonner la station de Jeanne Petit" }));
    let dialog = await screen.findByRole("dialog", { name: "Abandonner cette station ?" });
    expect(dialog).toHaveTextContent("La station de Jeanne Petit et sa transcription seront supprimées.");
    await user.click(within(dialog).getByRole("button", { name: "Abandonner" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(within(section).getByRole("article", { name: "Jeanne Petit", hidden: true })).toBeInTheDocument();

    abandonResponse = () => {
      threads = [];
      return new Response(null, { status: 204 });
    };
    dialog = screen.getByRole("dialog", { name: "Abandonner cette station ?" });
    await user.click(within(dialog).getByRole("button", { name: "Abandonner" }));
    expect(await screen.findByText("Station abandonnée")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Stations en pause" })).not.toBeInTheDocument());
    expect(
      fetchMock.mock.calls.filter(
        ([input, init]) => init?.method === "DELETE" && String(input) === "/api/simulation/threads/thread-7",
      ),
    ).toHaveLength(2);
  });
});
