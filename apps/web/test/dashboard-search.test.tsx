import type { SheetSummary } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DashboardSearch } from "@/features/search";
import { makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

function makeSheet(id: number, title: string, overrides: Partial<SheetSummary> = {}): SheetSummary {
  return {
    id,
    title,
    summary: `Résumé de la fiche ${id}.`,
    case_id: null,
    image_url: `/api/sheets/${id}.png`,
    image_alt: `Fiche de révision SDD ${id}`,
    file_name: `SDD-${id}.png`,
    ...overrides,
  };
}

// Answered out of order: the cases come by id, the sheets by number.
const SCENARIOS = [
  makeScenario({ id: "station-005", number: 5, label: "Gérard Lemoine", sdd_number: 54, sdd_title: "Œdème" }),
  makeScenario(), // station-001, Michel Garnier, SDD 161
  makeScenario({ id: "station-009", number: 9, label: "Monique Lefèvre", sdd_number: 21, sdd_title: "Asthénie" }),
];
const SHEETS = [
  makeSheet(161, "Douleur thoracique", { case_id: "station-001" }),
  makeSheet(54, "Œdème localisé ou diffus"),
  makeSheet(21, "Asthénie"),
];

let sheetsResponse: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return json(SCENARIOS);
  if (key === "GET /api/sheets") return sheetsResponse();
  throw new TypeError(`Unexpected request ${key}`);
});

function renderSearch() {
  return renderWithSession(
    [
      {
        path: "/homepage",
        element: signedInScreen(
          <>
            <DashboardSearch />
            <button type="button">Ailleurs</button>
          </>,
        ),
      },
      { path: "/homepage/revision-cards", element: <h1>Support Pédagogique</h1> },
    ],
    "/homepage",
  );
}

const box = () => screen.getByRole("combobox", { name: "Rechercher un cas clinique ou une fiche de révision" });
/** The options' accessible names, in order (a result is named by its label alone). */
const optionNames = () =>
  within(screen.getByRole("listbox", { name: "Résultats de la recherche" }))
    .getAllByRole("option")
    .map((option) => {
      const labelId = option.getAttribute("aria-labelledby");
      return (labelId ? document.getElementById(labelId) : option)?.textContent ?? "";
    });

/** Focuses the box once both lists have arrived (the full list is shown). */
async function openSearch() {
  const rendered = renderSearch();
  await rendered.user.click(await screen.findByRole("combobox"));
  await screen.findByRole("option", { name: "SDD 161 - Douleur thoracique" });
  await screen.findByRole("option", { name: "Michel Garnier" });
  return rendered;
}

stubSignedInApi(fetchMock);
beforeEach(() => {
  sheetsResponse = () => json(SHEETS);
});

describe("Dashboard search box", () => {
  it("opens on focus with every case then every sheet, each typed and labelled", async () => {
    await openSearch();
    expect(box()).toHaveAttribute("aria-expanded", "true");
    expect(optionNames()).toEqual([
      "Michel Garnier",
      "Gérard Lemoine",
      "Monique Lefèvre",
      "SDD 21 - Asthénie",
      "SDD 54 - Œdème localisé ou diffus",
      "SDD 161 - Douleur thoracique",
    ]);
    expect(screen.getByRole("option", { name: "Michel Garnier" })).toHaveAccessibleDescription(
      "Station Cas n° 1 · Interrogatoire · SDD 161 Douleur thoracique",
    );
    expect(screen.getByRole("option", { name: "SDD 21 - Asthénie" })).toHaveAccessibleDescription(
      /^Support pédagogique/,
    );
  });

  it("matches names and titles without accents or case, and sheet numbers", async () => {
    const { user } = await openSearch();
    await user.type(box(), "GERARD");
    expect(optionNames()).toEqual(["Gérard Lemoine"]);
    await user.clear(box());
    await user.type(box(), "lefevre");
    expect(optionNames()).toEqual(["Monique Lefèvre"]);
    await user.clear(box());
    await user.type(box(), "oedeme");
    // A case matches its starting situation's title too.
    expect(optionNames()).toEqual(["Gérard Lemoine", "SDD 54 - Œdème localisé ou diffus"]);
    await user.clear(box());
    await user.type(box(), "sdd 161");
    expect(optionNames()).toEqual(["Michel Garnier", "SDD 161 - Douleur thoracique"]);
  });

  it("shows « Aucun résultat » when nothing matches", async () => {
    const { user } = await openSearch();
    await user.type(box(), "zzz");
    expect(optionNames()).toEqual(["Aucun résultat"]);
    expect(screen.getByRole("option", { name: "Aucun résultat" })).toHaveAttribute("aria-disabled", "true");
    await user.keyboard("{Enter}");
    expect(screen.getByRole("option", { name: "Aucun résultat" })).toBeInTheDocument();
  });

  it("Enter picks the first result: a sheet opens its page", async () => {
    const { user, router } = await openSearch();
    await user.type(box(), "diffus");
    expect(optionNames()).toEqual(["SDD 54 - Œdème localisé ou diffus"]);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Support Pédagogique" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage/revision-cards");
    expect(router.state.location.search).toBe("?sheet=54");
  });

  it("arrows move the active result (aria-activedescendant) and Enter picks it", async () => {
    const { user, router } = await openSearch();
    await user.type(box(), "161");
    expect(box()).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    const first = screen.getByRole("option", { name: "Michel Garnier" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(box()).toHaveAttribute("aria-activedescendant", first.id);
    await user.keyboard("{ArrowDown}");
    const second = screen.getByRole("option", { name: "SDD 161 - Douleur thoracique" });
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(first).toHaveAttribute("aria-selected", "false");
    expect(box()).toHaveAttribute("aria-activedescendant", second.id);
    await user.keyboard("{ArrowDown}{ArrowUp}"); // wraps to the first, then back to the last
    expect(second).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?sheet=161"));
  });

  it("Escape closes the list, an arrow opens it again", async () => {
    const { user } = await openSearch();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(box()).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("closes when the focus leaves the box, not when a result is pressed", async () => {
    const { user } = await openSearch();
    await user.click(screen.getByRole("button", { name: "Ailleurs" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.click(box());
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("the clear button empties the box and keeps it open with every result", async () => {
    const { user } = await openSearch();
    expect(screen.queryByRole("button", { name: "Effacer la recherche" })).not.toBeInTheDocument();
    await user.type(box(), "zzz");
    await user.click(screen.getByRole("button", { name: "Effacer la recherche" }));
    expect(box()).toHaveValue("");
    expect(box()).toHaveFocus();
    expect(optionNames()).toHaveLength(6);
  });

  it("picking a case opens its simulation start dialog", async () => {
    const { user } = await openSearch();
    await user.type(box(), "lemoine");
    await user.click(screen.getByRole("option", { name: "Gérard Lemoine" }));
    const dialog = await screen.findByRole("dialog", { name: /Gérard Lemoine/ });
    expect(within(dialog).getByRole("button", { name: "Lancer la simulation" })).toBeInTheDocument();
    // The dialog hides the page from assistive technologies: query the box among hidden elements.
    expect(screen.getByRole("combobox", { hidden: true })).toHaveValue("");
    expect(screen.queryByRole("listbox", { hidden: true })).not.toBeInTheDocument();
  });

  it("after a case picked with the keyboard, closing its dialog gives the focus back to the box, list closed", async () => {
    const { user } = await openSearch();
    await user.type(box(), "lemoine");
    await user.keyboard("{ArrowDown}{Enter}");
    const dialog = await screen.findByRole("dialog", { name: /Gérard Lemoine/ });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Not <body>: a keyboard user goes on from the box.
    await waitFor(() => expect(box()).toHaveFocus());
    expect(box()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    // The box behaves as before: an arrow opens the list, and so does the next time it gets the focus.
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ailleurs" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(box()).toHaveFocus();
    expect(screen.getByRole("listbox")).toBeInTheDocument();
  });

  it("has a placeholder short enough for a 375 px phone, the accessible name unchanged", async () => {
    renderSearch();
    const input = await screen.findByRole("combobox", {
      name: "Rechercher un cas clinique ou une fiche de révision",
    });
    expect(input).toHaveAttribute("placeholder", "Patient ou SDD 161");
  });

  it("still finds the cases when the sheets cannot be loaded", async () => {
    sheetsResponse = () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    const { user } = renderSearch();
    await user.click(await screen.findByRole("combobox"));
    await screen.findByRole("option", { name: "Michel Garnier" });
    await waitFor(() => expect(optionNames()).toEqual(["Michel Garnier", "Gérard Lemoine", "Monique Lefèvre"]));
  });
});
