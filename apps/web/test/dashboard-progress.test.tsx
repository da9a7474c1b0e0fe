import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { User } from "@ecos/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CategoryGrid, ModeGrid } from "@/features/dashboard/components/catalog-grids";
import { StreakCard, todayWeekday } from "@/features/dashboard/components/streak-card";
import { DashboardPage } from "@/features/dashboard/dashboard-page";
import { json, makeUser, renderWithSession, signedInScreen } from "./support";

let me: User;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(me);
  if (key === "GET /api/stations/scenarios") return json([]);
  if (key === "GET /api/simulation/threads") return json([]);
  throw new TypeError(`Unexpected request ${key}`);
});

function renderDashboard(user: Partial<User> = {}) {
  me = makeUser(user);
  return renderWithSession(
    [
      {
        path: "/homepage",
        element: signedInScreen(<DashboardPage />),
      },
      { path: "/homepage/progression", element: <h1>Écran de progression</h1> },
    ],
    "/homepage",
  );
}

const progressBlock = () => screen.findByRole("region", { name: "Ma progression" });
const synthesis = async () => within(await progressBlock()).getByRole("region", { name: "Synthèse" });
const streakOf = (days: Partial<Record<string, boolean>>): User["statistics"]["Streaks"] => ({
  Monday: false,
  Tuesday: false,
  Wednesday: false,
  Thursday: false,
  Friday: false,
  Saturday: false,
  Sunday: false,
  ...days,
});
const withSimulations = (avg_grade: number | null, count: number): Partial<User> => ({
  statistics: { Simulations: { avg_grade, count }, Streaks: streakOf({}) },
});

beforeEach(() => {
  localStorage.setItem("access_token", "tok-123");
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  toast.dismiss();
});

describe("Dashboard: banner", () => {
  it("greets the student above the progression block", async () => {
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Bonjour Léa !", level: 1 })).toBeInTheDocument();
    expect(await progressBlock()).toBeInTheDocument();
  });
});

describe("Dashboard: synthesis", () => {
  it("shows the average with one decimal and 'Pas encore prêt' below the goal", async () => {
    renderDashboard({ target_grade: 14, ...withSimulations(12.4, 5) });
    const card = await synthesis();
    expect(within(card).getByText("12,4")).toBeInTheDocument();
    expect(card).toHaveTextContent("12,4/20");
    expect(card).toHaveTextContent("Sur 5 stations corrigées");
    expect(within(card).getByText("Pas encore prêt")).toBeInTheDocument();
    expect(within(card).queryByText("Prêt")).not.toBeInTheDocument();
    expect(card).toHaveTextContent("Encore 1,6 point pour atteindre ton objectif de 14/20.");
  });

  it("is 'Prêt' when the average equals the goal", async () => {
    renderDashboard({ target_grade: 14, ...withSimulations(14, 3) });
    const card = await synthesis();
    expect(card).toHaveTextContent("14,0/20");
    expect(within(card).getByText("Prêt")).toBeInTheDocument();
    expect(card).toHaveTextContent("Ta moyenne atteint ton objectif de 14/20.");
  });

  it("is 'Prêt' above a half-point goal, and counts one station in the singular", async () => {
    renderDashboard({ target_grade: 12.5, ...withSimulations(16.25, 1) });
    const card = await synthesis();
    expect(card).toHaveTextContent("16,3/20");
    expect(card).toHaveTextContent("Sur 1 station corrigée");
    expect(within(card).getByText("Prêt")).toBeInTheDocument();
    expect(card).toHaveTextContent("objectif de 12,5/20");
  });

  it("shows a dash, a helpful line and 'Pas encore prêt' before any graded station", async () => {
    renderDashboard({ target_grade: 0, ...withSimulations(null, 0) });
    const card = await synthesis();
    expect(within(card).getByText("—")).toBeInTheDocument();
    expect(within(card).getByText("Pas encore de moyenne")).toBeInTheDocument();
    expect(card).toHaveTextContent("Ta moyenne apparaîtra ici dès ta première station corrigée.");
    // Even with a goal of 0: no average is never ready.
    expect(within(card).getByText("Pas encore prêt")).toBeInTheDocument();
  });
});

describe("Dashboard: level and experience", () => {
  it("shows the level title, its number and the XP bar towards the next level", async () => {
    renderDashboard({ xp: 350 });
    const card = within(await progressBlock()).getByRole("region", { name: "Niveau et expérience" });
    expect(within(card).getByText("Externe")).toBeInTheDocument();
    expect(within(card).getByText("Niveau 3")).toBeInTheDocument();
    const bar = within(card).getByRole("progressbar", { name: "Expérience vers le niveau 4 (Interne)" });
    expect(bar).toHaveAttribute("aria-valuemin", "300");
    expect(bar).toHaveAttribute("aria-valuemax", "900");
    expect(bar).toHaveAttribute("aria-valuenow", "350");
    expect(bar).toHaveAttribute("aria-valuetext", "350 XP sur 900 XP");
    expect(card).toHaveTextContent("Encore 550 XP pour devenir Interne");
  });

  it("fills the bar at the top level", async () => {
    renderDashboard({ xp: 12_000 });
    const card = within(await progressBlock()).getByRole("region", { name: "Niveau et expérience" });
    expect(within(card).getByText("Doyen")).toBeInTheDocument();
    expect(within(card).getByText("Niveau 10")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(card).toHaveTextContent("Niveau maximum atteint");
  });

  it("opens a dialog listing the ten levels with their XP ranges, the current one highlighted", async () => {
    const { user } = renderDashboard({ xp: 350 });
    const card = within(await progressBlock()).getByRole("region", { name: "Niveau et expérience" });
    await user.click(within(card).getByRole("button", { name: "Voir les niveaux" }));
    const dialog = await screen.findByRole("dialog", { name: "Les niveaux" });
    const items = within(dialog).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    const text = items.map((item) => item.textContent?.replace(/\s/g, " "));
    expect(text).toEqual([
      "Niveau 1Novice en Médecine0 à 89 XP",
      "Niveau 2Étudiant en Médecine90 à 299 XP",
      "Niveau 3ExterneTon niveau300 à 899 XP",
      "Niveau 4Interne900 à 1 499 XP",
      "Niveau 5Docteur Junior1 500 à 2 999 XP",
      "Niveau 6Chef de Clinique3 000 à 4 999 XP",
      "Niveau 7MCU-PH5 000 à 7 799 XP",
      "Niveau 8PU-PH7 800 à 8 999 XP",
      "Niveau 9Chef de Service9 000 à 9 999 XP",
      "Niveau 10Doyen10 000 XP et plus",
    ]);
    expect(items[2]).toHaveAttribute("aria-current", "true");
    expect(items.filter((item) => item.hasAttribute("aria-current"))).toHaveLength(1);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Dashboard: weekly streak", () => {
  it("counts the active days and labels the seven dots Monday to Sunday, today announced", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-11T10:00:00+02:00")); // a Wednesday in Paris
    renderDashboard({
      statistics: {
        Simulations: { avg_grade: 12, count: 3 },
        Streaks: streakOf({ Monday: true, Wednesday: true, Friday: false }),
      },
    });
    const card = within(await progressBlock()).getByRole("region", { name: "Série de la semaine" });
    expect(card).toHaveTextContent("2/7");
    expect(card).toHaveTextContent("2 jours d'entraînement cette semaine.");
    const days = within(within(card).getByRole("list", { name: "Jours d'entraînement de la semaine" })).getAllByRole(
      "listitem",
    );
    expect(days.map((day) => day.textContent)).toEqual([
      "LLundi : entraînement fait",
      "MMardi : pas d'entraînement",
      "MMercredi (aujourd'hui) : entraînement fait",
      "JJeudi : pas d'entraînement",
      "VVendredi : pas d'entraînement",
      "SSamedi : pas d'entraînement",
      "DDimanche : pas d'entraînement",
    ]);
    expect(days[2]).toHaveAttribute("aria-current", "date");
    expect(days.filter((day) => day.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("says so when the week has no training yet", () => {
    render(<StreakCard streaks={streakOf({})} now={new Date("2025-06-15T23:30:00+02:00")} />);
    expect(screen.getByRole("region", { name: "Série de la semaine" })).toHaveTextContent(
      "0/7Aucun jour d'entraînement cette semaine pour l'instant.",
    );
    // Sunday evening in Paris is still Sunday, whatever the machine's time zone.
    expect(screen.getByText(/Dimanche \(aujourd'hui\)/).closest("li")).toHaveAttribute("aria-current", "date");
  });

  it("reads today in Paris time", () => {
    expect(todayWeekday(new Date("2025-06-15T22:30:00Z"))).toBe("Monday"); // 00:30 Monday in Paris
    expect(todayWeekday(new Date("2025-06-15T21:30:00Z"))).toBe("Sunday");
  });
});

describe("Dashboard: details", () => {
  it("goes to the progression screen through 'Voir le détail'", async () => {
    const { user, router } = renderDashboard();
    const link = within(await progressBlock()).getByRole("link", { name: "Voir le détail" });
    expect(link).toHaveAttribute("href", "/homepage/progression");
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Écran de progression" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/progression");
  });

  it("shows the evaluation modes, each leading to its stations, but not the category grid in the beta", async () => {
    renderDashboard();
    await progressBlock();
    expect(screen.queryByRole("region", { name: "Catégories" })).not.toBeInTheDocument();
    const modes = screen.getByRole("region", { name: "Modes d'évaluation" });
    expect(within(modes).getByRole("link", { name: /Interrogatoire/ })).toHaveAttribute(
      "href",
      "/homepage/mode/interrogation",
    );
  });
});

/** Outside the beta (BETA_VERSION false): rendered directly, since the flag is fixed to true. */
describe("Dashboard: category and evaluation mode grids (outside the beta)", () => {
  function renderGrids() {
    const router = createMemoryRouter(
      [
        {
          path: "/homepage",
          element: (
            <>
              <CategoryGrid />
              <ModeGrid />
            </>
          ),
        },
        { path: "/homepage/category/:id", element: <h1>Page catégorie</h1> },
      ],
      { initialEntries: ["/homepage"] },
    );
    render(<RouterProvider router={router} />);
    return { router, user: userEvent.setup() };
  }

  it("shows the first 6 categories, then all 20 with the toggle", async () => {
    const { user, router } = renderGrids();
    const section = screen.getByRole("region", { name: "Catégories" });
    const links = () => within(section).getAllByRole("link");
    expect(links().map((link) => link.textContent)).toEqual([
      "Cardiologie",
      "Neurologie",
      "Pneumologie",
      "Pédiatrie",
      "Infectiologie",
      "Orthopédie",
    ]);
    expect(links()[0]).toHaveAttribute("href", "/homepage/category/cardiology");
    const toggle = within(section).getByRole("button", { name: "Voir les 20 catégories" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(links()).toHaveLength(20);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Voir moins");
    await user.click(toggle);
    expect(links()).toHaveLength(6);
    await user.click(links()[2] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Page catégorie" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/category/pneumology");
  });

  it("shows the first 4 evaluation modes, then all 11, each linking to its slug", async () => {
    const { user } = renderGrids();
    const section = screen.getByRole("region", { name: "Modes d'évaluation" });
    const links = () => within(section).getAllByRole("link");
    expect(links()).toHaveLength(4);
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/homepage/mode/interrogation",
      "/homepage/mode/examen-clinique",
      "/homepage/mode/biologie",
      "/homepage/mode/imagerie",
    ]);
    expect(links()[0]).toHaveTextContent(/^Interrogatoire/);
    await user.click(within(section).getByRole("button", { name: "Voir les 11 modes" }));
    expect(links()).toHaveLength(11);
    expect(links()[10]).toHaveAttribute("href", "/homepage/mode/procedure");
  });
});

describe("Dashboard: bundle", () => {
  // Vitest runs from the repository root (import.meta.url is not a file URL under jsdom).
  const SRC = resolve(process.cwd(), "apps/web/src");

  /** Every module the dashboard page imports statically, and the packages they import. */
  function staticGraph(entry: string) {
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const text = readFileSync(file, "utf8");
      for (const [, specifier = ""] of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/g)) {
        const local = specifier.startsWith("@/")
          ? resolve(SRC, specifier.slice(2))
          : specifier.startsWith(".")
            ? resolve(dirname(file), specifier)
            : undefined;
        if (!local) {
          packages.add(specifier);
          continue;
        }
        const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
          .map((suffix) => `${local}${suffix}`)
          .find((candidate) => existsSync(candidate) && !candidate.endsWith("/") && candidate.includes("."));
        if (found) visit(found);
      }
    };
    visit(entry);
    return { files: [...files].map((file) => file.slice(SRC.length + 1)), packages: [...packages] };
  }

  it("never imports Recharts nor the progression charts, even through the progression feature", () => {
    const { files, packages } = staticGraph(resolve(SRC, "features/dashboard/dashboard-page.tsx"));
    expect(files).toContain("features/progression/index.ts");
    expect(files).toContain("features/progression/components/level-card.tsx");
    expect(files.filter((file) => file.includes("/charts/"))).toEqual([]);
    expect(packages).toContain("lucide-react");
    expect(packages.filter((name) => name.startsWith("recharts"))).toEqual([]);
  });
});
