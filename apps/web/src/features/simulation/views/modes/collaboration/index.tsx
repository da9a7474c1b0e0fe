import type { ModeMainProps, ModeViewEntry } from "../types";
import { useStationAction } from "../use-station-action";
import { CollaborationReportView } from "./collaboration-report";
import { RecordNotes } from "./record-notes";
import { SbarCard } from "./sbar-card";
import { useCollaborationState } from "./use-collaboration-state";

/** The pane beside the call: the SBAR helper with the current part, and the notes written in the record. */
function CollaborationMain({ thread, paused }: ModeMainProps) {
  const state = useCollaborationState(thread);
  const { send, isPending } = useStationAction(thread);
  return (
    <div className="space-y-4">
      <SbarCard state={state} />
      <RecordNotes
        notes={state?.notes ?? []}
        paused={paused}
        pending={isPending}
        onAdd={(text, done) => send({ action: "note-in-record", params: { text } }, { onSuccess: done })}
      />
    </div>
  );
}

/** The `collaboration` station's view (registered in ../registry.ts). */
export const collaborationView: ModeViewEntry = {
  mainLabel: "Fiche SBAR",
  Main: CollaborationMain,
  Report: CollaborationReportView,
};
