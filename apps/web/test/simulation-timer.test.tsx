import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  advanceSeconds,
  eventually,
  fakeTheClock,
  makeGrade,
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
const timer = () => screen.getByRole("timer", { name: "Temps restant" });

describe("/simulation – countdown", () => {
  it("ticks each second only while not paused, and starts the station when the reading time is over", async () => {
    fakeTheClock();
    api.station(makeThread());
    const { user } = renderSimulation();
    await screen.findByRole("region", { name: "Prends connaissance de la situation" });
    expect(timer()).toHaveTextContent("1:00");
    await advanceSeconds(3);
    expect(timer()).toHaveTextContent("0:57");

    await user.click(screen.getByRole("button", { name: "Mettre en pause" }));
    const overlay = await screen.findByRole("region", { name: "Simulation en pause" });
    await advanceSeconds(5);
    expect(timer()).toHaveTextContent("0:57");
    expect(api.calls(`POST ${THREAD_PATH}/start`)).toHaveLength(0);

    await user.click(within(overlay).getByRole("button", { name: "Reprendre" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Simulation en pause" })).not.toBeInTheDocument());
    await advanceSeconds(56);
    expect(timer()).toHaveTextContent("0:01");
    expect(api.calls(`POST ${THREAD_PATH}/start`)).toHaveLength(0);
    await advanceSeconds(1);
    expect(await screen.findByText("Vue active")).toBeInTheDocument();
    expect(api.calls(`POST ${THREAD_PATH}/start`)).toHaveLength(1);
    expect(timer()).toHaveTextContent("7:00");
  });

  it("resyncs from the server's heartbeat, sent every 15 seconds while the station runs", async () => {
    fakeTheClock();
    const clock = api.station(runningThread(300));
    renderSimulation();
    await screen.findByText("Vue active");
    await advanceSeconds(14);
    expect(api.calls(`POST ${THREAD_PATH}/heartbeat`)).toHaveLength(0);
    // The server lost 10 seconds more than the page counted: the next heartbeat says so.
    api.on(`POST ${THREAD_PATH}/heartbeat`, () =>
      json({ status: "running", step: "simulation", remaining_seconds: clock.now().remaining_seconds - 10 }),
    );
    await advanceSeconds(1);
    await waitFor(() => expect(timer()).toHaveTextContent("4:35"));
    expect(api.calls(`POST ${THREAD_PATH}/heartbeat`)).toHaveLength(1);
  });

  it("resyncs at once when the student comes back to the tab", async () => {
    fakeTheClock();
    api.station(runningThread(300));
    renderSimulation();
    await screen.findByText("Vue active");
    api.on(`POST ${THREAD_PATH}/heartbeat`, () =>
      json({ status: "running", step: "simulation", remaining_seconds: 200 }),
    );
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(timer()).toHaveTextContent("3:20"));
    expect(api.calls(`POST ${THREAD_PATH}/heartbeat`)).toHaveLength(1);
  });

  it("sends no heartbeat while paused", async () => {
    fakeTheClock();
    api.station(runningThread(300, { status: "paused" }));
    renderSimulation();
    expect(await screen.findByRole("region", { name: "Simulation en pause" })).toBeInTheDocument();
    expect(screen.getByText("Vue en pause")).toBeInTheDocument();
    await advanceSeconds(31);
    expect(timer()).toHaveTextContent("5:00");
    expect(api.calls(`POST ${THREAD_PATH}/heartbeat`)).toHaveLength(0);
  });

  it("grades the station with no diagnosis when the time runs out", async () => {
    fakeTheClock();
    api.station(runningThread(3));
    api.on(`POST ${THREAD_PATH}/grade`, () => json(makeGrade()));
    renderSimulation();
    await screen.findByText("Vue active");
    await advanceSeconds(2);
    expect(api.calls(`POST ${THREAD_PATH}/grade`)).toHaveLength(0);
    await advanceSeconds(1);
    expect(await screen.findByRole("heading", { name: "Résultats de la station" })).toBeInTheDocument();
    expect(api.bodies(`POST ${THREAD_PATH}/grade`)).toEqual([{ thread_id: THREAD_ID, diagnostic: null }]);
  });

  it("grades with the typed diagnosis when the time runs out", async () => {
    fakeTheClock();
    api.station(runningThread(5));
    api.on(`POST ${THREAD_PATH}/grade`, () => json(makeGrade()));
    const { user } = renderSimulation();
    await user.type(await screen.findByRole("textbox", { name: "Diagnostic retenu" }), "péricardite");
    await advanceSeconds(5);
    await eventually(() => api.calls(`POST ${THREAD_PATH}/grade`).length === 1, "the grading");
    expect(api.bodies(`POST ${THREAD_PATH}/grade`)).toEqual([{ thread_id: THREAD_ID, diagnostic: "péricardite" }]);
    // The grade page says what was typed.
    expect(await screen.findByText("péricardite", { selector: "dd" })).toBeInTheDocument();
  });
});

describe("/simulation – pause", () => {
  it("blurs the station behind an overlay and resumes it from there", async () => {
    api.station(runningThread(300));
    const { user } = renderSimulation();
    await user.click(await screen.findByRole("button", { name: "Mettre en pause" }));
    const overlay = await screen.findByRole("region", { name: "Simulation en pause" });
    expect(screen.getByText("Vue en pause")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reprendre le chrono" })).toBeInTheDocument();
    await user.click(within(overlay).getByRole("button", { name: "Reprendre" }));
    expect(await screen.findByText("Vue active")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Simulation en pause" })).not.toBeInTheDocument();
    expect(api.calls(`POST ${THREAD_PATH}/pause`)).toHaveLength(1);
    expect(api.calls(`POST ${THREAD_PATH}/resume`)).toHaveLength(1);
  });

  it("does not resume a station the student paused when a dialog closes", async () => {
    api.station(runningThread(300, { status: "paused" }));
    const { user } = renderSimulation();
    await screen.findByRole("region", { name: "Simulation en pause" });
    await user.click(screen.getByRole("button", { name: "Signaler un bug" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Simulation en pause" })).toBeInTheDocument();
    expect(api.calls(`POST ${THREAD_PATH}/pause`)).toHaveLength(0);
    expect(api.calls(`POST ${THREAD_PATH}/resume`)).toHaveLength(0);
  });
});
