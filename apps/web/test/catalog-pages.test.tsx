import type { ScenarioRecord } from "@ecos/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CategoryPage, ModePage } from "@/features/dashboard/catalog-page";
import { CaseList } from "@/features/dashboard/components/case-list";
import { DashboardSearch } from "@/features/search";
import { makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

const SCENARIOS: ScenarioRecord[] = [
  makeScenario(), // station-001, interrogation, cardiology
  makeScenario({
    id: "station-019",
    number: 19,
    label: "Sarah Benali",
    category_id: "emergency",
    content_type: "urgence",
    sdd: "Une femme de 32 ans fait un malaise après une piqûre de guêpe.",
  }),
  makeScenario({
    id: "station-020",
    number: 20,
    label: "Robert Lemaire",
    category_id: "cardiology",
    content_type: "urgence",
    sdd: "Un homme de 64 ans s'effondre dans le service.",
  }),
  makeScenario({
    id: "station-021",
    number: 21,
    label: "Julien Roux",
    category_id: "infectiology",
    content_type: "procedure",
    sdd: "Ponction lombaire chez un homme fébrile.",
  }),
];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return json(SCENARIOS);
  if (key === "GET /api/sheets") return json([]);
  throw new TypeError(`Unexpected request ${key}`);
});
stubSignedInApi(fetchMock);

function renderAt(path: string) {
  return renderWithSession(
    [
      { path: "/homepage", element: signedInScreen(<DashboardSearch />) },
      { path: "/homepage/mode/:slug", element: signedInScreen(<ModePage />) },
      { path: "/homepage/category/:id", element: signedInScreen(<CategoryPage />) },
      { path: "/homepage/cases", element: signedInScreen(<CaseList />) },
    ],
    path,
  );
}

const cardNames = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("mode and category pages", () => {
  it("/homepage/mode/urgence lists the stations of that mode only, with the mode's name and description", async () => {
    renderAt("/homepage/mode/urgence");
    expect(await screen.findByRole("heading", { name: "Urgence vitale", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Reconnais une urgence vitale/)).toBeInTheDocument();
    await screen.findByText("Sarah Benali");
    expect(cardNames()).toEqual(["Sarah Benali", "Robert Lemaire"]);
    expect(screen.getByText("2 stations")).toBeInTheDocument();
  });

  it("a mode without stations says so; an unknown slug is the not-found page", async () => {
    renderAt("/homepage/mode/collaboration");
    expect(await screen.findByText("Aucune station dans ce mode pour l'instant.")).toBeInTheDocument();
  });

  it("an unknown mode slug shows the not-found page", async () => {
    renderAt("/homepage/mode/chirurgie");
    expect(await screen.findByRole("heading", { name: "Page introuvable" })).toBeInTheDocument();
  });

  it("/homepage/category/cardiology lists the category's stations across modes", async () => {
    renderAt("/homepage/category/cardiology");
    expect(await screen.findByRole("heading", { name: "Cardiologie", level: 1 })).toBeInTheDocument();
    await screen.findByText("Robert Lemaire");
    expect(cardNames()).toEqual(["Michel Garnier", "Robert Lemaire"]);
  });
});

describe("the case list's mode filter and the search", () => {
  it("filters the cases by mode, offering only the modes that have stations", async () => {
    const { user } = renderAt("/homepage/cases");
    await screen.findByText("Julien Roux");
    const select = screen.getByRole("combobox", { name: "Mode" });
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Tous les modes", "Interrogatoire", "Urgence vitale", "Procédure"]);
    await user.selectOptions(select, "Procédure");
    expect(cardNames()).toEqual(["Julien Roux"]);
    await user.selectOptions(select, "Tous les modes");
    expect(cardNames()).toHaveLength(4);
  });

  it("finds stations by their mode's name and offers the mode's page", async () => {
    const { user } = renderAt("/homepage");
    const box = await screen.findByRole("combobox", { name: "Rechercher un cas clinique ou une fiche de révision" });
    await user.type(box, "urgence vitale");
    const list = await screen.findByRole("listbox");
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(3));
    const labels = within(list)
      .getAllByRole("option")
      .map((option) => option.getAttribute("aria-labelledby") && option.textContent);
    expect(labels[0]).toContain("Sarah Benali");
    expect(labels[1]).toContain("Robert Lemaire");
    expect(labels[2]).toContain("Mode d'évaluation");
    expect(labels[2]).toContain("2 stations");
    await user.click(within(list).getAllByRole("option")[2] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Urgence vitale", level: 1 })).toBeInTheDocument();
  });
});
