import type { ChatMessage, ThreadState } from "@ecos/contracts";
import type { Ref } from "react";
import { ModeView } from "../views/mode-view";
import { DiagnosisField } from "./diagnosis-field";

interface SimulationStepProps {
  thread: ThreadState;
  paused: boolean;
  onReport(message: ChatMessage): void;
  diagnosis: string;
  onDiagnosisChange(value: string): void;
  diagnosisMissing: boolean;
  diagnosisRef: Ref<HTMLInputElement>;
}

/** The mode's view (chat, clinical exam, images, examiner) and the diagnosis to retain. */
export function SimulationStep({
  thread,
  paused,
  onReport,
  diagnosis,
  onDiagnosisChange,
  diagnosisMissing,
  diagnosisRef,
}: SimulationStepProps) {
  return (
    <div className="space-y-4">
      <ModeView thread={thread} paused={paused} onReport={onReport} />
      {thread.base.asks_diagnosis ? (
        <DiagnosisField ref={diagnosisRef} value={diagnosis} onChange={onDiagnosisChange} missing={diagnosisMissing} />
      ) : null}
    </div>
  );
}
