import type { CaseImageRef, ThreadState } from "@ecos/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodiesOf, makeThread, renderModeView, routeFetch, serverError } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const NOTE = "POST /api/simulation/iconography/t1";
const IMAGES: CaseImageRef[] = [
  {
    name: "Annexe Iconographie 1",
    url: "/api/stations/station-007/images/rx.png",
    alt: "Radiographie thoracique de face",
  },
  { name: "Annexe Iconographie 2", url: "/api/stations/station-007/images/ct.png", alt: "Scanner thoracique injecté" },
];

const imagesThread = (overrides: Partial<ThreadState> = {}, images = IMAGES) =>
  makeThread({ scenario: { content_type: "iconography" }, base: { images }, ...overrides });
const zoomLevel = () => screen.getByRole("status", { name: "Niveau de zoom" });

describe("image viewer", () => {
  it("picks a document by its tab and shows the image with its description", async () => {
    const { user } = renderModeView(imagesThread());
    const first = screen.getByRole("img", { name: "Radiographie thoracique de face" });
    expect(first).toHaveAttribute("src", IMAGES[0]?.url);
    expect(screen.getByRole("tab", { name: "Annexe Iconographie 1" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Annexe Iconographie 2" }));
    expect(screen.getByRole("img", { name: "Scanner thoracique injecté" })).toBeVisible();
    expect(first).not.toBeVisible();
  });

  it("zooms from 50 % to 200 % in steps of 10 %, with the buttons disabled at the bounds", async () => {
    const { user } = renderModeView(imagesThread({}, IMAGES.slice(0, 1)));
    const zoomIn = screen.getByRole("button", { name: "Zoom avant" });
    const zoomOut = screen.getByRole("button", { name: "Zoom arrière" });
    const reset = screen.getByRole("button", { name: "Réinitialiser le zoom" });
    const image = screen.getByRole("img", { name: "Radiographie thoracique de face" });
    expect(zoomLevel()).toHaveTextContent("100 %");
    expect(reset).toBeDisabled();

    await user.click(zoomIn);
    expect(zoomLevel()).toHaveTextContent("110 %");
    expect(image).toHaveStyle({ width: "110%" });
    for (let i = 0; i < 8; i += 1) await user.click(zoomIn);
    expect(zoomLevel()).toHaveTextContent("190 %");
    expect(zoomIn).toBeEnabled();
    await user.click(zoomIn);
    expect(zoomLevel()).toHaveTextContent("200 %");
    expect(zoomIn).toBeDisabled();

    for (let i = 0; i < 14; i += 1) await user.click(zoomOut);
    expect(zoomLevel()).toHaveTextContent("60 %");
    expect(zoomOut).toBeEnabled();
    await user.click(zoomOut);
    expect(zoomLevel()).toHaveTextContent("50 %");
    expect(zoomOut).toBeDisabled();
    expect(zoomIn).toBeEnabled();

    await user.click(reset);
    expect(zoomLevel()).toHaveTextContent("100 %");
  });

  it("says so when the station has no document", () => {
    renderModeView(imagesThread({}, []));
    expect(screen.getByText("Aucun document pour cette station.")).toBeInTheDocument();
  });
});

describe("analysis notes", () => {
  it("lists the notes already taken", () => {
    renderModeView(
      imagesThread({
        observations: [
          { id: "o1", observation: "Opacité du lobe inférieur droit", created_at: "2025-01-01T10:02:00Z" },
        ],
      }),
    );
    expect(screen.getByRole("list", { name: "Notes d'analyse" })).toHaveTextContent("Opacité du lobe inférieur droit");
  });

  it("ignores an empty note", async () => {
    const { user } = renderModeView(imagesThread());
    await user.click(screen.getByRole("button", { name: "Ajouter" }));
    await user.type(screen.getByRole("textbox", { name: "Nouvelle note" }), "   ");
    await user.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds a note to the list and to the thread cache", async () => {
    routeFetch(fetchMock, {
      [NOTE]: (body) => {
        const { observation } = body as { observation: string };
        return json({ id: "o2", observation, created_at: "2025-01-01T10:03:00Z" }, 201);
      },
    });
    const { user, cached } = renderModeView(imagesThread());
    const input = screen.getByRole("textbox", { name: "Nouvelle note" });
    await user.type(input, "  Pneumothorax droit  ");
    await user.click(screen.getByRole("button", { name: "Ajouter" }));

    expect(await screen.findByRole("list", { name: "Notes d'analyse" })).toHaveTextContent("Pneumothorax droit");
    expect(input).toHaveValue("");
    expect(bodiesOf(fetchMock, NOTE)[0]).toMatchObject({ observation: "Pneumothorax droit" });
    expect(cached()?.observations.map((o) => o.observation)).toEqual(["Pneumothorax droit"]);
  });

  it("toasts an error, keeps the text, and retries under the same client id", async () => {
    let calls = 0;
    routeFetch(fetchMock, {
      [NOTE]: () =>
        ++calls === 1
          ? serverError()
          : json({ id: "o3", observation: "Cardiomégalie", created_at: "2025-01-01T10:04:00Z" }),
    });
    const { user } = renderModeView(imagesThread());
    const input = screen.getByRole("textbox", { name: "Nouvelle note" });
    await user.type(input, "Cardiomégalie");
    await user.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(input).toHaveValue("Cardiomégalie");

    await user.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByRole("list", { name: "Notes d'analyse" })).toHaveTextContent("Cardiomégalie");
    const [first, second] = bodiesOf(fetchMock, NOTE);
    expect(second?.client_id).toBe(first?.client_id);
  });
});

describe("analysis notes: keyboard and drafts", () => {
  const noteReply = () =>
    routeFetch(fetchMock, {
      [NOTE]: (body) => {
        const { observation } = body as { observation: string };
        return json({ id: "o9", observation, created_at: "2025-01-01T10:05:00Z" }, 201);
      },
    });

  it("adds the note with Enter, and goes to a new line with Shift+Enter", async () => {
    noteReply();
    const { user } = renderModeView(imagesThread());
    const input = screen.getByRole("textbox", { name: "Nouvelle note" });
    expect(input).toHaveAccessibleDescription("Entrée pour ajouter, Maj+Entrée pour aller à la ligne.");
    await user.type(input, "Opacité lobaire{Shift>}{Enter}{/Shift}droite");
    expect(input).toHaveValue("Opacité lobaire\ndroite");
    expect(bodiesOf(fetchMock, NOTE)).toEqual([]);
    await user.type(input, "{Enter}");
    expect(await screen.findByRole("list", { name: "Notes d'analyse" })).toHaveTextContent("Opacité lobaire");
    expect(bodiesOf(fetchMock, NOTE)[0]).toMatchObject({ observation: "Opacité lobaire\ndroite" });
    expect(input).toHaveValue("");
    expect(localStorage.getItem("ecos:note-draft:t1")).toBeNull();
  });

  it("keeps a draft across a reload of the station, until it is added", async () => {
    const first = renderModeView(imagesThread());
    await first.user.type(screen.getByRole("textbox", { name: "Nouvelle note" }), "Cardiomégalie débutante");
    first.unmount();
    noteReply();
    const { user } = renderModeView(imagesThread());
    const input = screen.getByRole("textbox", { name: "Nouvelle note" });
    expect(input).toHaveValue("Cardiomégalie débutante");
    await user.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByRole("list", { name: "Notes d'analyse" })).toHaveTextContent("Cardiomégalie débutante");
    expect(localStorage.getItem("ecos:note-draft:t1")).toBeNull();
  });
});
