import { useCallback, useRef, useState } from "react";

export type SimulationDialog = "quit" | "end" | "bug" | "report";

/**
 * One dialog at a time. Opening one pauses a running station; closing it resumes the station only if
 * the dialog paused it (a station paused by the student stays paused).
 */
export function useDialogPause(running: boolean, controls: { pause(): void; resume(): void }) {
  const [dialog, setDialog] = useState<SimulationDialog | null>(null);
  const resumeOnClose = useRef(false);
  const { pause, resume } = controls;

  const open = useCallback(
    (kind: SimulationDialog) => {
      if (running && !resumeOnClose.current) {
        resumeOnClose.current = true;
        pause();
      }
      setDialog(kind);
    },
    [running, pause],
  );

  /** `resume: false` when the dialog's action ends the station or leaves the page. */
  const close = useCallback(
    ({ resume: shouldResume = true }: { resume?: boolean } = {}) => {
      setDialog(null);
      if (!resumeOnClose.current) return;
      resumeOnClose.current = false;
      if (shouldResume) resume();
    },
    [resume],
  );

  return { dialog, open, close };
}
