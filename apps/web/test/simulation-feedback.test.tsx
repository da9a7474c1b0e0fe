import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  eventually,
  LONG_REPLY,
  makeGrade,
  makeMessage,
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
const REVIEW_PATH = `/api/simulation/${THREAD_ID}/review`;
const REPORT_PATH = "/api/simulation/messages/m2/report";
const gradedThread = (reviewed = false) =>
  makeThread({ status: "corrected", step: "grading", remaining_seconds: 0, grade: makeGrade(), reviewed });

describe("/simulation – feedback questionnaire", () => {
  it("requires the three answers and a comment of at most 512 characters, then thanks and disables the button", async () => {
    api.station(gradedThread());
    api.on(`POST ${REVIEW_PATH}`, () => json({ ok: true }));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Donner mon avis" }));
    const dialog = await screen.findByRole("dialog", { name: "Ton avis sur la station" });
    const send = within(dialog).getByRole("button", { name: "Envoyer" });

    await user.click(send);
    expect(within(dialog).getAllByText("Choisis une réponse.")).toHaveLength(3);
    expect(within(dialog).getByText("Écris un commentaire.")).toBeInTheDocument();

    const question = (name: string) => within(dialog).getByRole("group", { name });
    await user.click(within(question("Cette station t'a-t-elle aidé(e) à progresser ?")).getByLabelText("Oui"));
    await user.click(within(question("La simulation était-elle réaliste ?")).getByLabelText("Moyen"));
    await user.click(within(question("La correction t'a-t-elle semblé juste ?")).getByLabelText("Pas lue"));
    expect(within(dialog).queryByText("Choisis une réponse.")).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText("Les visuels"));
    await user.click(within(dialog).getByLabelText("Les réponses de l'IA"));

    const comment = within(dialog).getByLabelText("Ton commentaire");
    await user.click(comment);
    await user.paste("a".repeat(513));
    expect(within(dialog).getByText("513/512 caractères")).toBeInTheDocument();
    await user.click(send);
    expect(within(dialog).getByText("512 caractères maximum.")).toBeInTheDocument();
    expect(comment).toHaveAttribute("aria-invalid", "true");
    expect(api.calls(`POST ${REVIEW_PATH}`)).toHaveLength(0);

    await user.clear(comment);
    await user.type(comment, "Très réaliste, merci !");
    expect(within(dialog).getByText("22/512 caractères")).toBeInTheDocument();
    await user.click(send);
    expect(
      await screen.findByText("Questionnaire bien envoyé ! Merci beaucoup pour ton retour :)"),
    ).toBeInTheDocument();
    expect(api.bodies(`POST ${REVIEW_PATH}`)).toEqual([
      {
        progress: "oui",
        simulation: "moyen",
        grading: "pas lue",
        ameliorations: ["visuals", "ia"],
        commentary: "Très réaliste, merci !",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Merci pour ton retour !" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Donner mon avis" })).not.toBeInTheDocument();
  });

  it("keeps the questionnaire open with an internal error toast when sending fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.station(gradedThread());
    api.on(`POST ${REVIEW_PATH}`, () =>
      json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500),
    );
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Donner mon avis" }));
    const dialog = await screen.findByRole("dialog", { name: "Ton avis sur la station" });
    for (const label of ["Oui", "Non"]) {
      for (const radio of within(dialog).getAllByLabelText(label)) await user.click(radio);
    }
    await user.type(within(dialog).getByLabelText("Ton commentaire"), "Rien à signaler.");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Une erreur interne est survenue")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Ton avis sur la station" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Merci pour ton retour !" })).not.toBeInTheDocument();
  });

  it("shows the disabled thank-you button for a station already reviewed", async () => {
    api.station(gradedThread(true));
    renderSimulation();
    expect(await screen.findByRole("button", { name: "Merci pour ton retour !" })).toBeDisabled();
  });
});

describe("/simulation – message report", () => {
  it("previews the message cut at 80 characters, pauses, then marks it reported and resumes", async () => {
    api.station(runningThread(300, { messages: [makeMessage()] }));
    api.on(`POST ${REPORT_PATH}`, () => json({ id: "m2", reported: true }));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Signaler le message m2" }));
    const dialog = await screen.findByRole("dialog", { name: "Signaler ce message" });
    const preview = `${LONG_REPLY.slice(0, 80)}…`;
    expect(LONG_REPLY.length).toBeGreaterThan(80);
    expect(within(dialog).getByText(`« ${preview} »`)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(LONG_REPLY);
    await eventually(() => api.calls(`POST ${THREAD_PATH}/pause`).length === 1, "the pause");

    await user.click(within(dialog).getByRole("button", { name: "Signaler" }));
    expect(await screen.findByText("Message m2 signalé")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls(`POST ${REPORT_PATH}`)).toHaveLength(1);
    await eventually(() => api.calls(`POST ${THREAD_PATH}/resume`).length === 1, "the resume");
  });

  it("shows a short message whole", async () => {
    api.station(runningThread(300, { messages: [makeMessage({ message: "Bonjour docteur." })] }));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Signaler le message m2" }));
    expect(within(await screen.findByRole("dialog")).getByText("« Bonjour docteur. »")).toBeInTheDocument();
  });

  it("toasts an internal error when the report fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.station(runningThread(300, { messages: [makeMessage()] }));
    api.on(`POST ${REPORT_PATH}`, () =>
      json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "x" } }, 500),
    );
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Signaler le message m2" }));
    const dialog = await screen.findByRole("dialog", { name: "Signaler ce message" });
    await user.click(within(dialog).getByRole("button", { name: "Signaler" }));
    expect(await screen.findByText("Une erreur interne est survenue")).toBeInTheDocument();
    expect(screen.queryByText("Message m2 signalé")).not.toBeInTheDocument();
  });
});
