import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AboutEcosPage } from "@/features/about-ecos/about-ecos-page";

function renderGuide() {
  render(
    <MemoryRouter>
      <AboutEcosPage />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole("region", { name });
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/\s+/g, " ").trim());

describe("ECOS guide", () => {
  it("has a title and one heading per topic", () => {
    renderGuide();
    expect(screen.getByRole("heading", { name: "À propos des ECOS", level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "L'essentiel en chiffres",
      "Le poids des ECOS dans la note finale",
      "Le déroulement de l'épreuve",
      "Une station, minute par minute",
      "Ce qui est évalué",
      "Valider les ECOS",
      "Et sur ECOS Academy ?",
    ]);
  });

  it("splits the final mark 30 / 60 / 10 in words, not only in colour", () => {
    renderGuide();
    const split = within(section("Le poids des ECOS dans la note finale")).getByRole("list", {
      name: "Répartition de la note finale",
    });
    expect(items(split)).toEqual([
      "ECOS : 30 % les stations cliniques chronométrées",
      "Épreuves écrites : 60 % les épreuves écrites nationales",
      "Parcours : 10 % l'évaluation du parcours de formation",
    ]);
  });

  it("gives the figures to remember", () => {
    renderGuide();
    const figures = within(section("L'essentiel en chiffres"))
      .getAllByRole("definition")
      .map((figure) => figure.textContent);
    expect(figures).toEqual(["30 %", "10", "10/20", "Fin mai"]);
    expect(screen.getByText("de la note finale du concours national")).toBeInTheDocument();
  });

  it("describes 10 stations over two half-days of 5, at the end of May", () => {
    renderGuide();
    const days = section("Le déroulement de l'épreuve");
    expect(days).toHaveTextContent("Les ECOS nationaux ont lieu fin mai");
    expect(days).toHaveTextContent("10 stations réparties sur deux demi-journées, soit 5 stations par demi-journée");
    const first = within(days).getByRole("list", { name: "Stations de la 1re demi-journée" });
    const second = within(days).getByRole("list", { name: "Stations de la 2e demi-journée" });
    expect(items(first)).toEqual(["Station 1", "Station 2", "Station 3", "Station 4", "Station 5"]);
    expect(items(second)).toEqual(["Station 6", "Station 7", "Station 8", "Station 9", "Station 10"]);
  });

  it("times a station: 1 min of reading, 8 min of interaction, 2 min of break", () => {
    renderGuide();
    const timeline = within(section("Une station, minute par minute")).getByRole("list", {
      name: "Déroulement d'une station",
    });
    const steps = within(timeline)
      .getAllByRole("listitem")
      .map((step) => within(step).getAllByRole("paragraph")[0]?.textContent);
    expect(steps).toEqual(["Étape 1 : Lecture : 1 min", "Étape 2 : Interaction : 8 min", "Étape 3 : Pause : 2 min"]);
  });

  it("names the 11 competence domains, the 356 starting situations and the 10/20 pass mark", () => {
    renderGuide();
    expect(section("Ce qui est évalué")).toHaveTextContent(
      "Les stations couvrent 11 domaines de compétences et s'appuient sur les 356 situations de départ (SDD)",
    );
    expect(within(section("Ce qui est évalué")).getByRole("link", { name: "Support pédagogique" })).toHaveAttribute(
      "href",
      "/homepage/revision-cards",
    );
    expect(section("Valider les ECOS")).toHaveTextContent("moyenne d'au moins 10/20");
  });

  it("maps our stations onto the exam: 1 min + 7 min = 8 min, graded /20 from an explicit grid", () => {
    renderGuide();
    const ours = section("Et sur ECOS Academy ?");
    expect(ours).toHaveTextContent(
      "Nos stations durent 8 minutes : 1 min d'introduction pour lire la situation, puis 7 min de simulation",
    );
    expect(ours).toHaveTextContent("sur 20 d'après une grille explicite");
    const table = within(ours).getByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Lecture de la situation", "1 min", "1 min (introduction)"],
      ["Interaction", "8 min", "7 min (simulation)"],
      ["Durée de la station", "9 min, puis 2 min de pause", "8 min"],
      ["Note", "sur 20, validation à 10/20 de moyenne", "sur 20, d'après une grille explicite"],
    ]);
    // On a phone the same rows are stacked cards.
    const cards = within(ours).getByRole("list", { name: "Comparaison avec les ECOS nationaux" });
    const interaction = within(cards).getAllByRole("listitem")[1] as HTMLElement;
    expect(within(interaction).getByText("Interaction")).toBeInTheDocument();
    expect(
      within(interaction)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["ECOS nationaux", "ECOS Academy"]);
    expect(
      within(interaction)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["8 min", "7 min (simulation)"]);
    expect(within(ours).getByRole("link", { name: "Choisis un cas clinique" })).toHaveAttribute(
      "href",
      "/homepage/dashboard",
    );
  });
});
