import { useState } from "react";
import type { ModeMainProps, ModeViewEntry } from "../types";
import { useStationAction } from "../use-station-action";
import { MaterialsPicker } from "./materials-picker";
import { ProcedureReportCard } from "./procedure-report";
import { count, procedureStateOf } from "./state";
import { StepsOrderer } from "./steps-orderer";

/** The procedure's pane: the tray to prepare, then the steps to put in order. */
function ProcedureMain({ thread, paused }: ModeMainProps) {
  const state = procedureStateOf(thread);
  const { send, isPending, variables } = useStationAction(thread);
  const [announce, setAnnounce] = useState("");

  if (!state) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        Le plateau se prépare…
      </p>
    );
  }

  function validateMaterials(ids: string[]) {
    if (paused || isPending) return;
    send(
      { action: "choose-materials", params: { material_ids: ids } },
      { onSuccess: () => setAnnounce(`Matériel validé : ${count(ids.length, "élément")}.`) },
    );
  }

  function validateSteps(ids: string[]) {
    if (paused || isPending) return;
    send(
      { action: "submit-steps", params: { step_ids: ids } },
      { onSuccess: () => setAnnounce(`Ordre validé : ${count(ids.length, "étape")}.`) },
    );
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-ink">{state.procedure}</h2>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <MaterialsPicker
        state={state}
        paused={paused}
        pending={isPending && variables?.action === "choose-materials"}
        onValidate={validateMaterials}
      />
      <StepsOrderer
        state={state}
        paused={paused}
        pending={isPending && variables?.action === "submit-steps"}
        onValidate={validateSteps}
      />
    </div>
  );
}

/** The `procedure` station's view (registered in ../registry.ts). */
export const procedureView: ModeViewEntry = {
  mainLabel: "Procédure",
  Main: ProcedureMain,
  Report: ProcedureReportCard,
};
