import type { CollaborationReport, CollaborationState, GradeResponse } from "@ecos/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CollaborationReportView } from "@/features/simulation/views/modes/collaboration/collaboration-report";
import { bodiesOf, makeMessage, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const ACTIONS = "POST /api/simulation/threads/t1/actions";
const MESSAGE = "POST /api/simulation/messages/t1";

function collaborationState(overrides: Partial<CollaborationState> = {}): CollaborationState {
  return {
    mode: "collaboration",
    direction: "incoming",
    interlocutor: { name: "Sophie Delaunay", role: "Infirmière de nuit" },
    phases: [
      { id: "situation", label: "Situation", guidance: "Qui appelle, pour quel patient.", done: true },
      { id: "background", label: "Antécédents", guidance: "Antécédents, traitements.", done: true },
      { id: "assessment", label: "Évaluation", guidance: "Constantes, ECG.", done: false },
      { id: "recommendation", label: "Recommandation", guidance: "Tes consignes.", done: false },
    ],
    current: "background",
    objection: { raised: true, resolved: false },
    closed_loop: false,
    notes: [],
    ...overrides,
  };
}

const station = (state: CollaborationState, messages = [makeMessage({ id: "p1", message: "Allô, c'est Sophie." })]) =>
  makeThread({
    scenario: { content_type: "collaboration", label: "Bernard Vasseur" },
    base: { interlocutor: { name: "Sophie Delaunay", role: "Infirmière de nuit" }, actions: true },
    mode_state: state,
    messages,
  });

describe("collaboration view", () => {
  it("shows the SBAR sheet with the interlocutor, the parts covered, the current one and the objection", () => {
    renderModeView(station(collaborationState()));
    const sheet = screen.getByRole("region", { name: "Fiche de transmission SBAR" });
    expect(within(sheet).getByText("Sophie Delaunay")).toBeInTheDocument();
    const steps = within(sheet).getAllByRole("listitem").slice(0, 4);
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("Situation"),
      expect.stringContaining("Antécédents"),
      expect.stringContaining("Évaluation"),
      expect.stringContaining("Recommandation"),
    ]);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(within(steps[0] as HTMLElement).getByRole("img", { name: "Abordé" })).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByRole("img", { name: "Pas encore abordé" })).toBeInTheDocument();
    expect(within(sheet).getByText("Désaccord en cours : réponds-lui")).toBeInTheDocument();
    // The chat is the call with the nurse, and the phone toggle names both panes.
    expect(screen.getByRole("button", { name: "Fiche SBAR", pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Infirmière de nuit", pressed: false })).toBeInTheDocument();
  });

  it("follows the state each chat reply carries, without asking for it again", async () => {
    const fresh = collaborationState({ current: "assessment", closed_loop: true });
    routeFetch(fetchMock, {
      [MESSAGE]: () =>
        json({
          id: "p2",
          message: "Je vous relis : calcium IV lente.",
          channel: "patient",
          user_message_id: "u2",
          mode_state: fresh,
        }),
    });
    const { user } = renderModeView(station(collaborationState()));
    await user.type(
      screen.getByRole("textbox", { name: "Ton message (infirmière de nuit)" }),
      "Pouvez-vous me relire ?{Enter}",
    );
    expect(await screen.findByText("Boucle fermée : consignes relues")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")[2]).toHaveAttribute("aria-current", "step");
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/mode-state"))).toEqual([]);
  });

  it("writes a note in the record and shows it from the server's state", async () => {
    const note = { id: "a1", text: "Appel IDE 23 h 45, calcium et insuline prescrits", at_seconds: 75 };
    routeFetch(fetchMock, {
      [ACTIONS]: () =>
        json(
          {
            action: {
              id: "a1",
              action: "note-in-record",
              params: { text: note.text },
              label: `Note au dossier : « ${note.text} »`,
              at_seconds: 75,
              created_at: "2025-01-01T10:02:00.000Z",
            },
            mode_state: collaborationState({ notes: [note] }),
            reply: null,
          },
          201,
        ),
    });
    const { user, cached } = renderModeView(station(collaborationState(), []));
    const box = screen.getByRole("textbox", { name: "Note au dossier" });
    const submit = screen.getByRole("button", { name: "Écrire au dossier" });
    expect(submit).toBeDisabled();
    await user.type(box, note.text);
    await user.click(submit);
    const list = await screen.findByRole("list", { name: "Notes au dossier" });
    expect(within(list).getByText(note.text)).toBeInTheDocument();
    expect(within(list).getByText("1:15")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACTIONS)[0]).toMatchObject({ action: "note-in-record", params: { text: note.text } });
    expect(box).toHaveValue("");
    expect(cached()?.actions.map((a) => a.id)).toEqual(["a1"]);
  });

  it("disables the note while paused", () => {
    renderModeView(station(collaborationState(), []), { paused: true });
    expect(screen.getByRole("textbox", { name: "Note au dossier" })).toBeDisabled();
  });
});

describe("collaboration report", () => {
  const report: CollaborationReport = {
    mode: "collaboration",
    direction: "outgoing",
    interlocutor: { name: "Dr Philippe Arnaud", role: "Médecin traitant" },
    sbar: [
      { id: "situation", label: "Situation", rank: 1, quote: "Je vous appelle au sujet de Mme Ferrand." },
      { id: "background", label: "Antécédents", rank: 3, quote: "Elle a une fibrillation atriale." },
      { id: "assessment", label: "Évaluation", rank: 2, quote: "Je pense qu'il s'agit d'un surdosage." },
      { id: "recommendation", label: "Recommandation", rank: null, quote: null },
    ],
    sbar_in_order: false,
    disagreement: {
      raised: true,
      objection: "Là, je ne suis pas d'accord.",
      trigger_quote: "Je vous propose la reprise de la warfarine.",
      answer_quote: "Je comprends, mais son risque d'AVC est élevé.",
      resolved: true,
    },
    closed_loop_quote: "Pouvez-vous me redire ce que vous retenez ?",
    notes: [{ id: "n1", text: "Appel du Dr Arnaud à 18 h 10.", at_seconds: 300 }],
  };

  it("shows the SBAR sequence with quotes and ranks, the disagreement, the closed loop and the notes", () => {
    const thread = makeThread({ scenario: { content_type: "collaboration" } });
    render(<CollaborationReportView thread={thread} grade={{ mode_report: report } as unknown as GradeResponse} />);
    const region = screen.getByRole("region", { name: "Ta communication avec Dr Philippe Arnaud" });
    const parts = within(region).getByRole("list", { name: "Parties SBAR" });
    const items = within(parts).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Situation(dite en 1re)");
    expect(items[1]).toHaveTextContent("(dite en 3e)");
    expect(items[3]).toHaveTextContent("(absente)");
    expect(items[3]).toHaveTextContent("Non abordé.");
    expect(within(region).getByText("Parties manquantes ou dans le désordre")).toBeInTheDocument();
    expect(within(region).getByText(/Là, je ne suis pas d'accord/)).toBeInTheDocument();
    expect(within(region).getByText("« Je comprends, mais son risque d'AVC est élevé. »")).toBeInTheDocument();
    expect(within(region).getByText("Ton collègue s'est rangé à tes arguments")).toBeInTheDocument();
    expect(within(region).getByText("« Pouvez-vous me redire ce que vous retenez ? »")).toBeInTheDocument();
    expect(within(region).getByText("Appel du Dr Arnaud à 18 h 10.")).toBeInTheDocument();
  });

  it("shows nothing for another mode's report", () => {
    const thread = makeThread();
    const { container } = render(
      <CollaborationReportView thread={thread} grade={{ mode_report: null } as unknown as GradeResponse} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
