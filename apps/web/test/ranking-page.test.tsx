import type { RankingParticipation, RankingResponse } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RankingPage } from "@/features/ranking/ranking-page";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

/** The ranking as the server answers it, with the reader's participation stored in `participation`. */
let participation: RankingParticipation;
let putResponse: (body: { opt_in: boolean; pseudonym?: string }) => Response;

function makeRanking(period: "week" | "month"): RankingResponse {
  const listed = participation.opt_in;
  const entries = [
    { rank: 1, pseudonym: "Alpha", avatar_id: 3, xp: 1300, is_me: false },
    { rank: 2, pseudonym: "Bravo", avatar_id: 2, xp: 350, is_me: false },
    { rank: 3, pseudonym: "Charlie", avatar_id: 5, xp: 200, is_me: false },
  ];
  if (period === "week") {
    entries.splice(0, 3, { rank: 1, pseudonym: "Alpha", avatar_id: 3, xp: 300, is_me: false });
    entries.push({ rank: 1, pseudonym: "Bravo", avatar_id: 2, xp: 300, is_me: false });
    entries.push({ rank: 3, pseudonym: "Charlie", avatar_id: 5, xp: 150, is_me: false });
    if (listed)
      entries.splice(2, 0, { rank: 3, pseudonym: participation.pseudonym ?? "", avatar_id: 1, xp: 150, is_me: true });
  }
  return {
    period,
    starts_at: period === "week" ? "2026-01-11T23:00:00.000Z" : "2025-12-31T23:00:00.000Z",
    ends_at: period === "week" ? "2026-01-18T23:00:00.000Z" : "2026-01-31T23:00:00.000Z",
    entries,
    participants: entries.length,
    me: { xp: period === "week" ? 150 : 0, rank: period === "week" ? 3 : null, participation },
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser({ email: "lea.martin@exemple.fr", last_name: "Martin" }));
  if (key === "GET /api/stations/scenarios") return json([]);
  if (key === "GET /api/ranking?period=week") return json(makeRanking("week"));
  if (key === "GET /api/ranking?period=month") return json(makeRanking("month"));
  if (key === "PUT /api/ranking/participation") return putResponse(JSON.parse(String(init?.body)));
  throw new TypeError(`Unexpected request ${key}`);
});
const puts = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === "PUT" && String(input) === "/api/ranking/participation")
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderRanking() {
  return renderWithSession(
    [{ path: "/homepage/ranking", element: signedInScreen(<RankingPage />) }],
    "/homepage/ranking",
  );
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.textContent?.replace(/\s+/g, " "));

stubSignedInApi(fetchMock);
beforeEach(() => {
  participation = { opt_in: false, pseudonym: null };
  putResponse = (body) => {
    participation = body.opt_in
      ? { opt_in: true, pseudonym: body.pseudonym ?? null }
      : { opt_in: false, pseudonym: participation.pseudonym };
    return json(participation);
  };
});

describe("Classement", () => {
  it("shows the week's ranking, ties sharing a place, and where the student would be outside it", async () => {
    renderRanking();
    expect(await screen.findByRole("heading", { name: "Classement", level: 1 })).toBeInTheDocument();
    const mine = await screen.findByRole("region", { name: "Ma place" });
    expect(mine).toHaveTextContent("Tu serais à la 3e place sur 4, avec 150 XP cette semaine.");
    expect(mine).toHaveTextContent(
      "Tu n'apparais pas dans le classement : personne d'autre ne voit ta place ni ton XP.",
    );
    const table = screen.getByRole("table", { name: "Classement cette semaine, par XP gagnée" });
    expect(rows(table)).toEqual(["1reAlpha 300 XP", "1reBravo 300 XP", "3eCharlie 150 XP"]);
    expect(screen.getByRole("region", { name: "Les 50 premières places cette semaine" })).toHaveTextContent(
      "3 étudiants classés",
    );
    expect(screen.getByRole("radio", { name: "Cette semaine" })).toBeChecked();
  });

  it("switches to the month; without XP there, says how to enter", async () => {
    const { user } = renderRanking();
    await screen.findByRole("table");
    await user.click(screen.getByRole("radio", { name: "Ce mois-ci" }));
    const table = await screen.findByRole("table", { name: "Classement ce mois-ci, par XP gagnée" });
    expect(rows(table)).toEqual(["1reAlpha 1 300 XP", "2eBravo 350 XP", "3eCharlie 200 XP"]);
    expect(screen.getByRole("region", { name: "Ma place" })).toHaveTextContent(
      "Pas encore d'XP ce mois-ci : termine une station pour entrer dans le classement.",
    );
  });

  it("checks the pseudonym before sending it, shows a taken one under the field, then joins", async () => {
    const { user } = renderRanking();
    const card = await screen.findByRole("region", { name: "Ma participation" });
    const field = within(card).getByRole("textbox", { name: "Pseudonyme" });
    const join = within(card).getByRole("button", { name: "Rejoindre le classement" });

    await user.type(field, "ab");
    await user.click(join);
    expect(within(card).getByRole("alert")).toHaveTextContent("Ton pseudonyme doit faire de 3 à 20 caractères.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Ton pseudonyme doit faire de 3 à 20 caractères\./);

    await user.clear(field);
    await user.type(field, "lea.martin.33");
    await user.click(join);
    expect(within(card).getByRole("alert")).toHaveTextContent(
      "Choisis un pseudonyme qui ne révèle ni ton nom ni ton adresse e-mail.",
    );
    expect(puts()).toEqual([]);

    putResponse = () =>
      json(
        {
          detail: {
            error_code: "ERR_PSEUDONYM_TAKEN",
            fields: ["pseudonym"],
            message: "Ce pseudonyme est déjà pris, choisis-en un autre.",
          },
        },
        409,
      );
    await user.clear(field);
    await user.type(field, "Bravo");
    await user.keyboard("{Enter}");
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "Ce pseudonyme est déjà pris, choisis-en un autre.",
    );
    expect(puts()).toEqual([{ opt_in: true, pseudonym: "Bravo" }]);

    putResponse = (body) => {
      participation = { opt_in: true, pseudonym: body.pseudonym ?? null };
      return json(participation);
    };
    await user.clear(field);
    await user.type(field, " Stétho_Star ");
    await user.click(join);
    expect(
      await screen.findByText("Tu apparais maintenant dans le classement sous le pseudonyme « Stétho_Star »."),
    ).toBeInTheDocument();
    expect(puts().at(-1)).toEqual({ opt_in: true, pseudonym: "Stétho_Star" });
    // The ranking is read again: the student's line, and their place (shared).
    const table = await screen.findByRole("table", { name: "Classement cette semaine, par XP gagnée" });
    await waitFor(() => expect(rows(table)).toContain("3eStétho_Star toi150 XP"));
    expect(within(table).getByRole("row", { current: true })).toHaveTextContent("Stétho_Star");
    expect(screen.getByRole("region", { name: "Ma place" })).toHaveTextContent(
      "Tu es à la 3e place ex aequo sur 4, avec 150 XP cette semaine.",
    );
    expect(screen.getByRole("region", { name: "Ma participation" })).toHaveTextContent(
      "Tu apparais dans le classement sous le pseudonyme « Stétho_Star ».",
    );
  });

  it("leaves the ranking, keeping the pseudonym for later", async () => {
    participation = { opt_in: true, pseudonym: "Stétho_Star" };
    const { user } = renderRanking();
    const card = await screen.findByRole("region", { name: "Ma participation" });
    expect(within(card).getByRole("button", { name: "Changer de pseudonyme" })).toBeDisabled();
    await user.click(within(card).getByRole("button", { name: "Quitter le classement" }));
    expect(await screen.findByText("Tu n'apparais plus dans le classement.")).toBeInTheDocument();
    expect(puts()).toEqual([{ opt_in: false }]);
    const after = await screen.findByRole("button", { name: "Rejoindre le classement" });
    expect(within(screen.getByRole("region", { name: "Ma participation" })).getByRole("textbox")).toHaveValue(
      "Stétho_Star",
    );
    expect(after).toBeEnabled();
    expect(screen.getByRole("region", { name: "Ma place" })).toHaveTextContent("Tu serais à la 3e place");
  });
});
