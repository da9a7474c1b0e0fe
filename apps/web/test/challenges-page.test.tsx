import type { WeeklyChallengeResponse } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChallengesPage } from "@/features/challenges/challenges-page";
import { formatTimeLeft, formatWeekRange } from "@/features/challenges/lib/week-format";
import { makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

/** Week 2026-W03 (12–18 January 2026): the first two stations graded, the third not yet. */
function makeChallenge(overrides: Partial<WeeklyChallengeResponse> = {}): WeeklyChallengeResponse {
  return {
    week: "2026-W03",
    starts_at: "2026-01-11T23:00:00.000Z",
    ends_at: "2026-01-18T23:00:00.000Z",
    stations: [
      {
        scenario: makeScenario({ id: "station-012", number: 12, label: "Paul Girard", content_type: "diagnostic" }),
        done: true,
        grade: 14.3,
        graded_at: "2026-01-12T08:00:00.000Z",
      },
      {
        scenario: makeScenario({
          id: "station-029",
          number: 29,
          label: "Inès Moreau",
          content_type: "education",
          category_id: "pediatrics",
        }),
        done: true,
        grade: 11,
        graded_at: "2026-01-13T08:00:00.000Z",
      },
      {
        scenario: makeScenario({
          id: "station-044",
          number: 44,
          label: "Claire Fontaine",
          content_type: "interrogation",
          category_id: "dermatology",
          sdd: "Une femme de 41 ans consulte pour une lésion pigmentée qui a changé.",
        }),
        done: false,
        grade: null,
        graded_at: null,
      },
    ],
    completed_at: null,
    badges: [{ week: "2025-W50", starts_at: "2025-12-07T23:00:00.000Z", completed_at: "2025-12-14T22:59:00.000Z" }],
    ...overrides,
  };
}

let challengeResponse: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return json([]);
  if (key === "GET /api/challenges/weekly") return challengeResponse();
  throw new TypeError(`Unexpected request ${key}`);
});

function renderChallenges() {
  return renderWithSession(
    [{ path: "/homepage/challenges", element: signedInScreen(<ChallengesPage />) }],
    "/homepage/challenges",
  );
}

stubSignedInApi(fetchMock);
beforeEach(() => {
  // Wednesday 14 January 2026, 13:00 in Paris; only the clock is faked (timers stay real).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-01-14T12:00:00Z"));
  challengeResponse = () => json(makeChallenge());
});
afterEach(() => {
  vi.useRealTimers();
});

describe("week formats", () => {
  it("says which days the week covers, across months and years, with the 1st written « 1er »", () => {
    expect(formatWeekRange("2026-01-11T23:00:00.000Z", "2026-01-18T23:00:00.000Z")).toBe(
      "du lundi 12 au dimanche 18 janvier 2026",
    );
    expect(formatWeekRange("2026-01-25T23:00:00.000Z", "2026-02-01T23:00:00.000Z")).toBe(
      "du lundi 26 janvier au dimanche 1er février 2026",
    );
    expect(formatWeekRange("2025-12-28T23:00:00.000Z", "2026-01-04T23:00:00.000Z")).toBe(
      "du lundi 29 décembre 2025 au dimanche 4 janvier 2026",
    );
  });

  it("counts the time left in days and hours, then hours and minutes", () => {
    const end = "2026-01-18T23:00:00.000Z";
    expect(formatTimeLeft(end, new Date("2026-01-14T12:00:00Z"))).toBe("4 jours et 11 heures");
    expect(formatTimeLeft(end, new Date("2026-01-17T23:00:00Z"))).toBe("1 jour");
    expect(formatTimeLeft(end, new Date("2026-01-18T21:59:00Z"))).toBe("1 heure et 1 minute");
    expect(formatTimeLeft(end, new Date("2026-01-18T22:58:00Z"))).toBe("2 minutes");
    expect(formatTimeLeft(end, new Date("2026-01-18T22:59:30Z"))).toBe("moins d'une minute");
    expect(formatTimeLeft(end, new Date("2026-01-18T23:00:00Z"))).toBe("");
  });
});

describe("Défis", () => {
  it("shows the week, the time left, the progress, the three stations and the badges", async () => {
    renderChallenges();
    expect(await screen.findByRole("heading", { name: "Défi de la semaine", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/du lundi 12 au dimanche 18 janvier 2026/)).toBeInTheDocument();
    expect(screen.getByText("Encore 4 jours et 11 heures")).toBeInTheDocument();

    const progress = screen.getByRole("progressbar", { name: "Avancement" });
    expect(progress).toHaveAttribute("aria-valuenow", "2");
    expect(progress).toHaveAttribute("aria-valuemax", "3");
    expect(screen.getByText("2 / 3 stations faites")).toBeInTheDocument();
    expect(screen.getByText("Plus qu'une station pour gagner le badge.")).toBeInTheDocument();

    const stations = within(screen.getByRole("region", { name: "Les trois stations de la semaine" }));
    const cards = stations.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Paul Girard",
      "Inès Moreau",
      "Claire Fontaine",
    ]);
    const [first, , third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Faite cette semaine : 14,3/20");
    expect(first).toHaveTextContent("Stratégie diagnostique");
    expect(within(first).getByRole("button", { name: "Refaire la station" })).toBeInTheDocument();
    expect(third).toHaveTextContent("À faire cette semaine");
    expect(third).toHaveTextContent("Dermatologie");

    const badges = screen.getByRole("region", { name: "Mes badges" });
    expect(badges).toHaveTextContent("1 badge gagné, un par défi réussi.");
    expect(within(badges).getAllByRole("listitem")).toHaveLength(1);
    expect(within(badges).getByRole("listitem")).toHaveTextContent(
      "Semaine 50 (2025-W50)Semaine du 8 décembre 2025Obtenu le 14 décembre 2025",
    );
  });

  it("launches a station of the challenge through the start dialog", async () => {
    const { user } = renderChallenges();
    const card = await screen.findByRole("article", { name: "Claire Fontaine" });
    const launch = within(card).getByRole("button", { name: "Lancer la simulation" });
    expect(launch).toHaveAccessibleDescription(/Claire Fontaine.*À faire cette semaine/);
    await user.click(launch);
    const dialog = await screen.findByRole("dialog", { name: /Claire Fontaine/ });
    expect(dialog).toHaveTextContent("lésion pigmentée");
  });

  it("shows the badge once the three stations are done", async () => {
    const done = makeChallenge();
    const stations = done.stations.map((station) => ({
      ...station,
      done: true,
      grade: station.grade ?? 12.5,
      graded_at: station.graded_at ?? "2026-01-14T09:00:00.000Z",
    }));
    challengeResponse = () =>
      json({
        ...done,
        stations,
        completed_at: "2026-01-14T09:00:00.000Z",
        badges: [
          { week: "2026-W03", starts_at: done.starts_at, completed_at: "2026-01-14T09:00:00.000Z" },
          ...done.badges,
        ],
      });
    renderChallenges();
    const badge = await screen.findByRole("region", { name: "Défi réussi : badge de la semaine 3 obtenu !" });
    expect(badge).toHaveTextContent("Les trois stations sont faites (le 14 janvier 2026).");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Refaire la station" })).toHaveLength(3);
    const badges = screen.getByRole("region", { name: "Mes badges" });
    expect(badges).toHaveTextContent("2 badges gagnés");
    expect(within(badges).getAllByRole("listitem")[0]).toHaveTextContent("Semaine 3");
  });

  it("says when there is no badge yet, and offers a retry when the challenge cannot be read", async () => {
    let failing = true;
    challengeResponse = () =>
      failing
        ? json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500)
        : json(makeChallenge({ badges: [] }));
    const { user } = renderChallenges();
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de charger le défi de la semaine.");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Mes badges" })).toHaveTextContent(
        "Pas encore de badge : termine les trois stations d'une semaine pour gagner le premier.",
      ),
    );
  });
});
