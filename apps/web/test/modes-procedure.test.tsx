import type { GradeResponse, ProcedureReport, ProcedureState, StationActionResponse } from "@ecos/contracts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { procedureView } from "@/features/simulation/views/modes/procedure";
import { bodiesOf, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const ACT = "POST /api/simulation/threads/t1/actions";

const STATE: ProcedureState = {
  mode: "procedure",
  procedure: "Ponction lombaire",
  materials: [
    { id: "gants-steriles", name: "Gants stériles" },
    { id: "rasoir", name: "Rasoir" },
    { id: "aiguille-pl", name: "Aiguille à ponction lombaire 22 G" },
  ],
  steps: [
    { id: "ponction", text: "Ponctionner sur la ligne médiane" },
    { id: "identite", text: "Vérifier l'identité du patient" },
    { id: "antisepsie", text: "Désinfecter la peau" },
  ],
  chosen_materials: null,
  submitted_steps: null,
  material_choices: 0,
  step_submissions: 0,
};

const procedureThread = (state: ProcedureState = STATE) =>
  makeThread({
    scenario: { id: "station-021", content_type: "procedure", label: "Antoine Mercier" },
    base: { actions: true, examiner: true },
    mode_state: state,
  });

/** The server's answer to an action: the action stored and the new state. */
function answer(body: unknown, state: Partial<ProcedureState>): Response {
  const request = body as { action: string; params: Record<string, unknown> };
  const response: StationActionResponse = {
    action: {
      id: `a-${request.action}`,
      action: request.action,
      params: request.params,
      label: "…",
      at_seconds: 42,
      created_at: "2025-01-01T10:02:00.000Z",
    },
    mode_state: { ...STATE, ...state },
    reply: null,
  };
  return json(response, 201);
}

describe("procedure view", () => {
  it("validates the ticked materials in the tray's order and shows the validated choice", async () => {
    routeFetch(fetchMock, {
      // The server keeps the tray in its own order, not the order shown.
      [ACT]: (body) => answer(body, { chosen_materials: ["aiguille-pl", "gants-steriles"], material_choices: 1 }),
    });
    const { user, cached } = renderModeView(procedureThread());
    const tray = screen.getByRole("region", { name: "Matériel" });
    const validate = within(tray).getByRole("button", { name: "Valider le matériel" });
    expect(validate).toBeDisabled();
    await user.click(within(tray).getByRole("checkbox", { name: "Aiguille à ponction lombaire 22 G" }));
    await user.click(within(tray).getByRole("checkbox", { name: "Gants stériles" }));
    expect(within(tray).getByText("2 éléments cochés, matériel non validé")).toBeInTheDocument();
    await user.click(validate);
    expect(await within(tray).findByText("Matériel validé : 2 éléments")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACT)[0]).toMatchObject({
      action: "choose-materials",
      params: { material_ids: ["gants-steriles", "aiguille-pl"] },
    });
    expect(cached()?.actions.map((a) => a.action)).toEqual(["choose-materials"]);
    expect(validate).toBeDisabled(); // nothing changed since
    await user.click(within(tray).getByRole("checkbox", { name: "Rasoir" }));
    expect(within(tray).getByText(/modifications non validées/)).toBeInTheDocument();
    expect(validate).toBeEnabled();
  });

  it("builds the order with add, move and remove buttons, announcing each move, and posts it", async () => {
    routeFetch(fetchMock, {
      [ACT]: (body) => answer(body, { submitted_steps: ["identite", "antisepsie", "ponction"], step_submissions: 1 }),
    });
    const { user } = renderModeView(procedureThread());
    const steps = screen.getByRole("region", { name: "Étapes" });
    const available = within(steps).getByRole("region", { name: /Étapes disponibles/ });
    for (const text of ["Ponctionner sur la ligne médiane", "Vérifier l'identité du patient", "Désinfecter la peau"]) {
      await user.click(within(available).getByRole("button", { name: `Ajouter « ${text} »` }));
    }
    expect(within(steps).getByText("Toutes les étapes sont dans ton ordre.")).toBeInTheDocument();
    const mine = within(steps).getByRole("list", { name: /Mon ordre/ });
    const items = () =>
      within(mine)
        .getAllByRole("listitem")
        .map((li) => li.textContent);

    // « Ponctionner » goes down twice: to the end, its « Descendre » disabled, the focus on « Monter ».
    const down = within(mine).getByRole("button", { name: "Descendre « Ponctionner sur la ligne médiane »" });
    await user.click(down);
    expect(screen.getByText("« Ponctionner sur la ligne médiane » déplacée en position 2 sur 3.")).toBeInTheDocument();
    expect(down).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(items()[2]).toContain("Ponctionner sur la ligne médiane");
    expect(down).toBeDisabled();
    expect(within(mine).getByRole("button", { name: "Monter « Ponctionner sur la ligne médiane »" })).toHaveFocus();
    expect(within(mine).getByRole("button", { name: "Monter « Vérifier l'identité du patient »" })).toBeDisabled();

    // Remove then add back « Désinfecter la peau », and put it before the puncture.
    await user.click(within(mine).getByRole("button", { name: "Retirer « Désinfecter la peau »" }));
    expect(screen.getByText("« Désinfecter la peau » retirée de ton ordre.")).toBeInTheDocument();
    await user.click(within(steps).getByRole("button", { name: "Ajouter « Désinfecter la peau »" }));
    await user.click(within(mine).getByRole("button", { name: "Monter « Désinfecter la peau »" }));
    expect(items().map((text) => text?.replace(/^\d+\./, ""))).toEqual([
      "Vérifier l'identité du patient",
      "Désinfecter la peau",
      "Ponctionner sur la ligne médiane",
    ]);

    await user.click(within(steps).getByRole("button", { name: "Valider l'ordre" }));
    expect(await within(steps).findByText("Ordre validé : 3 étapes")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACT)).toEqual([
      expect.objectContaining({ action: "submit-steps", params: { step_ids: ["identite", "antisepsie", "ponction"] } }),
    ]);
  });

  it("starts from the validated choice and order, disables everything while paused, and shows a refusal", async () => {
    routeFetch(fetchMock, {
      [ACT]: () =>
        json(
          { detail: { error_code: "ERR_INVALID_INPUT", fields: ["step_ids"], message: "Étape inconnue « x »" } },
          400,
        ),
    });
    const state = { ...STATE, chosen_materials: ["rasoir"], submitted_steps: ["identite", "ponction"] };
    renderModeView(procedureThread(state), { paused: true });
    expect(screen.getByRole("checkbox", { name: "Rasoir" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Rasoir" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Retirer « Ponctionner sur la ligne médiane »" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Ajouter « Désinfecter la peau »" })).toBeDisabled();
    cleanup();

    const { user } = renderModeView(procedureThread(state));
    await user.click(screen.getByRole("button", { name: "Ajouter « Désinfecter la peau »" }));
    await user.click(screen.getByRole("button", { name: "Valider l'ordre" }));
    expect(await screen.findByText("Étape inconnue « x »")).toBeInTheDocument();
    expect(screen.getByText(/Ordre validé : 2 étapes \(modifications non validées\)/)).toBeInTheDocument();
  });

  it("has a phone toggle between the procedure and the conversation", () => {
    renderModeView(procedureThread());
    expect(screen.getByRole("button", { name: "Procédure", pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ponction lombaire" })).toBeInTheDocument();
  });
});

const REPORT: ProcedureReport = {
  mode: "procedure",
  procedure: "Ponction lombaire",
  expected_steps: [
    { id: "identite", text: "Vérifier l'identité du patient", student_position: 2 },
    { id: "antisepsie", text: "Désinfecter la peau", student_position: null },
    { id: "ponction", text: "Ponctionner sur la ligne médiane", student_position: 1 },
  ],
  student_steps: [
    { id: "ponction", text: "Ponctionner sur la ligne médiane", status: "right" },
    { id: "identite", text: "Vérifier l'identité du patient", status: "misplaced" },
    { id: "aspirer", text: "Aspirer le liquide", status: "distractor", why: "L'aspiration expose au saignement." },
  ],
  materials: [
    { id: "gants-steriles", name: "Gants stériles", status: "right" },
    { id: "aiguille-pl", name: "Aiguille 22 G", status: "missing", why: "Moins de syndrome post-ponction." },
    { id: "rasoir", name: "Rasoir", status: "unnecessary", why: "Pas de rasage." },
  ],
  materials_chosen: true,
  steps_submitted: true,
};

describe("procedure report", () => {
  it("shows the order side by side with the expected one and the materials right, missing and unnecessary", () => {
    const Report = procedureView.Report;
    if (!Report) throw new Error("no report");
    const grade = { digitized_grade: 12, review: "", Criterias: [], mode_report: REPORT } as unknown as GradeResponse;
    render(<Report thread={procedureThread()} grade={grade} />);
    const card = screen.getByRole("region", { name: "Procédure : Ponction lombaire" });
    const mine = within(card).getByRole("region", { name: "Ton ordre" });
    const rows = within(mine)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows[0]).toMatch(/Ponctionner.*Bien placée/);
    expect(rows[1]).toMatch(/Vérifier l'identité.*Mal placée/);
    expect(rows[2]).toMatch(/Aspirer le liquide.*À ne pas faire.*L'aspiration expose au saignement/);
    const expected = within(card).getByRole("region", { name: "Ordre attendu" });
    expect(
      within(expected)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "1. Vérifier l'identité du patientTa position : 2",
      "2. Désinfecter la peauOubliée",
      "3. Ponctionner sur la ligne médianeTa position : 1",
    ]);
    expect(within(card).getByRole("region", { name: "Matériel bien choisi" })).toHaveTextContent("Gants stériles");
    expect(within(card).getByRole("region", { name: "Matériel oublié" })).toHaveTextContent(
      "Aiguille 22 GMoins de syndrome post-ponction.",
    );
    expect(within(card).getByRole("region", { name: "Inutile ou inadapté" })).toHaveTextContent("Rasoir");
  });

  it("shows nothing for another mode's report", () => {
    const Report = procedureView.Report;
    if (!Report) throw new Error("no report");
    const grade = { mode_report: null } as unknown as GradeResponse;
    const { container } = render(<Report thread={procedureThread()} grade={grade} />);
    expect(container).toBeEmptyDOMElement();
  });
});
