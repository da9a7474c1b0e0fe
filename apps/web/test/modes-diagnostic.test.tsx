import type { DiagnosticReport, DiagnosticState, GradeResponse, ThreadState } from "@ecos/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { diagnosticView } from "@/features/simulation/views/modes/diagnostic";
import { bodiesOf, deferred, makeThread, renderModeView, routeFetch } from "./simulation-views-fixtures";
import { json, stubFetch } from "./support";

const fetchMock = stubFetch();
const ORDER = "POST /api/simulation/threads/t1/actions";

const FAMILIES: DiagnosticState["families"] = [
  { id: "biology", name: "Biologie" },
  { id: "microbiology", name: "Microbiologie" },
  { id: "imaging", name: "Imagerie" },
  { id: "ecg", name: "ECG" },
  { id: "function", name: "Explorations et endoscopies" },
];
const CATALOGUE: DiagnosticState["catalogue"] = [
  { id: "d-dimeres", name: "D-dimères", family: "biology", keywords: ["DDI", "embolie"] },
  { id: "nfs", name: "Numération formule sanguine et plaquettes (NFS)", family: "biology", keywords: ["hémogramme"] },
  { id: "hemocultures", name: "Hémocultures (deux paires)", family: "microbiology", keywords: ["bactériémie"] },
  {
    id: "angioscanner-thoracique",
    name: "Angioscanner thoracique (artères pulmonaires)",
    family: "imaging",
    keywords: ["angio-TDM", "scanner"],
  },
  { id: "ecg", name: "Électrocardiogramme 12 dérivations", family: "ecg", keywords: ["ECG"] },
];
const DIMERS_RESULT: DiagnosticState["results"][number] = {
  test_id: "d-dimeres",
  name: "D-dimères",
  family: "biology",
  action_id: "act1",
  at_seconds: 75,
  text: "D-dimères 1 480 µg/L (FEU) ; seuil d'exclusion 500 µg/L avant 50 ans.",
  image: {
    url: "/api/stations/station-011/images/d-dimeres.png",
    title: "D-dimères",
    alt: "Compte rendu de laboratoire : dosage des D-dimères.",
  },
};

const stateWith = (results: DiagnosticState["results"] = []): DiagnosticState => ({
  mode: "diagnostic",
  families: FAMILIES,
  catalogue: CATALOGUE,
  results,
});
const diagnosticThread = (state: DiagnosticState, overrides: Partial<ThreadState> = {}) =>
  makeThread({
    scenario: { id: "station-011", content_type: "diagnostic", label: "Claire Vasseur" },
    base: { examiner: true, actions: true },
    mode_state: state,
    ...overrides,
  });
const orderAnswer = (state: DiagnosticState) =>
  json(
    {
      action: {
        id: "act1",
        action: "order-test",
        params: { test_id: "d-dimeres" },
        label: "Demande : D-dimères",
        at_seconds: 75,
        created_at: "2025-01-01T10:02:00.000Z",
      },
      mode_state: state,
      reply: null,
    },
    201,
  );

describe("diagnostic strategy: the station's pane", () => {
  it("lists the catalogue with a « Demander » button per test, and no result yet", () => {
    renderModeView(diagnosticThread(stateWith()));
    const catalogue = screen.getByRole("list", { name: "Examens du catalogue" });
    expect(within(catalogue).getAllByRole("listitem")).toHaveLength(CATALOGUE.length);
    expect(screen.getByRole("button", { name: "Demander : D-dimères" })).toBeEnabled();
    expect(
      screen.getByText("Aucun résultat pour l'instant : demande un examen dans le catalogue."),
    ).toBeInTheDocument();
    // The phone toggle names the pane.
    expect(screen.getByRole("button", { name: "Examens", pressed: true })).toBeInTheDocument();
  });

  it("searches accents and case ignored, by name or keyword, and filters by family", async () => {
    const { user } = renderModeView(diagnosticThread(stateWith()));
    const search = screen.getByRole("searchbox", { name: "Rechercher un examen" });
    await user.type(search, "dimeres");
    expect(screen.getByRole("button", { name: "Demander : D-dimères" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Demander : Hémocultures/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "angio-tdm");
    expect(screen.getByRole("button", { name: /Demander : Angioscanner/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "irm du genou");
    expect(screen.getByText("Aucun examen ne correspond à « irm du genou ».")).toBeInTheDocument();
    await user.clear(search);

    const families = screen.getByRole("group", { name: "Famille d'examens" });
    await user.click(within(families).getByRole("button", { name: "Microbiologie" }));
    expect(within(families).getByRole("button", { name: "Microbiologie" })).toHaveAttribute("aria-pressed", "true");
    const shown = within(screen.getByRole("list", { name: "Examens du catalogue" })).getAllByRole("listitem");
    expect(shown.map((item) => item.textContent)).toEqual(["Hémocultures (deux paires)Demander"]);
    await user.click(within(families).getByRole("button", { name: "Toutes" }));
    expect(within(screen.getByRole("list", { name: "Examens du catalogue" })).getAllByRole("listitem")).toHaveLength(5);
  });

  it("orders a test, then shows its result with its document and marks it ordered", async () => {
    const answer = deferred<Response>();
    routeFetch(fetchMock, { [ORDER]: () => answer.promise });
    const { user, cached } = renderModeView(diagnosticThread(stateWith()));
    await user.click(screen.getByRole("button", { name: "Demander : D-dimères" }));
    expect(bodiesOf(fetchMock, ORDER)).toEqual([
      { action: "order-test", params: { test_id: "d-dimeres" }, client_id: expect.any(String) },
    ]);
    // While the order is in flight, the other tests wait.
    expect(screen.getByRole("button", { name: /Demander : Numération/ })).toBeDisabled();
    answer.resolve(orderAnswer(stateWith([DIMERS_RESULT])));

    const results = await screen.findByRole("list", { name: "Résultats reçus" });
    const result = within(results).getByRole("article", { name: "D-dimères" });
    expect(within(result).getByText(DIMERS_RESULT.text)).toBeInTheDocument();
    expect(within(result).getByText("Demande n° 1 · 1 min 15 s")).toBeInTheDocument();
    expect(within(result).getByRole("img", { name: DIMERS_RESULT.image?.alt })).toHaveAttribute(
      "src",
      DIMERS_RESULT.image?.url,
    );
    expect(within(result).getByRole("link", { name: /Ouvrir en grand/ })).toHaveAttribute(
      "href",
      DIMERS_RESULT.image?.url,
    );
    expect(screen.queryByRole("button", { name: "Demander : D-dimères" })).not.toBeInTheDocument();
    expect(screen.getByText("Résultat reçu : D-dimères.")).toBeInTheDocument();
    expect(cached()?.actions.map((action) => action.label)).toEqual(["Demande : D-dimères"]);
    expect(screen.getByRole("button", { name: /Demander : Numération/ })).toBeEnabled();
  });

  it("shows the server's reason when an order is refused", async () => {
    routeFetch(fetchMock, {
      [ORDER]: () =>
        json(
          {
            detail: {
              error_code: "ERR_INVALID_INPUT",
              fields: ["test_id"],
              message: "D-dimères : déjà demandé, le résultat est affiché",
            },
          },
          400,
        ),
    });
    const { user } = renderModeView(diagnosticThread(stateWith()));
    await user.click(screen.getByRole("button", { name: "Demander : D-dimères" }));
    expect(await screen.findByText("D-dimères : déjà demandé, le résultat est affiché")).toBeInTheDocument();
  });

  it("lets nothing be ordered while the station is paused", () => {
    renderModeView(diagnosticThread(stateWith()), { paused: true });
    for (const button of screen.getAllByRole("button", { name: /^Demander : / })) expect(button).toBeDisabled();
  });
});

describe("diagnostic strategy: the grade page's report", () => {
  const report: DiagnosticReport = {
    mode: "diagnostic",
    ordered: [
      {
        test_id: "ecg",
        name: "Électrocardiogramme 12 dérivations",
        family: "ecg",
        at_seconds: 20,
        status: "first-line",
        note: null,
      },
      {
        test_id: "thrombophilie",
        name: "Bilan de thrombophilie",
        family: "biology",
        at_seconds: 65,
        status: "irrelevant",
        note: "Jamais en urgence : il ne change pas la prise en charge initiale.",
      },
      {
        test_id: "angioscanner-thoracique",
        name: "Angioscanner thoracique (artères pulmonaires)",
        family: "imaging",
        at_seconds: 120,
        status: "second-line",
        note: null,
      },
    ],
    missed: [{ test_id: "d-dimeres", name: "D-dimères", status: "first-line" }],
    shotgun: false,
    penalty: 0.5,
  };
  const renderReport = (modeReport: DiagnosticReport) => {
    const Report = diagnosticView.Report;
    if (!Report) throw new Error("no report");
    const thread = diagnosticThread(stateWith(), { status: "corrected", step: "grading" });
    render(<Report thread={thread} grade={{ mode_report: modeReport } as unknown as GradeResponse} />);
  };

  it("lists the tests ordered in order with their status, why the irrelevant ones were not needed, and the ones missed", () => {
    renderReport(report);
    const card = screen.getByRole("region", { name: "Examens complémentaires" });
    const ordered = within(within(card).getByRole("region", { name: "Examens demandés, dans l'ordre" })).getAllByRole(
      "listitem",
    );
    expect(ordered.map((item) => item.textContent)).toEqual([
      "1. Électrocardiogramme 12 dérivations · 20 sPremière intention",
      "2. Bilan de thrombophilie · 1 min 05 sNon pertinentJamais en urgence : il ne change pas la prise en charge initiale.",
      "3. Angioscanner thoracique (artères pulmonaires) · 2 minDeuxième intention",
    ]);
    const missed = within(card).getByRole("region", { name: "Examens attendus non demandés" });
    expect(
      within(missed)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["D-dimèresPremière intention"]);
    expect(within(card).getByText("Examens non pertinents : −0,5 point")).toBeInTheDocument();
    expect(within(card).queryByText(/grande partie du catalogue/)).not.toBeInTheDocument();
  });

  it("warns when the catalogue was ordered wholesale, and says when nothing needed was missed", () => {
    renderReport({ ...report, missed: [], shotgun: true, penalty: 3 });
    expect(screen.getByText(/Tu as demandé une grande partie du catalogue/)).toBeInTheDocument();
    expect(screen.getByText("Aucun : tous les examens utiles ont été demandés.")).toBeInTheDocument();
    expect(screen.getByText("Examens non pertinents : −3 points")).toBeInTheDocument();
  });

  it("shows nothing for another mode's report", () => {
    const Report = diagnosticView.Report;
    if (!Report) throw new Error("no report");
    const { container } = render(
      <Report thread={diagnosticThread(stateWith())} grade={{ mode_report: null } as unknown as GradeResponse} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
