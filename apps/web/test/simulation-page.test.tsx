import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  eventually,
  makeThread,
  mockApi,
  renderSimulation,
  runningThread,
  THREAD_ID,
  THREAD_PATH,
} from "./simulation-page-fixtures";
import { json } from "./support";

vi.mock("@/features/simulation/views/mode-view", async () => ({
  ModeView: (await import("./simulation-page-mode-view-stub")).FakeModeView,
}));

const api = mockApi();

describe("/simulation – loading", () => {
  it("goes back to the home page without a thread in the URL", async () => {
    const { router } = renderSimulation("/simulation");
    expect(await screen.findByRole("heading", { name: "Page d'accueil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
  });

  it("goes back to the home page when the thread does not exist", async () => {
    api.on(`GET ${THREAD_PATH}`, () =>
      json({ detail: { error_code: "ERR_NOT_FOUND", fields: [], message: "Not found" } }, 404),
    );
    const { router } = renderSimulation();
    expect(await screen.findByRole("heading", { name: "Page d'accueil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
  });
});

describe("/simulation – introduction", () => {
  it("shows the context and the instructions split into paragraphs, and says a simulation is in progress", async () => {
    api.station(makeThread());
    renderSimulation();
    const intro = await screen.findByRole("region", { name: "Prends connaissance de la situation" });
    expect(document.title).toBe("Simulation en cours – ECOS Academy");
    expect(screen.getByRole("heading", { name: "Michel Garnier", level: 1 })).toBeInTheDocument();
    expect(
      within(intro).getByText(
        "M. Garnier, 58 ans, consulte aux urgences pour une douleur thoracique apparue il y a deux heures.",
      ),
    ).toBeInTheDocument();
    const paragraphs = [
      "Vous êtes interne aux urgences.",
      "Menez l'interrogatoire du patient.",
      "Proposez un diagnostic.",
    ];
    for (const text of paragraphs) expect(within(intro).getByText(text).tagName).toBe("P");
    expect(screen.getByRole("timer", { name: "Temps restant" })).toHaveTextContent("1:00");
    expect(screen.getByText("/ 1:00")).toBeInTheDocument();
    // The sidebar keeps both folded during the reading minute (the page already shows them).
    expect(screen.getByRole("button", { name: "Consignes" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Contexte de la situation" })).toHaveAttribute("aria-expanded", "false");
  });

  it("starts the station with « Commencer »: the simulation step and its 7 minutes", async () => {
    api.station(makeThread());
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Commencer" }));
    expect(await screen.findByText("Vue active")).toBeInTheDocument();
    expect(api.calls(`POST ${THREAD_PATH}/start`)).toHaveLength(1);
    expect(screen.getByRole("timer", { name: "Temps restant" })).toHaveTextContent("7:00");
    expect(screen.getByText("/ 7:00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Terminer la station" })).toBeInTheDocument();
    expect(screen.getByLabelText("Diagnostic retenu")).toHaveValue("");
    // Once playing, the instructions unfold in the sidebar, one paragraph per sentence.
    expect(screen.getByRole("button", { name: "Consignes" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Menez l'interrogatoire du patient.")).toBeInTheDocument();
  });
});

describe("/simulation – quit", () => {
  it("pauses while the quit dialog is open, resumes on cancel, and goes home on confirm", async () => {
    api.station(runningThread());
    const { user, router } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Quitter" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitter la simulation ?" });
    expect(dialog).toHaveTextContent("Les simulations en pause restent accessibles depuis la page d'accueil");
    await eventually(() => api.calls(`POST ${THREAD_PATH}/pause`).length === 1, "the pause");
    expect(await screen.findByText("Vue en pause")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Continuer la simulation" }));
    expect(await screen.findByText("Vue active")).toBeInTheDocument();
    expect(api.calls(`POST ${THREAD_PATH}/resume`)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Quitter" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Quitter" }));
    expect(await screen.findByRole("heading", { name: "Page d'accueil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
    expect(api.calls(`POST ${THREAD_PATH}/pause`)).toHaveLength(2);
    expect(api.calls(`POST ${THREAD_PATH}/resume`)).toHaveLength(1);
  });

  it("asks before any in-app navigation while the station runs", async () => {
    api.station(runningThread());
    const { user, router } = renderSimulation();
    await screen.findByText("Vue active");
    await router.navigate("/homepage/revision-cards");
    const dialog = await screen.findByRole("dialog", { name: "Quitter la simulation ?" });
    expect(router.state.location.pathname).toBe("/simulation");
    await user.click(within(dialog).getByRole("button", { name: "Continuer la simulation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/simulation");

    await router.navigate("/homepage/revision-cards");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Quitter" }));
    expect(await screen.findByRole("heading", { name: "Fiches de révision" })).toBeInTheDocument();
  });

  it("makes the browser ask before closing the tab while the station runs", async () => {
    api.station(runningThread());
    renderSimulation();
    await screen.findByText("Vue active");
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("pauses the station with a keepalive request when the page is hidden", async () => {
    api.station(runningThread());
    renderSimulation();
    await screen.findByText("Vue active");
    window.dispatchEvent(new Event("pagehide"));
    const [call] = api.calls(`POST ${THREAD_PATH}/pause`);
    expect(call?.[1]?.keepalive).toBe(true);
    expect(new Headers(call?.[1]?.headers).get("authorization")).toBe("Bearer tok-123");
  });
});

describe("/simulation – bug report", () => {
  it("sends nothing until both fields are filled, then sends the report with the thread", async () => {
    api.station(runningThread());
    api.on("POST /api/forms/bug-report", () => json({ id: "b1", created_at: "2025-06-20T10:00:00.000Z" }, 201));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Signaler un bug" }));
    const dialog = await screen.findByRole("dialog", { name: "Signaler un bug" });
    await user.type(within(dialog).getByLabelText("Description"), "Le patient donne un traitement inexistant.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(api.calls("POST /api/forms/bug-report")).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText("Type de problème"), "Erreur médicale");
    await user.clear(within(dialog).getByLabelText("Description"));
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(api.calls("POST /api/forms/bug-report")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Description"), "Le patient donne un traitement inexistant.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Formulaire bien envoyé. Merci pour ton retour !")).toBeInTheDocument();
    expect(api.bodies("POST /api/forms/bug-report")).toEqual([
      { bug_type: "medical", message: "Le patient donne un traitement inexistant.", thread_id: THREAD_ID },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The dialog paused the station; closing it resumed it.
    await eventually(() => api.calls(`POST ${THREAD_PATH}/resume`).length === 1, "the resume");
  });

  it("says the form is not valid when the server refuses it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.station(runningThread());
    api.on("POST /api/forms/bug-report", () =>
      json({ detail: { error_code: "ERR_INVALID_INPUT", fields: ["message"], message: "invalid" } }, 400),
    );
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Signaler un bug" }));
    const dialog = await screen.findByRole("dialog", { name: "Signaler un bug" });
    await user.selectOptions(within(dialog).getByLabelText("Type de problème"), "Erreur de l'application");
    await user.type(within(dialog).getByLabelText("Description"), "Le bouton ne répond pas.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Le formulaire n'est pas valide")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Signaler un bug" })).toBeInTheDocument();
  });
});
