import type { UrgenceReport } from "@ecos/contracts";
import { useState } from "react";
import type { ModeMainProps, ModeReportProps, ModeViewEntry } from "../types";
import { useStationAction } from "../use-station-action";
import { ActionLog } from "./action-log";
import { ActionPanel, type PanelChoice } from "./action-panel";
import { urgenceStateOf } from "./format";
import { Monitor } from "./monitor";
import { UrgenceReportCard } from "./urgence-report";
import { useMonitorPolling } from "./use-monitor";

/** The emergency's pane: the live monitor, the action panel and the log of what was done. */
function UrgenceMain({ thread, paused }: ModeMainProps) {
  const state = urgenceStateOf(thread);
  const { send, isPending } = useStationAction(thread);
  const [announce, setAnnounce] = useState("");
  useMonitorPolling(thread, paused);

  if (!state) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        Le scope se branche…
      </p>
    );
  }

  function run(choice: PanelChoice) {
    if (paused || isPending) return;
    send(
      { action: "do", params: { ...choice } },
      { onSuccess: (response) => setAnnounce(`Action enregistrée : ${response.action.label}.`) },
    );
  }

  const disabled = paused || thread.status !== "running";
  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <Monitor state={state} />
      <ActionPanel state={state} disabled={disabled} pending={isPending} onDo={run} />
      <ActionLog state={state} />
    </div>
  );
}

function UrgenceReportView({ grade }: ModeReportProps) {
  const report = grade.mode_report;
  if (report?.mode !== "urgence") return null;
  return <UrgenceReportCard report={report as UrgenceReport} />;
}

/** The `urgence` station's view (registered in ../registry.ts). */
export const urgenceView: ModeViewEntry = {
  mainLabel: "Scope et actions",
  Main: UrgenceMain,
  Report: UrgenceReportView,
};
