import type { EducationReport, EducationState, GradeResponse } from "@ecos/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { educationView } from "@/features/simulation/views/modes/education";
import { bodiesOf, makeMessage, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const ACTIONS = "POST /api/simulation/threads/t1/actions";
const SEND = "POST /api/simulation/messages/t1";

function makeState(overrides: Partial<EducationState> = {}): EducationState {
  return {
    mode: "education",
    topic: "Traitement de fond de l'asthme et technique d'inhalation",
    patient_sex: "F",
    discovered: [{ id: "peur-cortisone", kind: "belief", label: "Peur de la cortisone", addressed: false }],
    teach_back: { requested: false, complete: false },
    open_questions: 2,
    warnings: { jargon: [], lectures: 0 },
    documents: [
      { id: "plan-action", title: "Plan d'action écrit personnalisé en cas de crise", given: false },
      { id: "carnet-avk", title: "Carnet de suivi d'un traitement par AVK", given: false },
    ],
    ...overrides,
  };
}

const educationThread = (state: EducationState, messages = [makeMessage({ id: "p0", message: "Bonjour docteur." })]) =>
  makeThread({ scenario: { content_type: "education", id: "station-017" }, mode_state: state, messages });

describe("education view", () => {
  it("shows what the patient confided, the teach-back, open questions and a tip, never what is left to find", () => {
    renderModeView(educationThread(makeState()));
    const card = screen.getByRole("region", { name: "Éducation thérapeutique" });
    expect(within(card).getByText("Traitement de fond de l'asthme et technique d'inhalation")).toBeInTheDocument();
    const confided = within(card).getByRole("region", { name: "Ce que la patiente t'a confié" });
    expect(within(confided).getAllByRole("listitem")).toHaveLength(1);
    expect(within(confided).getByText("Peur de la cortisone")).toBeInTheDocument();
    expect(within(confided).getByText("Croyance")).toBeInTheDocument();
    expect(within(card).getByText(/Pas encore demandée/)).toBeInTheDocument();
    expect(within(card).getByText(/Questions ouvertes/).parentElement).toHaveTextContent("Questions ouvertes : 2");
    expect(within(card).getByText(/Commence par des questions ouvertes/)).toBeInTheDocument();
    expect(within(card).queryByText(/sport/i)).toBeNull();
    expect(within(card).queryByRole("status")).toBeNull();
    // The phone toggle names the pane.
    expect(screen.getByRole("button", { name: "Éducation" })).toBeInTheDocument();
  });

  it("hands a document over (the action posted) and shows it given", async () => {
    routeFetch(fetchMock, {
      [ACTIONS]: () =>
        json(
          {
            action: {
              id: "a1",
              action: "give-document",
              params: { document: "plan-action" },
              label: "Document remis : Plan d'action écrit personnalisé en cas de crise",
              at_seconds: 40,
              created_at: "2025-01-01T10:02:00.000Z",
            },
            mode_state: makeState({
              documents: [
                { id: "plan-action", title: "Plan d'action écrit personnalisé en cas de crise", given: true },
                { id: "carnet-avk", title: "Carnet de suivi d'un traitement par AVK", given: false },
              ],
            }),
            reply: makeMessage({ id: "r1", message: "Merci, je le garde précieusement." }),
          },
          201,
        ),
    });
    const { user, cached } = renderModeView(educationThread(makeState()));
    await user.click(
      screen.getByRole("button", { name: "Remettre « Plan d'action écrit personnalisé en cas de crise »" }),
    );
    expect(await screen.findByText("Remis")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACTIONS)[0]).toMatchObject({
      action: "give-document",
      params: { document: "plan-action" },
    });
    expect(cached()?.actions).toHaveLength(1);
    expect(screen.getByText("Merci, je le garde précieusement.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remettre « Carnet de suivi d'un traitement par AVK »" })).toBeEnabled();
  });

  it("reads the state again after the patient answers, and shows jargon and monologue warnings", async () => {
    routeFetch(fetchMock, {
      [SEND]: () =>
        json({
          id: "p2",
          message: "Pardon, mais « observance », je ne sais pas ce que ça veut dire.",
          channel: "patient",
          user_message_id: "u2",
          // The reply carries the session's new state.
          mode_state: makeState({
            teach_back: { requested: true, complete: true },
            warnings: { jargon: ["observance"], lectures: 1 },
          }),
        }),
    });
    const { user } = renderModeView(educationThread(makeState()));
    await user.type(
      screen.getByRole("textbox", { name: "Ta question au patient" }),
      "Votre observance est mauvaise{Enter}",
    );
    const warning = await screen.findByRole("status");
    expect(warning).toHaveTextContent("Mots non compris : « observance ».");
    expect(warning).toHaveTextContent("Un monologue : la patiente a décroché.");
    await waitFor(() => expect(screen.getByText("Reformulation complète.")).toBeInTheDocument());
  });

  it("disables the documents while paused", () => {
    renderModeView(educationThread(makeState()), { paused: true });
    expect(
      screen.getByRole("button", { name: "Remettre « Plan d'action écrit personnalisé en cas de crise »" }),
    ).toBeDisabled();
  });
});

describe("education report", () => {
  const report: EducationReport = {
    mode: "education",
    topic: "Traitement de fond de l'asthme et technique d'inhalation",
    items: [
      {
        id: "peur-cortisone",
        kind: "belief",
        label: "Peur de la cortisone",
        statement: "La cortisone me fait peur.",
        uncovered_by: "Qu'est-ce qui vous inquiète avec ce traitement ?",
        addressed_by: "C'est une toute petite dose qui reste dans les bronches.",
      },
      {
        id: "oubli-soir",
        kind: "barrier",
        label: "Oublis liés au rythme de vie",
        statement: "J'oublie le soir.",
        uncovered_by: null,
        addressed_by: null,
      },
    ],
    teach_back: {
      requested: true,
      complete: false,
      quote: "Montrez-moi comment vous allez faire.",
      missing: ["Retenir sa respiration une dizaine de secondes"],
    },
    open_questions: { count: 1, quotes: ["Qu'est-ce qui vous inquiète avec ce traitement ?"] },
    jargon: [
      { term: "observance", quote: "Votre observance est mauvaise.", explained: false },
      { term: "DEP", quote: "Votre DEP, c'est-à-dire votre souffle, est bas.", explained: true },
    ],
    lectures: [{ quote: "Alors votre asthme n'est pas contrôlé…", words: 132 }],
    documents: [{ title: "Carnet de suivi d'un traitement par AVK", relevant: false }],
  };
  const grade = { digitized_grade: 8, review: "", Criterias: [], mode_report: report } as unknown as GradeResponse;

  it("lists each belief and barrier, the teach-back, the jargon left unexplained and the monologue", () => {
    const Report = educationView.Report as NonNullable<typeof educationView.Report>;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Report thread={educationThread(makeState())} grade={grade} />
      </QueryClientProvider>,
    );
    const section = screen.getByRole("region", { name: "Éducation thérapeutique" });
    const items = within(within(section).getByRole("region", { name: "Croyances et obstacles" })).getAllByRole(
      "listitem",
    );
    expect(items[0]).toHaveTextContent("Peur de la cortisone");
    expect(items[0]).toHaveTextContent("Exploré");
    expect(items[0]).toHaveTextContent("Traité");
    expect(items[1]).toHaveTextContent("Non exploré");
    expect(items[1]).toHaveTextContent("Non traité");
    expect(within(section).getByText("Reformulation incomplète")).toBeInTheDocument();
    expect(within(section).getByText(/Pas expliqué avant la demande : Retenir sa respiration/)).toBeInTheDocument();
    const warnings = within(section).getByRole("region", { name: "Jargon et monologues" });
    expect(warnings).toHaveTextContent("« observance » non expliqué");
    expect(warnings).not.toHaveTextContent("DEP");
    expect(warnings).toHaveTextContent("Monologue de 132 mots");
    expect(within(section).getByText(/sans rapport/)).toBeInTheDocument();
  });

  it("shows nothing for another mode's report", () => {
    const Report = educationView.Report as NonNullable<typeof educationView.Report>;
    const { container } = render(
      <Report thread={educationThread(makeState())} grade={{ ...grade, mode_report: null } as GradeResponse} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
