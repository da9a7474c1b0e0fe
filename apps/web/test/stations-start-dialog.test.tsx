import type { ScenarioRecord, ThreadState } from "@ecos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { useSearchParams } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useStationLauncher } from "@/features/stations";
import { queryKeys } from "@/lib/query-keys";
import { daysAgo, deferred, makeScenario, makeThreadState } from "./stations-fixtures";
import { json, makeUser, renderWithSession, signedInScreen, stubSignedInApi } from "./support";

let createResponse: () => Promise<Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const key = `${init?.method ?? "GET"} ${String(input)}`;
  if (key === "GET /api/users/me") return json(makeUser());
  if (key === "GET /api/stations/scenarios") return json([]);
  if (key === "POST /api/simulation/threads") return createResponse();
  if (key === "GET /api/simulation/threads") return json([]);
  throw new TypeError(`Unexpected request ${key}`);
});
const createCalls = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === "POST" && String(input) === "/api/simulation/threads",
  );

function OpenButton({ scenario }: { scenario: ScenarioRecord }) {
  const { openStation } = useStationLauncher();
  return (
    <button type="button" onClick={() => openStation(scenario)}>
      Ouvrir le cas
    </button>
  );
}

/** Stands for /simulation: shows what the launch left in the cache for the thread in the URL. */
function SimulationProbe() {
  const [params] = useSearchParams();
  const threadId = params.get("thread") ?? "";
  const state = useQueryClient().getQueryData<ThreadState>(queryKeys.thread(threadId));
  return <h1>Simulation {state ? `de ${state.scenario.label} (${state.step})` : "sans données"}</h1>;
}

async function openDialog(scenario: ScenarioRecord) {
  const rendered = renderWithSession(
    [
      {
        path: "/homepage",
        element: signedInScreen(<OpenButton scenario={scenario} />),
      },
      { path: "/simulation", element: <SimulationProbe /> },
    ],
    "/homepage",
  );
  await rendered.user.click(await screen.findByRole("button", { name: "Ouvrir le cas" }));
  const dialog = await screen.findByRole("dialog", { name: new RegExp(scenario.label) });
  return { ...rendered, dialog };
}

const lastTryLine = (dialog: HTMLElement) => within(dialog).getByText(/Dernière tentative/);

stubSignedInApi(fetchMock);
beforeEach(() => {
  createResponse = async () => json(makeThreadState(makeScenario()), 201);
});

describe("Simulation start dialog", () => {
  it("shows the case: label, category, reward, patient, situation, mode and instructions", async () => {
    const { dialog } = await openDialog(makeScenario());
    expect(within(dialog).getByText("Cas clinique")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: /Michel Garnier/ })).toBeInTheDocument();
    expect(within(dialog).getByText("Cardiologie")).toBeInTheDocument();
    expect(within(dialog).getByText(/\+80 XP/)).toBeInTheDocument();
    expect(within(dialog).getByText("Station 1")).toBeInTheDocument();
    expect(within(dialog).getByText(/douleur thoracique apparue il y a 45 minutes/)).toBeInTheDocument();
    expect(within(dialog).getByText("SDD 161 · Douleur thoracique")).toBeInTheDocument();
    const mode = within(dialog).getByRole("region", { name: "Mode d'évaluation" });
    expect(within(mode).getByText("Interrogatoire")).toBeInTheDocument();
    expect(within(mode).getByText(/Mène l'entretien avec le patient/)).toBeInTheDocument();
    const reminder = within(dialog).getByRole("region", { name: "Rappel des consignes" });
    expect(within(reminder).getByText(/^1 min de lecture/)).toBeInTheDocument();
    expect(within(reminder).getByText(/^7 min de simulation/)).toBeInTheDocument();
    expect(within(reminder).getByText(/^Correction automatique : une note sur 20/)).toBeInTheDocument();
    // The case's instructions, one sentence a paragraph.
    expect(within(reminder).getByText("Vous êtes interne aux urgences.")).toBeInTheDocument();
    expect(within(reminder).getByText("Menez l'interrogatoire du patient.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Lancer la simulation" })).toBeEnabled();
  });

  it("shows a red line when the case was never simulated, and +0 XP without a reward", async () => {
    const { dialog } = await openDialog(
      makeScenario({ user_stats: null, experience: undefined as unknown as number, category_id: "emergency" }),
    );
    const line = within(dialog).getByText("Ce cas n'a pas encore été simulé");
    expect(line).toHaveClass("text-red-700");
    expect(within(dialog).queryByText(/Dernière tentative/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/\+0 XP/)).toBeInTheDocument();
    expect(within(dialog).getByText("Urgences")).toBeInTheDocument();
  });

  it.each([
    [0, "aujourd'hui"],
    [1, "hier"],
    [3, "il y a 3 jours"],
    [7, "il y a 7 jours"],
  ])("words a last attempt %i day(s) ago relatively: %s", async (days, wording) => {
    const { dialog } = await openDialog(makeScenario({ user_stats: { closed_at: daysAgo(days), grade: 13.54 } }));
    expect(lastTryLine(dialog)).toHaveTextContent(`Dernière tentative : ${wording} — 13,5/20`);
  });

  it("gives the date (dd/mm/yyyy) of an attempt more than 7 days ago", async () => {
    const { dialog } = await openDialog(
      makeScenario({ user_stats: { closed_at: "2025-03-02T10:00:00.000Z", grade: 9 } }),
    );
    expect(lastTryLine(dialog)).toHaveTextContent("Dernière tentative : le 02/03/2025 — 9/20");
  });

  it("launches: posts the mode and id, fills the thread cache and opens /simulation?thread=…", async () => {
    const scenario = makeScenario({ id: "station-007", content_type: "paraclinical", label: "Paul Morel" });
    createResponse = async () => json(makeThreadState(scenario, "thread-42"), 201);
    const { dialog, user, router } = await openDialog(scenario);
    await user.click(within(dialog).getByRole("button", { name: "Lancer la simulation" }));
    expect(await screen.findByRole("heading", { name: "Simulation de Paul Morel (introduction)" })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/simulation?thread=thread-42");
    expect(createCalls()).toHaveLength(1);
    expect(JSON.parse(String(createCalls()[0]?.[1]?.body))).toEqual({
      sim_type: "paraclinical",
      scenario_id: "station-007",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a spinner and blocks the button (and the dialog) while the thread is created", async () => {
    const pending = deferred<Response>();
    createResponse = () => pending.promise;
    const { dialog, user, router } = await openDialog(makeScenario());
    const launch = within(dialog).getByRole("button", { name: "Lancer la simulation" });
    await user.click(launch);
    await waitFor(() => expect(launch).toBeDisabled());
    expect(launch).toHaveAttribute("aria-busy", "true");
    expect(within(launch).getByRole("status")).toBeInTheDocument();
    await user.click(launch);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: /Michel Garnier/ })).toBeInTheDocument();
    expect(createCalls()).toHaveLength(1);
    pending.resolve(json(makeThreadState(makeScenario(), "thread-9"), 201));
    await waitFor(() => expect(router.state.location.search).toBe("?thread=thread-9"));
  });

  it("keeps the dialog open with the generic error toast when the launch fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    createResponse = async () => json({ detail: { error_code: "ERR_INTERNAL", fields: [], message: "boom" } }, 500);
    const { dialog, user, router } = await openDialog(makeScenario());
    await user.click(within(dialog).getByRole("button", { name: "Lancer la simulation" }));
    expect(await screen.findByText("Une erreur est survenue")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: /Michel Garnier/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Lancer la simulation" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/homepage");
  });

  it("closes with the close button and Escape", async () => {
    const { dialog, user } = await openDialog(makeScenario());
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Ouvrir le cas" }));
    expect(await screen.findByRole("dialog", { name: /Michel Garnier/ })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
