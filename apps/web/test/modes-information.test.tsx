import type { GradeResponse, InformationReport, InformationState } from "@ecos/contracts";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { informationView } from "@/features/simulation/views/modes/information";
import { bodiesOf, makeMessage, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const ACTIONS = "POST /api/simulation/threads/t1/actions";

const STATE: InformationState = {
  mode: "information",
  emotion: { id: "sidere", label: "Sidéré", description: "Il se fige, le regard dans le vide, et ne dit plus rien." },
  path: [
    { id: "inquiet", label: "Inquiet" },
    { id: "sidere", label: "Sidéré" },
  ],
  questions: [{ id: "mourir", question: "Docteur… est-ce que je vais mourir ?" }],
  jargon: ["adénocarcinome"],
  silences: 0,
  silence_allowed: true,
};

const thread = (state: InformationState = STATE) =>
  makeThread({
    scenario: { id: "station-015", content_type: "information", label: "Bernard Lefèvre" },
    mode_state: state,
    messages: [
      makeMessage({ id: "p0", message: "Bonjour docteur… Je viens pour les résultats de la coloscopie." }),
      makeMessage({ id: "u1", from: "user", message: "Malheureusement, c'est un cancer du côlon." }),
      makeMessage({ id: "p1", message: "(Il se fige, le regard dans le vide.) … Un cancer. J'ai un cancer…" }),
    ],
  });

const silenceAnswer = (seconds: number) => ({
  action: {
    id: "act1",
    action: "silence",
    params: { seconds, afterStudentMessages: 1, afterMessageId: "u1" },
    label: "Silence laissé au patient",
    at_seconds: 95,
    created_at: "2025-01-01T10:02:00.000Z",
  },
  mode_state: { ...STATE, silences: 1, silence_allowed: false },
  reply: makeMessage({ id: "p2", message: "Docteur… est-ce que je vais vraiment mourir ?" }),
});

describe("information view (announcing bad news)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the patient's emotional state, its own questions and the words it did not understand", () => {
    renderModeView(thread());
    const status = screen.getByRole("status", { name: "État émotionnel du patient" });
    expect(within(status).getByText("Sidéré")).toBeInTheDocument();
    expect(within(status).getByText(/le regard dans le vide/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Parcours émotionnel" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Inquiet", "Sidéré"]);
    const questions = screen.getByRole("list", { name: "Questions posées par le patient" });
    expect(within(questions).getByText("« Docteur… est-ce que je vais mourir ? »")).toBeInTheDocument();
    expect(screen.getByText(/« adénocarcinome »/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "État du patient", pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Ta question au patient" })).toBeInTheDocument();
  });

  it("leaves a silence on purpose: posts the action, shows the patient's words and announces it", async () => {
    routeFetch(fetchMock, { [ACTIONS]: () => json(silenceAnswer(0), 201) });
    const { user, cached } = renderModeView(thread());
    await user.click(screen.getByRole("button", { name: "Laisser un silence" }));
    expect(await screen.findByText("Docteur… est-ce que je vais vraiment mourir ?")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACTIONS)).toEqual([
      { action: "silence", params: { seconds: 0 }, client_id: expect.any(String) },
    ]);
    expect(screen.getByText("Le patient rompt le silence…")).toBeInTheDocument();
    expect(cached()?.actions.map((a) => a.id)).toEqual(["act1"]);
    expect(screen.getByRole("button", { name: "Laisser un silence" })).toBeDisabled();
  });

  it("posts a silence by itself after 20 seconds without typing, once, and not while paused", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    routeFetch(fetchMock, { [ACTIONS]: () => json(silenceAnswer(20), 201) });
    renderModeView(thread());
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(bodiesOf(fetchMock, ACTIONS)).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(6_000);
    });
    vi.useRealTimers();
    expect(await screen.findByText("Docteur… est-ce que je vais vraiment mourir ?")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACTIONS)).toEqual([
      { action: "silence", params: { seconds: 20 }, client_id: expect.any(String) },
    ]);
  });

  it("does not post a silence while paused, nor when the server says one is not allowed", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderModeView(thread(), { paused: true });
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(bodiesOf(fetchMock, ACTIONS)).toEqual([]);
    vi.useRealTimers();
    renderModeView(thread({ ...STATE, silence_allowed: false }));
    for (const button of screen.getAllByRole("button", { name: "Laisser un silence" })) expect(button).toBeDisabled();
  });

  it("follows the patient's state each of its replies carries", async () => {
    routeFetch(fetchMock, {
      "POST /api/simulation/messages/t1": () =>
        json({
          id: "p2",
          message: "(Il prend une grande inspiration.) Merci…",
          channel: "patient",
          user_message_id: "u2",
          mode_state: { ...STATE, emotion: { id: "apaise", label: "Apaisé", description: "Il respire." } },
        }),
    });
    const { user } = renderModeView(thread());
    await user.type(
      screen.getByRole("textbox", { name: "Ta question au patient" }),
      "Je comprends, c'est un choc.{Enter}",
    );
    const status = screen.getByRole("status", { name: "État émotionnel du patient" });
    expect(await within(status).findByText("Apaisé")).toBeInTheDocument();
  });
});

describe("information grade report", () => {
  const report: InformationReport = {
    mode: "information",
    steps: [
      {
        id: "accueil",
        label: "Accueil et cadre",
        covered: true,
        message_number: 1,
        quote: "Bonjour, je suis l'interne.",
        out_of_order: false,
      },
      {
        id: "annonce",
        label: "Diagnostic annoncé en mots simples",
        covered: true,
        message_number: 2,
        quote: "C'est un cancer.",
        out_of_order: false,
      },
      {
        id: "silence",
        label: "Silence respecté après l'annonce",
        covered: true,
        message_number: 2,
        quote: null,
        out_of_order: false,
      },
      {
        id: "perception",
        label: "Ce que le patient sait déjà",
        covered: true,
        message_number: 3,
        quote: "Qu'est-ce qu'on vous a dit ?",
        out_of_order: true,
      },
      {
        id: "plan",
        label: "Suite de la prise en charge",
        covered: false,
        message_number: null,
        quote: null,
        out_of_order: false,
      },
    ],
    questions: [
      {
        id: "mourir",
        question: "Est-ce que je vais mourir ?",
        asked: true,
        answered: true,
        answer: "On vise la guérison.",
      },
      { id: "poche", question: "Une poche ?", asked: true, answered: false, answer: null },
      { id: "enfants", question: "Et mes enfants ?", asked: false, answered: false, answer: null },
    ],
    jargon: [
      { term: "adénocarcinome", words: "adénocarcinome", explained: true },
      { term: "RCP", words: "RCP", explained: false },
    ],
    emotions: [
      { id: "inquiet", label: "Inquiet" },
      { id: "sidere", label: "Sidéré" },
    ],
    silences: { count: 1, after_announcement: true },
  };
  const grade: GradeResponse = {
    digitized_grade: 11.1,
    review: "Station insuffisante.",
    Criterias: [],
    relevant_exams: [],
    irrelevant_exams: [],
    xp_awarded: 55,
    user_xp: 400,
    exam_names: {},
    mode_report: report,
  };

  it("shows the steps in the order they came, the patient's questions and the jargon", () => {
    const Report = informationView.Report as NonNullable<typeof informationView.Report>;
    render(<Report thread={thread()} grade={grade} />);
    const card = screen.getByRole("region", { name: "Déroulé de l'annonce" });
    const steps = within(card).getByRole("list", { name: "Étapes de l'annonce" }).querySelectorAll(":scope > li");
    expect([...steps].map((step) => step.textContent)).toEqual([
      expect.stringContaining("Accueil et cadre"),
      expect.stringContaining("Diagnostic annoncé"),
      expect.stringMatching(/Silence respecté après l'annonce.*Après le message 2$/),
      expect.stringMatching(/Ce que le patient sait déjà.*Message 3.*Après l'annonce/),
      expect.stringMatching(/Suite de la prise en charge.*Non abordé/),
    ]);
    const questions = within(card).getByRole("list", { name: "Questions du patient" });
    expect(
      within(questions)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/mourir.*Répondu.*Ta réponse : « On vise la guérison. »/),
      expect.stringMatching(/poche.*Sans réponse/),
      expect.stringMatching(/enfants.*Non posée/),
    ]);
    const jargon = within(card).getByRole("list", { name: "Termes techniques employés" });
    expect(
      within(jargon)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["« adénocarcinome » — expliqué", "« RCP » — non expliqué"]);
    expect(
      within(card).getByText(/Inquiet → Sidéré.*1 silence laissé, dont un juste après l'annonce/),
    ).toBeInTheDocument();
  });

  it("shows nothing for another mode's report", () => {
    const Report = informationView.Report as NonNullable<typeof informationView.Report>;
    const { container } = render(<Report thread={thread()} grade={{ ...grade, mode_report: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
