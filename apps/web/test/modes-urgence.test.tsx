import type { GradeResponse, StationActionResponse, UrgenceReport, UrgenceState } from "@ecos/contracts";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { urgenceView } from "@/features/simulation/views/modes/urgence";
import { rhythmPoints } from "@/features/simulation/views/modes/urgence/rhythm-strip";
import { MONITOR_POLL_MS } from "@/features/simulation/views/modes/urgence/use-monitor";
import { bodiesOf, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const ACT = "POST /api/simulation/threads/t1/actions";
const POLL = "GET /api/simulation/threads/t1/mode-state";

const STATE: UrgenceState = {
  mode: "urgence",
  elapsed_seconds: 75,
  minute: 1,
  vitals: { hr: 127, sbp: 72, dbp: 39, spo2: 90, rr: 29, temp: 37.4, gcs: 15 },
  rhythm: "sinus_tachycardia",
  rhythm_label: "Tachycardie sinusale",
  perfusing: true,
  abnormal: { hr: "high", sbp: "low", dbp: "low", spo2: "low", rr: "high" },
  alarms: ["Tachycardie", "Hypotension", "La perfusion d'antibiotique coule toujours"],
  treatments: [],
  history: [],
  options: [
    { id: "appel-aide", label: "Appeler à l'aide (senior, réanimateur)", category: "other", dose: null, routes: [] },
    {
      id: "adrenaline",
      label: "Adrénaline",
      category: "drugs",
      dose: { unit: "mg", min: 0.05, max: 5, step: 0.05 },
      routes: [
        { id: "im", label: "Intramusculaire (IM)" },
        { id: "iv", label: "Intraveineuse (IV)" },
      ],
    },
    {
      id: "oxygene",
      label: "Oxygène",
      category: "breathing",
      dose: { unit: "L/min", min: 1, max: 15, step: 1 },
      routes: [{ id: "masque-hc", label: "Masque à haute concentration" }],
    },
  ],
  log: [{ id: "a0", at_seconds: 20, label: "Arrêter la perfusion d'antibiotique", effective: true }],
};

const urgenceThread = (state: UrgenceState = STATE, status: "running" | "paused" = "running") =>
  makeThread({
    status,
    scenario: { id: "station-019", content_type: "urgence", label: "Julien Perrot" },
    base: { actions: true, interlocutor: { name: "Élodie", role: "Infirmière des urgences" } },
    mode_state: state,
  });

/** The server's answer to an action: the action stored, the nurse's reply and the new state. */
let replies = 0;
function answer(body: unknown, label: string): Response {
  replies++;
  const request = body as { action: string; params: Record<string, unknown> };
  const response: StationActionResponse = {
    action: {
      id: "a1",
      action: request.action,
      params: request.params,
      label,
      at_seconds: 80,
      created_at: "2025-01-01T10:02:00.000Z",
    },
    mode_state: { ...STATE, log: [...STATE.log, { id: "a1", at_seconds: 80, label, effective: true }] },
    reply: {
      id: `r${replies}`,
      message: "C'est fait.",
      from: "bot",
      channel: "patient",
      reported: false,
      created_at: "2025-01-01T10:02:00.000Z",
    },
  };
  return json(response, 201);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("urgence view", () => {
  it("shows the monitor: values with units, abnormal ones in words, the rhythm strip and the alarms", () => {
    renderModeView(urgenceThread());
    const monitor = screen.getByRole("region", { name: "Scope" });
    expect(within(monitor).getByText("127")).toBeInTheDocument();
    expect(within(monitor).getByText("72/39")).toBeInTheDocument();
    expect(within(monitor).getByText("mmHg")).toBeInTheDocument();
    expect(within(monitor).getAllByText("Bas")).toHaveLength(2); // pressure and SpO2
    expect(within(monitor).getAllByText("Élevé")).toHaveLength(2); // heart and respiratory rates
    expect(within(monitor).getByRole("img", { name: "Tracé ECG : Tachycardie sinusale" })).toBeInTheDocument();
    expect(within(monitor).getByText(/Temps de la station : 1 min 15 s/)).toBeInTheDocument();
    const alarms = within(monitor).getByRole("list", { name: "Alarmes" });
    expect(
      within(alarms)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(STATE.alarms);
    expect(screen.getByRole("button", { name: "Scope et actions", pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Infirmière des urgences", pressed: false })).toBeInTheDocument();
    const log = screen.getByRole("list", { name: "Journal des actions" });
    expect(log.textContent).toContain("Arrêter la perfusion d'antibiotique");
  });

  it("shows a cardiac arrest without values and draws each rhythm", () => {
    const arrest: UrgenceState = {
      ...STATE,
      vitals: { hr: null, sbp: null, dbp: null, spo2: null, rr: 0, temp: 36.8, gcs: 3 },
      rhythm: "vf",
      rhythm_label: "Fibrillation ventriculaire",
      perfusing: false,
      abnormal: { rr: "low", gcs: "low" },
      alarms: ["Arrêt cardiaque : fibrillation ventriculaire"],
    };
    renderModeView(urgenceThread(arrest));
    const monitor = screen.getByRole("region", { name: "Scope" });
    expect(within(monitor).getByText("Pas de pouls")).toBeInTheDocument();
    expect(within(monitor).getAllByText("—").length).toBeGreaterThanOrEqual(3);
    expect(within(monitor).getByRole("img", { name: "Tracé ECG : Fibrillation ventriculaire" })).toBeInTheDocument();
    for (const rhythm of ["sinus", "sinus_tachycardia", "atrial_fibrillation", "vf", "vf_fine", "vt", "asystole"]) {
      const points = rhythmPoints(rhythm, 100);
      expect(points.length, rhythm).toBeGreaterThan(10);
      expect(
        points.every(([x, y]) => x >= 0 && x <= 320 && y >= 0 && y <= 64),
        rhythm,
      ).toBe(true);
    }
    expect(rhythmPoints("asystole", null).every(([, y]) => Math.abs(y - 40) < 1)).toBe(true);
  });

  it("does an action without a dose at once, and posts a drug with its dose and route from the form", async () => {
    routeFetch(fetchMock, {
      [ACT]: (body) => {
        const params = (body as { params: { action_id: string } }).params;
        return answer(body, params.action_id === "adrenaline" ? "Adrénaline 0,5 mg IM" : "Appeler à l'aide");
      },
    });
    const { user, cached } = renderModeView(urgenceThread());
    const panel = screen.getByRole("region", { name: "Actions" });
    await user.click(within(panel).getByRole("button", { name: "Appeler à l'aide (senior, réanimateur)" }));
    expect(await screen.findByText("Action enregistrée : Appeler à l'aide.")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACT)[0]).toMatchObject({ action: "do", params: { action_id: "appel-aide" } });

    const drug = within(panel).getByRole("button", { name: /^Adrénaline/ });
    expect(drug).toHaveAttribute("aria-expanded", "false");
    await user.click(drug);
    expect(drug).toHaveAttribute("aria-expanded", "true");
    const form = within(panel).getByRole("form", { name: "Prescription : Adrénaline" });
    const dose = within(form).getByRole("textbox", { name: "Dose (mg)" });
    expect(dose).toHaveFocus();
    expect(within(form).getByText("Entre 0,05 et 5 mg")).toBeInTheDocument();
    await user.type(dose, "0,5");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Voie" }), "Intramusculaire (IM)");
    await user.click(within(form).getByRole("button", { name: "Valider" }));
    expect(await screen.findByText("Action enregistrée : Adrénaline 0,5 mg IM.")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ACT)[1]).toEqual(
      expect.objectContaining({ action: "do", params: { action_id: "adrenaline", dose: 0.5, route: "im" } }),
    );
    expect(within(panel).queryByRole("form")).not.toBeInTheDocument();
    expect(cached()?.messages.map((m) => m.message)).toEqual(["C'est fait.", "C'est fait."]);
    expect(screen.getByRole("list", { name: "Journal des actions" }).textContent).toContain("Adrénaline 0,5 mg IM");
  });

  it("does not post a drug without its dose or route, and the form can be cancelled", async () => {
    const { user } = renderModeView(urgenceThread());
    const panel = screen.getByRole("region", { name: "Actions" });
    await user.click(within(panel).getByRole("button", { name: /^Oxygène/ }));
    const form = within(panel).getByRole("form", { name: "Prescription : Oxygène" });
    await user.click(within(form).getByRole("button", { name: "Valider" }));
    expect(bodiesOf(fetchMock, ACT)).toEqual([]);
    await user.click(within(form).getByRole("button", { name: "Annuler" }));
    expect(within(panel).queryByRole("form")).not.toBeInTheDocument();
  });

  it("reads the monitor every 5 seconds while the station runs, and disables the panel when paused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const next = { ...STATE, minute: 2, elapsed_seconds: 125, vitals: { ...STATE.vitals, sbp: 64 } };
    routeFetch(fetchMock, { [POLL]: () => json({ mode_state: next }) });
    renderModeView(urgenceThread());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MONITOR_POLL_MS);
    });
    expect(await screen.findByText("64/39")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/mode-state"))).toHaveLength(1);
  });

  it("does not poll while paused, and every action is disabled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderModeView(urgenceThread(STATE, "paused"), { paused: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MONITOR_POLL_MS * 2);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const panel = screen.getByRole("region", { name: "Actions" });
    for (const button of within(panel).getAllByRole("button")) expect(button).toBeDisabled();
  });

  it("shows the report: the outcome, the timeline with missed deadlines, the vitals per minute", () => {
    const report: UrgenceReport = {
      mode: "urgence",
      outcome: "Patient stabilisé à la fin de la station : PA 124/68 mmHg, FC 106/min, SpO2 99 %, Glasgow 15.",
      stable: true,
      timeline: [
        { at_seconds: 38, label: "Adrénaline 0,5 mg IM", kind: "action", effective: true },
        { at_seconds: 50, label: "Oxygène 3 L/min aux lunettes nasales", kind: "action", effective: false },
        {
          at_seconds: 120,
          label: "Délai dépassé : oxygène au masque à haute concentration (2 min)",
          kind: "missed",
          effective: false,
        },
      ],
      vitals: [
        { minute: 0, vitals: STATE.vitals, rhythm: "sinus_tachycardia", rhythm_label: "Tachycardie sinusale" },
        {
          minute: 1,
          vitals: { hr: 111, sbp: 114, dbp: 62, spo2: 98, rr: 21, temp: 37.4, gcs: 15 },
          rhythm: "sinus_tachycardia",
          rhythm_label: "Tachycardie sinusale",
        },
      ],
    };
    const Report = urgenceView.Report;
    if (!Report) throw new Error("no report");
    const grade = { digitized_grade: 15, mode_report: report } as unknown as GradeResponse;
    render(<Report thread={urgenceThread()} grade={grade} />);
    const card = screen.getByRole("region", { name: "Déroulé de l'urgence" });
    expect(within(card).getByText(report.outcome)).toBeInTheDocument();
    const timeline = within(card).getByRole("list", { name: "Chronologie des actions" });
    const items = within(timeline)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items[0]).toContain("À 0 min 38 s, Action : Adrénaline 0,5 mg IM");
    expect(items[1]).toContain("sans l'effet attendu");
    expect(items[2]).toBe("2:00À 2 min 00 s, Délai dépassé : oxygène au masque à haute concentration (2 min)");
    const table = within(card).getByRole("table", { name: "Constantes du scope minute par minute" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["111", "114/62", "98", "21", "15", "Tachycardie sinusale"]);
  });

  it("shows no report for a grade without one", () => {
    const Report = urgenceView.Report;
    if (!Report) throw new Error("no report");
    const { container } = render(
      <Report thread={urgenceThread()} grade={{ mode_report: null } as unknown as GradeResponse} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
