import type { SheetSummary } from "@ecos/contracts";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { RevisionSheetsPage } from "@/features/revision-sheets/revision-sheets-page";
import { matchesQuery } from "@/lib/text-search";
import { deferred, makeScenario } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

function makeSheet(id: number, title: string, overrides: Partial<SheetSummary> = {}): SheetSummary {
  return {
    id,
    title,
    summary: `Les points clés de la SDD ${id}.`,
    case_id: null,
    image_url: `/api/sheets/${id}.png`,
    image_alt: `Fiche de révision SDD ${id} : ${title}`,
    file_name: `SDD-${id}.png`,
    ...overrides,
  };
}

// Answered out of order: the grid sorts by number.
const SHEETS = [
  makeSheet(161, "Douleur thoracique", { case_id: "station-001", file_name: "SDD-161-douleur-thoracique.png" }),
  makeSheet(21, "Asthénie"),
  makeSheet(54, "Œdème localisé ou diffus"),
  makeSheet(36, "Douleur de la région lombaire"),
  makeSheet(162, "Dyspnée"),
];
const PAGE = "/homepage/revision-cards";
/** The PNG route's answer: a PNG signature is enough here. */
const pngFile = () =>
  new Response(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), { headers: { "content-type": "image/png" } });

let sheetsResponse: () => Promise<Response>;
let scenariosResponse: () => Promise<Response>;
let pngResponse: () => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return scenariosResponse();
  if (key === "GET /api/sheets") return sheetsResponse();
  if (key === "GET /api/sheets/161.png") return pngResponse();
  throw new TypeError(`Unexpected request ${key}`);
});

function renderSheets(path = PAGE) {
  return renderWithSession(
    [
      {
        path: PAGE,
        element: signedInScreen(<RevisionSheetsPage />),
      },
    ],
    path,
  );
}

const grid = () => screen.getByRole("region", { name: "Fiches de révision" });
const cardNames = () =>
  within(grid())
    .queryAllByRole("link")
    .map((link) => link.textContent);
const search = () => screen.getByRole("searchbox", { name: "Rechercher une fiche" });

stubSignedInApi(fetchMock);
beforeEach(() => {
  sheetsResponse = async () => json(SHEETS);
  scenariosResponse = async () => json([makeScenario()]);
  pngResponse = async () => pngFile();
});

describe("Revision sheets: the list", () => {
  it("shows a spinner, then the cards sorted by number with « SDD {id} » and the title", async () => {
    const answer = deferred<Response>();
    sheetsResponse = () => answer.promise;
    renderSheets();
    expect(await screen.findByRole("heading", { name: "Support Pédagogique", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Chargement des fiches" })).toBeInTheDocument();
    answer.resolve(json(SHEETS));
    await screen.findByRole("link", { name: "SDD 21 Asthénie" });
    expect(cardNames()).toEqual([
      "SDD 21 Asthénie",
      "SDD 36 Douleur de la région lombaire",
      "SDD 54 Œdème localisé ou diffus",
      "SDD 161 Douleur thoracique",
      "SDD 162 Dyspnée",
    ]);
    const card = screen.getByRole("article", { name: "SDD 161 Douleur thoracique" });
    expect(within(card).getByText("Les points clés de la SDD 161.")).toBeInTheDocument();
    expect(within(card).getByText("Cas clinique associé")).toBeInTheDocument();
    expect(screen.getByText("5 fiches")).toBeInTheDocument();
  });

  it("filters by number and by title, ignoring accents and case", async () => {
    const { user } = renderSheets();
    await screen.findByRole("link", { name: "SDD 21 Asthénie" });
    await user.type(search(), "16");
    expect(cardNames()).toEqual(["SDD 161 Douleur thoracique", "SDD 162 Dyspnée"]);
    expect(screen.getByText("2 fiches sur 5")).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), "SDD 54");
    expect(cardNames()).toEqual(["SDD 54 Œdème localisé ou diffus"]);
    await user.clear(search());
    await user.type(search(), "DOULEUR");
    expect(cardNames()).toEqual(["SDD 36 Douleur de la région lombaire", "SDD 161 Douleur thoracique"]);
    await user.clear(search());
    await user.type(search(), "oedeme");
    expect(cardNames()).toEqual(["SDD 54 Œdème localisé ou diffus"]);
    await user.clear(search());
    await user.type(search(), "asthenie");
    expect(cardNames()).toEqual(["SDD 21 Asthénie"]);
  });

  it("says « Aucun résultat » when nothing matches, and the clear button brings every sheet back", async () => {
    const { user } = renderSheets();
    await screen.findByRole("link", { name: "SDD 21 Asthénie" });
    await user.type(search(), "zzz");
    expect(within(grid()).getByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText("0 fiche sur 5")).toBeInTheDocument(); // French: singular for 0
    expect(cardNames()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Effacer la recherche" }));
    expect(search()).toHaveValue("");
    expect(cardNames()).toHaveLength(5);
  });

  it("shows an error with a retry when the sheets cannot be loaded (no made-up sheets)", async () => {
    sheetsResponse = async () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    const { user } = renderSheets();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Impossible de charger les fiches de révision.");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    sheetsResponse = async () => json(SHEETS);
    await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("link", { name: "SDD 21 Asthénie" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("Revision sheets: one sheet", () => {
  it("opens from ?sheet= with the image, the download and the linked case", async () => {
    renderSheets(`${PAGE}?sheet=161`);
    const title = await screen.findByRole("heading", { name: "Douleur thoracique", level: 2 });
    expect(title).toHaveFocus();
    expect(screen.getByText("SDD 161")).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Fiche de révision SDD 161 : Douleur thoracique" });
    expect(image).toHaveAttribute("src", "/api/sheets/161.png");
    expect(screen.getByRole("button", { name: "Télécharger" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Retour" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Voir le cas clinique" })).toBeEnabled());
  });

  it("has no « Voir le cas clinique » when the sheet links no case", async () => {
    renderSheets(`${PAGE}?sheet=21`);
    await screen.findByRole("heading", { name: "Asthénie", level: 2 });
    expect(screen.getByRole("button", { name: "Télécharger" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Voir le cas clinique" })).not.toBeInTheDocument();
  });

  it("« Voir le cas clinique » opens the start dialog of the linked case", async () => {
    const { user } = renderSheets(`${PAGE}?sheet=161`);
    const button = await screen.findByRole("button", { name: "Voir le cas clinique" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: /Michel Garnier/ });
    expect(within(dialog).getByRole("button", { name: "Lancer la simulation" })).toBeInTheDocument();
  });

  it("« Voir le cas clinique » stays usable when the cases could not be loaded: a press loads them again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const serverError = async () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500);
    scenariosResponse = serverError;
    const { user } = renderSheets(`${PAGE}?sheet=161`);
    await waitFor(() => expect(error).toHaveBeenCalledWith("Error when fetching scenarios", expect.any(Error)));
    const button = screen.getByRole("button", { name: "Voir le cas clinique" });
    await waitFor(() => expect(button).toBeEnabled());

    // Still failing: the student is told, the button stays usable.
    await user.click(button);
    expect(
      await screen.findByText("Le cas clinique n'a pas pu être chargé. Réessaie dans un instant."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Voir le cas clinique" })).toBeEnabled());

    // Back: the same press opens the case.
    scenariosResponse = async () => json([makeScenario()]);
    await user.click(screen.getByRole("button", { name: "Voir le cas clinique" }));
    const dialog = await screen.findByRole("dialog", { name: /Michel Garnier/ });
    expect(within(dialog).getByRole("button", { name: "Lancer la simulation" })).toBeInTheDocument();
  });

  it("a card opens the sheet in the URL; « Retour » and the back button come back to the filtered grid", async () => {
    const { user, router } = renderSheets();
    await screen.findByRole("link", { name: "SDD 21 Asthénie" });
    await user.type(search(), "douleur");
    await user.click(screen.getByRole("link", { name: "SDD 161 Douleur thoracique" }));
    expect(await screen.findByRole("heading", { name: "Douleur thoracique", level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=douleur&sheet=161");
    expect(screen.queryByRole("region", { name: "Fiches de révision" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Retour" }));
    await screen.findByRole("region", { name: "Fiches de révision" });
    expect(router.state.location.search).toBe("?q=douleur");
    expect(search()).toHaveValue("douleur");
    expect(screen.getByRole("link", { name: "SDD 161 Douleur thoracique" })).toHaveFocus();

    await user.click(screen.getByRole("link", { name: "SDD 36 Douleur de la région lombaire" }));
    await screen.findByRole("heading", { name: "Douleur de la région lombaire", level: 2 });
    await router.navigate(-1); // the browser's back button
    expect(await screen.findByRole("link", { name: "SDD 36 Douleur de la région lombaire" })).toHaveFocus();
  });

  it("« Retour » from a direct link shows the whole list", async () => {
    const { user, router } = renderSheets(`${PAGE}?sheet=54`);
    await screen.findByRole("heading", { name: "Œdème localisé ou diffus", level: 2 });
    await user.click(screen.getByRole("button", { name: "Retour" }));
    await screen.findByRole("link", { name: "SDD 21 Asthénie" });
    expect(router.state.location.search).toBe("");
    expect(cardNames()).toHaveLength(5);
    expect(screen.getByRole("heading", { name: "Support Pédagogique", level: 1 })).toHaveFocus();
  });

  it("says so when ?sheet= names no sheet", async () => {
    renderSheets(`${PAGE}?sheet=999`);
    expect(await screen.findByRole("heading", { name: "Fiche introuvable" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retour" })).toBeInTheDocument();
  });

  it("« Télécharger » saves the PNG through a blob link named after the sheet, with a spinner meanwhile", async () => {
    const png = deferred<Response>();
    pngResponse = () => png.promise;
    const createObjectURL = vi.fn((_blob: Blob) => "blob:fiche-161");
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
    });
    const { user } = renderSheets(`${PAGE}?sheet=161`);
    await user.click(await screen.findByRole("button", { name: "Télécharger" }));

    const busy = screen.getByRole("button", { name: /Télécharger/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(within(busy).getByRole("status", { name: "Téléchargement en cours" })).toBeInTheDocument();
    expect(within(busy).getAllByRole("status")).toHaveLength(1); // not « Envoi en cours » as well
    png.resolve(pngFile());

    await waitFor(() => expect(screen.getByRole("button", { name: "Télécharger" })).toBeEnabled());
    expect(clicked).toEqual([{ href: "blob:fiche-161", download: "SDD-161-douleur-thoracique.png" }]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe("image/png");
    expect(document.querySelector("a[download]")).toBeNull(); // the temporary link is gone
  });

  it("a failed download is logged and the student is told", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    pngResponse = async () => new Response("boom", { status: 500 });
    const { user } = renderSheets(`${PAGE}?sheet=161`);
    await user.click(await screen.findByRole("button", { name: "Télécharger" }));
    expect(await screen.findByText("Le téléchargement a échoué. Réessaie dans un instant.")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Error when downloading the revision sheet", expect.any(Error));
    expect(screen.getByRole("button", { name: "Télécharger" })).toBeEnabled();
  });

  it("says so with a retry when the image cannot be loaded, the download still usable", async () => {
    const { user } = renderSheets(`${PAGE}?sheet=161`);
    const image = await screen.findByRole("img", { name: /SDD 161/ });
    expect(image).toHaveClass("animate-pulse"); // the placeholder while it loads
    fireEvent.error(image);

    const frame = screen.getByRole("region", { name: "Fiche en image" });
    expect(within(frame).getByRole("alert")).toHaveTextContent("L'image de la fiche n'a pas pu être chargée.");
    expect(screen.queryByRole("img", { name: /SDD 161/ })).not.toBeInTheDocument(); // no endless placeholder
    expect(screen.getByRole("button", { name: "Télécharger" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Zoom avant" })).toBeDisabled();

    await user.click(within(frame).getByRole("button", { name: "Réessayer" }));
    const again = screen.getByRole("img", { name: /SDD 161/ });
    expect(again).not.toBe(image); // a new element: the browser asks for the image again
    expect(again).toHaveAttribute("src", "/api/sheets/161.png");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(frame).toHaveFocus(); // not lost on <body> with the button
    fireEvent.load(again);
    expect(again).not.toHaveClass("animate-pulse");
    expect(screen.getByRole("button", { name: "Zoom avant" })).toBeEnabled();
  });

  it("zooms the image in and out", async () => {
    const { user } = renderSheets(`${PAGE}?sheet=161`);
    const image = await screen.findByRole("img", { name: /SDD 161/ });
    expect(screen.getByRole("button", { name: "Zoom arrière" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Zoom avant" }));
    expect(image.style.width).toBe("150%");
    expect(screen.getByRole("status", { name: "Niveau de zoom" })).toHaveTextContent("150 %");
    await user.click(screen.getByRole("button", { name: "Zoom arrière" }));
    expect(image.style.width).toBe("100%");
  });
});

describe("Button's loading label", () => {
  it("announces « Envoi en cours » by default, or the given loadingLabel", () => {
    render(
      <>
        <Button loading>Envoyer</Button>
        <Button loading loadingLabel="Téléchargement en cours">
          Télécharger
        </Button>
      </>,
    );
    const [send, download] = screen.getAllByRole("button");
    expect(within(send as HTMLElement).getByRole("status")).toHaveAccessibleName("Envoi en cours");
    expect(within(download as HTMLElement).getByRole("status")).toHaveAccessibleName("Téléchargement en cours");
    expect(download).toBeDisabled();
    expect(download).toHaveAttribute("aria-busy", "true");
  });
});

describe("the shared text search (sheets, dashboard search box, clinical exams)", () => {
  it("matches every word of the query, accents, ligatures and case ignored", () => {
    expect(matchesQuery("oedeme", "SDD 54 - Œdème localisé ou diffus")).toBe(true);
    expect(matchesQuery("ECHO coeur", "Échographie", "cœur, souffle")).toBe(true);
    expect(matchesQuery("thoracique 161", "SDD 161 - Douleur thoracique")).toBe(true);
    expect(matchesQuery("thoracique 162", "SDD 161 - Douleur thoracique")).toBe(false);
    expect(matchesQuery("  ", "anything")).toBe(true);
  });
});
