import { useState } from "react";
import type { ModeMainProps, ModeViewEntry } from "../types";
import { useStationAction } from "../use-station-action";
import { DiagnosticReport } from "./diagnostic-report";
import { diagnosticStateOf } from "./format";
import { TestCatalogue } from "./test-catalogue";
import { TestResults } from "./test-results";

/** The diagnostic strategy's pane: the catalogue to order tests from, then the results received. */
function DiagnosticMain({ thread, paused }: ModeMainProps) {
  const state = diagnosticStateOf(thread);
  const { send, isPending, variables } = useStationAction(thread);
  const [announce, setAnnounce] = useState("");
  const pendingId = isPending && typeof variables?.params?.test_id === "string" ? variables.params.test_id : null;

  if (!state) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        Le catalogue des examens se charge…
      </p>
    );
  }

  function order(testId: string) {
    if (paused || isPending) return;
    const name = state?.catalogue.find((test) => test.id === testId)?.name ?? testId;
    send(
      { action: "order-test", params: { test_id: testId } },
      { onSuccess: () => setAnnounce(`Résultat reçu : ${name}.`) },
    );
  }

  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <TestCatalogue state={state} paused={paused} pendingId={pendingId} onOrder={order} />
      <TestResults results={state.results} />
    </div>
  );
}

/** The `diagnostic` station's view (registered in ../registry.ts). */
export const diagnosticView: ModeViewEntry = {
  mainLabel: "Examens",
  Main: DiagnosticMain,
  Report: DiagnosticReport,
};
