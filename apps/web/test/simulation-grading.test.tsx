import { WAIT_TIPS } from "@ecos/contracts/constants";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  eventually,
  makeGrade,
  makeScenario,
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

async function finishStation(user: ReturnType<typeof renderSimulation>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Terminer la station" }));
  const dialog = await screen.findByRole("dialog", { name: "Terminer la station ?" });
  await user.click(within(dialog).getByRole("button", { name: "Terminer et être évalué(e)" }));
  return dialog;
}

describe("/simulation – finishing", () => {
  it("warns that time remains, and needs a typed diagnosis before grading, sent as typed", async () => {
    api.station(runningThread(300));
    api.on(`POST ${THREAD_PATH}/grade`, () => json(makeGrade()));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Terminer la station" }));
    const dialog = await screen.findByRole("dialog", { name: "Terminer la station ?" });
    expect(dialog).toHaveTextContent("Il te reste 5:00 avant la fin de la station.");
    await user.click(within(dialog).getByRole("button", { name: "Terminer et être évalué(e)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Veuillez saisir un diagnostic");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls(`POST ${THREAD_PATH}/grade`)).toHaveLength(0);
    expect(screen.getByText("Vue active")).toBeInTheDocument();
    await eventually(() => api.calls(`POST ${THREAD_PATH}/resume`).length === 1, "the resume");
    await waitFor(() => expect(screen.getByLabelText("Diagnostic retenu")).toHaveFocus());

    // A free text field: no list of diagnoses to pick from anywhere on the page.
    const field = screen.getByRole("textbox", { name: "Diagnostic retenu" });
    expect(screen.queryByRole("combobox", { name: "Diagnostic retenu" })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Péricardite");
    // Spaces only still count as nothing typed.
    await user.type(field, "   ");
    await finishStation(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Veuillez saisir un diagnostic");
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.type(field, "  IDM   inférieur ");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await finishStation(user);
    expect(await screen.findByRole("heading", { name: "Résultats de la station" })).toBeInTheDocument();
    expect(api.bodies(`POST ${THREAD_PATH}/grade`)).toEqual([{ thread_id: THREAD_ID, diagnostic: "IDM inférieur" }]);
  });

  it("keeps the diagnosis being typed across a reload of the station, until it is graded", async () => {
    api.station(runningThread(300));
    api.on(`POST ${THREAD_PATH}/grade`, () => json(makeGrade()));
    const first = renderSimulation();
    await first.user.type(await screen.findByRole("textbox", { name: "Diagnostic retenu" }), "Infarctus");
    expect(localStorage.getItem(`ecos:diagnosis-draft:${THREAD_ID}`)).toBe("Infarctus");
    cleanup(); // the tab is closed; the page is opened again
    const second = renderSimulation();
    expect(await screen.findByRole("textbox", { name: "Diagnostic retenu" })).toHaveValue("Infarctus");
    await finishStation(second.user);
    expect(await screen.findByRole("heading", { name: "Résultats de la station" })).toBeInTheDocument();
    expect(api.bodies(`POST ${THREAD_PATH}/grade`)).toEqual([{ thread_id: THREAD_ID, diagnostic: "Infarctus" }]);
    expect(localStorage.getItem(`ecos:diagnosis-draft:${THREAD_ID}`)).toBeNull();
  });

  it("warns when an analysis note was typed but not added, and forgets the draft once graded", async () => {
    localStorage.setItem(`ecos:note-draft:${THREAD_ID}`, "Sus-décalage du ST en inférieur");
    api.station(runningThread(300, { diagnosis: "Syndrome coronarien aigu" }));
    api.on(`POST ${THREAD_PATH}/grade`, () => json(makeGrade()));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Terminer la station" }));
    const dialog = await screen.findByRole("dialog", { name: "Terminer la station ?" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Ta note en cours n'a pas été ajoutée");
    await user.click(within(dialog).getByRole("button", { name: "Terminer et être évalué(e)" }));
    expect(await screen.findByRole("heading", { name: "Résultats de la station" })).toBeInTheDocument();
    expect(localStorage.getItem(`ecos:note-draft:${THREAD_ID}`)).toBeNull();
  });

  it("does not warn of a note when there is no draft", async () => {
    api.station(runningThread(300));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Terminer la station" }));
    const dialog = await screen.findByRole("dialog", { name: "Terminer la station ?" });
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a tip while grading, then the grade, the XP, the review and every criterion with its evidence", async () => {
    let answer: (response: Response) => void = () => undefined;
    api.station(runningThread(300, { diagnosis: "Péricardite aiguë" }));
    api.on(`POST ${THREAD_PATH}/grade`, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderSimulation();
    await finishStation(user);

    const pending = await screen.findByRole("region", { name: "Évaluation en cours" });
    const shownTips = WAIT_TIPS.filter((tip) => within(pending).queryByText(tip) !== null);
    expect(shownTips).toHaveLength(1);
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    const meLoads = api.calls("GET /api/users/me").length;

    answer(json(makeGrade()));
    const results = await screen.findByRole("region", { name: "Résultats de la station" });
    expect(within(results).getByText("14,6")).toBeInTheDocument();
    expect(within(results).getByText("/20")).toBeInTheDocument();
    expect(within(results).getByText("+29 XP")).toBeInTheDocument();
    expect(within(results).getByText("Péricardite aiguë")).toBeInTheDocument();

    const summary = screen.getByRole("region", { name: "Synthèse de la station" });
    expect(summary).toHaveTextContent("Bon interrogatoire : la douleur est bien caractérisée");
    // Missed criteria first, then the earned ones.
    const criteria = within(screen.getByRole("region", { name: "Critères d'évaluation" }));
    const group = (name: string) => within(criteria.getByRole("region", { name })).getAllByRole("list")[0];
    const [second] = Array.from(group("À retravailler 1")?.children ?? []) as HTMLElement[];
    const [first] = Array.from(group("Validés 1")?.children ?? []) as HTMLElement[];
    expect(first).toHaveTextContent("Point : 1/1");
    expect(within(first as HTMLElement).getByRole("heading", { name: "Caractérise la douleur" })).toBeInTheDocument();
    expect(first).toHaveTextContent("Le siège, l'irradiation et la durée ont été demandés.");
    const quotes = within(within(first as HTMLElement).getByRole("list", { name: "Tes mots" })).getAllByRole(
      "listitem",
    );
    expect(quotes.map((quote) => quote.textContent)).toEqual([
      "«\u00a0Où avez-vous mal exactement ?\u00a0»",
      "«\u00a0Est-ce que ça irradie ?\u00a0»",
    ]);
    expect(second).toHaveTextContent("Point : 0/1");
    expect(second).toHaveTextContent("Recherche les facteurs de risque");
    expect(within(second as HTMLElement).queryByRole("list", { name: "Tes mots" })).not.toBeInTheDocument();
    // The user's XP is reloaded.
    await eventually(() => api.calls("GET /api/users/me").length > meLoads, "the user reload");
  });

  it("toasts an internal error and goes home when grading fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.station(runningThread(300, { diagnosis: "Péricardite aiguë" }));
    api.on(`POST ${THREAD_PATH}/grade`, () =>
      json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "boom" } }, 500),
    );
    const { user, router } = renderSimulation();
    await finishStation(user);
    expect(await screen.findByText("Une erreur interne est survenue")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Page d'accueil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("/simulation – graded station", () => {
  it("shows the grade straight away for a station already corrected, with the revision sheet", async () => {
    api.station(makeThread({ status: "corrected", step: "grading", remaining_seconds: 0, grade: makeGrade() }));
    const { user, router } = renderSimulation();
    expect(await screen.findByRole("heading", { name: "Résultats de la station" })).toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(api.calls(`POST ${THREAD_PATH}/grade`)).toHaveLength(0);
    expect(screen.queryByText(/seule une meilleure note/)).not.toBeInTheDocument();
    const sheet = screen.getByRole("link", { name: "Fiche de révision" });
    expect(sheet).toHaveAttribute("href", "/homepage/revision-cards?sheet=161");
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/homepage");
    // Leaving a graded station asks nothing.
    await user.click(screen.getByRole("button", { name: "Quitter" }));
    expect(await screen.findByRole("heading", { name: "Page d'accueil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/homepage");
  });

  it("explains a repeated station's +0 XP, and says nothing more when XP was earned", async () => {
    const grade = makeGrade({ xp_awarded: 0 });
    api.station(makeThread({ status: "corrected", step: "grading", remaining_seconds: 0, grade }));
    renderSimulation();
    expect(await screen.findByText("+0 XP")).toBeInTheDocument();
    expect(screen.getByText("Sur un cas déjà noté, seule une meilleure note rapporte de l'XP.")).toBeInTheDocument();
  });

  it("offers no revision sheet when the case has none", async () => {
    api.station(
      makeThread({
        status: "corrected",
        step: "grading",
        grade: makeGrade(),
        scenario: makeScenario({ sheet_id: null }),
      }),
    );
    renderSimulation();
    await screen.findByRole("heading", { name: "Résultats de la station" });
    expect(screen.queryByRole("link", { name: "Fiche de révision" })).not.toBeInTheDocument();
  });

  it("lists the relevant exams (done first) and the irrelevant ones for a clinical exam", async () => {
    const grade = makeGrade({
      relevant_exams: [
        { exam_id: "auscultation-pulmonaire", completed: false },
        { exam_id: "tension-arterielle", completed: true },
        { exam_id: "auscultation-cardiaque", completed: true },
      ],
      irrelevant_exams: ["examen-otoscopique"],
      exam_names: {
        "auscultation-pulmonaire": "Auscultation pulmonaire",
        "tension-arterielle": "Tension artérielle",
        "auscultation-cardiaque": "Auscultation cardiaque",
        "examen-otoscopique": "Examen otoscopique",
      },
    });
    const scenario = makeScenario({ content_type: "clinical_exam" });
    api.station(makeThread({ status: "corrected", step: "grading", grade, scenario }));
    renderSimulation();
    const relevant = await screen.findByRole("region", { name: "Examens pertinents" });
    expect(
      within(relevant)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Tension artérielleRéalisé", "Auscultation cardiaqueRéalisé", "Auscultation pulmonaireNon réalisé"]);
    const irrelevant = screen.getByRole("region", { name: "Examens non pertinents" });
    expect(
      within(irrelevant)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Examen otoscopique"]);
    // Its criteria are shown too (issue 15).
    expect(screen.getByRole("region", { name: "Critères d'évaluation" })).toBeInTheDocument();
  });

  it("launches a random station with « Nouvelle station »", async () => {
    api.station(makeThread({ status: "corrected", step: "grading", grade: makeGrade() }));
    const next = makeScenario({ id: "station-012", number: 12, label: "Sophie Laurent", content_type: "iconography" });
    api.on("GET /api/stations/random", () => json(next));
    api.on("POST /api/simulation/threads", () =>
      json(
        makeThread({
          thread_id: "t2",
          scenario: next,
          base: { context: "Mme Laurent, 34 ans.", asks_diagnosis: false, examiner: false },
        }),
        201,
      ),
    );
    const { user, router } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Nouvelle station" }));
    expect(await screen.findByRole("heading", { name: "Sophie Laurent", level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?thread=t2");
    expect(api.bodies("POST /api/simulation/threads")).toEqual([
      { sim_type: "iconography", scenario_id: "station-012" },
    ]);
    expect(screen.getByRole("timer", { name: "Temps restant" })).toHaveTextContent("1:00");
    expect(api.calls("GET /api/simulation/threads/t2")).toHaveLength(0);
  });
});
