import type { HabitStatistic, HabitsResponse, StatisticsResponse } from "@ecos/contracts";
import { HABIT_DOMAIN_IDS } from "@ecos/contracts/constants";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProgressionPage } from "@/features/progression/progression-page";
import { makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

type Overrides = Partial<Record<HabitStatistic["domain"], Partial<HabitStatistic>>>;

/** Every domain with no station, then what a test says. */
function makeHabits(overrides: Overrides): HabitsResponse {
  return {
    habits: HABIT_DOMAIN_IDS.map((domain) => ({
      domain,
      stations: 0,
      covered: 0,
      coverage: null,
      trend: null,
      practice: { scenario_id: "station-001", number: 1 },
      ...overrides[domain],
    })),
  };
}

const FIGURES: Overrides = {
  allergies: {
    stations: 6,
    covered: 3,
    coverage: 50,
    trend: { recent: 67, recent_stations: 3, earlier: 33, earlier_stations: 3, direction: "up" },
    practice: { scenario_id: "station-028", number: 28 },
  },
  "signes-gravite": {
    stations: 5,
    covered: 1,
    coverage: 20,
    trend: { recent: 0, recent_stations: 2, earlier: 33, earlier_stations: 3, direction: "down" },
  },
  douleur: { stations: 2, covered: 1, coverage: 50 },
  comprehension: {
    stations: 6,
    covered: 4,
    coverage: 67,
    trend: { recent: 67, recent_stations: 3, earlier: 67, earlier_stations: 3, direction: "stable" },
  },
  presentation: {
    stations: 5,
    covered: 4,
    coverage: 80,
    trend: { recent: 100, recent_stations: 2, earlier: 67, earlier_stations: 3, direction: "up" },
  },
  traitements: {
    stations: 5,
    covered: 5,
    coverage: 100,
    trend: { recent: 100, recent_stations: 2, earlier: 100, earlier_stations: 3, direction: "stable" },
  },
  vecu: { stations: 1, covered: 0, practice: null },
};

const STATISTICS: StatisticsResponse = {
  avg_grade: 12,
  total_scenarios: 5,
  sdd: 5,
  total_simulations: 6,
  available: { scenarios: 50, sdd: 43 },
  categories: [],
  evaluation_mode: [],
  monthly_ts: [],
};

let habitsResponse: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/simulation/statistics") return json(STATISTICS);
  if (key === "GET /api/simulation/statistics/habits") return habitsResponse();
  if (key === "GET /api/stations/scenarios") {
    return json([makeScenario(), makeScenario({ id: "station-028", number: 28, label: "Agnès Moreau" })]);
  }
  throw new TypeError(`Unexpected request ${key}`);
});

const renderPage = () =>
  renderWithSession(
    [{ path: "/homepage/progression", element: signedInScreen(<ProgressionPage />) }],
    "/homepage/progression",
  );

const section = () => screen.findByRole("region", { name: "Tes habitudes d'anamnèse" });
const item = (name: string) => screen.getByRole("listitem", { name });

stubSignedInApi(fetchMock);
beforeEach(() => {
  habitsResponse = () => json(makeHabits(FIGURES));
});

describe("Progression: anamnesis habits", () => {
  it("lists the domains weakest first, those without enough stations apart", async () => {
    renderPage();
    const region = await section();
    const [measured, pending] = await within(region).findAllByRole("list");
    /** Each item is named by its domain (aria-labelledby). */
    const names = (list: HTMLElement | undefined) =>
      within(list as HTMLElement)
        .getAllByRole("listitem")
        .map((row) => document.getElementById(row.getAttribute("aria-labelledby") ?? "")?.textContent);
    expect(names(measured)).toEqual([
      "Signes de gravité", // 20 %
      "Allergies", // 50 % over six stations…
      "Caractérisation de la douleur", // … before 50 % over two
      "Vérification de la compréhension",
      "Présentation et identité",
      "Traitements en cours",
    ]);
    expect(pending).toHaveAccessibleName("Pas encore assez de stations");
    expect(names(pending)).toEqual([
      "Vécu du patient",
      "Antécédents personnels",
      "Antécédents familiaux",
      "Tabac, alcool et toxiques",
      "Mode de vie, profession et expositions",
      "Règles, grossesse et contraception",
      "Empathie",
      "Quand reconsulter",
    ]);
    expect(region).toHaveTextContent("La tendance compare tes dernières stations aux précédentes, dès 4 stations.");
  });

  it("says each share with a bar, a sentence and the trend in words", async () => {
    renderPage();
    await section();
    const allergies = await screen.findByRole("listitem", { name: "Allergies" });
    const meter = within(allergies).getByRole("meter", { name: "Allergies" });
    expect(meter).toHaveAttribute("value", "50");
    expect(meter.getAttribute("aria-valuetext")?.replace(/\s/g, " ")).toBe(
      "Abordé dans 50 % des stations (3 sur 6 stations)",
    );
    expect(allergies).toHaveTextContent("50 %");
    expect(allergies).toHaveTextContent("Tu oublies les allergies dans 50 % des stations.");
    expect(allergies).toHaveTextContent("En progrès : 67 % sur tes 3 dernières stations, contre 33 % avant");

    const gravity = item("Signes de gravité");
    expect(gravity).toHaveTextContent("1 sur 5 stations");
    expect(gravity).toHaveTextContent("Tu oublies les signes de gravité dans 80 % des stations.");
    expect(gravity).toHaveTextContent("En recul : 0 % sur tes 2 dernières stations, contre 33 % avant");

    expect(item("Vérification de la compréhension")).toHaveTextContent(
      "Tu oublies de vérifier la compréhension dans 33 % des stations.",
    );
    expect(item("Vérification de la compréhension")).toHaveTextContent(
      "Stable : 67 % sur tes 3 dernières stations, comme avant",
    );
    expect(item("Présentation et identité")).toHaveTextContent("Tu y penses dans 80 % des stations.");
    expect(item("Traitements en cours")).toHaveTextContent("Tu y penses à chaque station : continue !");
    const pain = item("Caractérisation de la douleur");
    expect(pain).toHaveTextContent("1 sur 2 stations");
    expect(pain).not.toHaveTextContent(/En progrès|En recul|Stable/); // two stations: no trend yet

    const experience = item("Vécu du patient");
    expect(experience).toHaveTextContent("Vécu du patient · 1 station");
    expect(within(experience).queryByRole("meter")).not.toBeInTheDocument();
    expect(within(experience).queryByRole("button")).not.toBeInTheDocument(); // no station to suggest
    expect(item("Empathie")).toHaveTextContent("Empathie · Aucune station");
    expect(within(item("Empathie")).getByRole("button", { name: "S'entraîner : station 1 (Empathie)" })).toBeVisible();
  });

  it("opens the start dialog of the station suggested to practise a domain", async () => {
    const { user } = renderPage();
    await section();
    const practise = await screen.findByRole("button", { name: "S'entraîner : station 28 (Allergies)" });
    await vi.waitFor(() => expect(practise).toBeEnabled());
    await user.click(practise);
    const dialog = await screen.findByRole("dialog", { name: /Agnès Moreau/ });
    expect(dialog).toHaveTextContent("Station 28");
  });

  it("says when no domain has enough stations yet", async () => {
    habitsResponse = () => json(makeHabits({ allergies: { stations: 1, covered: 1 } }));
    renderPage();
    const region = await section();
    expect(await within(region).findByText(/^Pas encore assez de stations : tes habitudes apparaîtront/)).toBeVisible();
    expect(within(region).queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("offers a retry when the habits cannot be loaded", async () => {
    habitsResponse = () => json({ detail: { error_code: "ERR_INTERNAL" } }, 500);
    const { user } = renderPage();
    const region = await section();
    const alert = await within(region).findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de récupérer tes habitudes pour le moment.");
    habitsResponse = () => json(makeHabits(FIGURES));
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await within(region).findByRole("listitem", { name: "Allergies" })).toBeVisible();
  });
});
