import type { ChatMessage, ThreadState } from "@ecos/contracts";
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useDialogPause } from "../hooks/use-dialog-pause";
import { useStationSession } from "../hooks/use-station-session";
import { noteDraft } from "../lib/station-draft";
import { CircuitStationDone, circuitPagePath, hidesGrade } from "./circuit-station-done";
import { BugReportDialog } from "./dialogs/bug-report-dialog";
import { EndDialog } from "./dialogs/end-dialog";
import { QuitDialog } from "./dialogs/quit-dialog";
import { ReportDialog } from "./dialogs/report-dialog";
import { GradingPending } from "./grading/grading-pending";
import { GradingResults } from "./grading/grading-results";
import { IntroductionStep } from "./introduction-step";
import { PauseOverlay } from "./pause-overlay";
import { SimulationHeader } from "./simulation-header";
import { SimulationStep } from "./simulation-step";
import { StationSidebar } from "./station-sidebar";
import { TimerCard } from "./timer-card";

/** The station page once its thread is loaded: header, timer and sidebar, the step's content, dialogs. */
export function SimulationScreen({ thread }: { thread: ThreadState }) {
  const session = useStationSession(thread);
  const { phase, controls, blocker } = session;
  const dialogs = useDialogPause(session.running, controls);
  const [reported, setReported] = useState<ChatMessage | null>(null);
  const [diagnosisMissing, setDiagnosisMissing] = useState(false);
  const [focusDiagnosis, setFocusDiagnosis] = useState(0);
  const diagnosisRef = useRef<HTMLInputElement>(null);

  // An in-app navigation while the station runs asks first, through the quit dialog.
  const onBlocked = useEffectEvent(() => dialogs.open("quit"));
  useEffect(() => {
    if (blocker.state === "blocked") onBlocked();
  }, [blocker.state]);

  // Each step starts at the top of the page. Otherwise the scroll of the step before (the reading
  // step's "Commencer" button, the chat's composer) is kept, and the browser's scroll anchoring then
  // lands the student on the sidebar below the new content, the grade far above the screen on a phone.
  const shownPhase = useRef(phase);
  useLayoutEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    // "instant": the page's smooth scrolling would be cut short by the new step's layout.
    // (Optional call: jsdom has no Element.scrollTo.)
    (document.scrollingElement ?? document.documentElement).scrollTo?.({ top: 0, behavior: "instant" });
  }, [phase]);

  // After the end dialog has given focus back, move it to the missing diagnosis.
  useEffect(() => {
    if (focusDiagnosis === 0) return;
    const id = setTimeout(() => diagnosisRef.current?.focus(), 0);
    return () => clearTimeout(id);
  }, [focusDiagnosis]);

  // A station of a circuit is left for its circuit (resumed from there, in order).
  const home = thread.circuit ? circuitPagePath(thread.circuit) : "/homepage";
  function quit() {
    if (session.inProgress) dialogs.open("quit");
    else session.leaveTo(home);
  }
  function cancelQuit() {
    dialogs.close();
    if (blocker.state === "blocked") blocker.reset();
  }
  function confirmQuit() {
    dialogs.close({ resume: false });
    if (blocker.state === "blocked") blocker.proceed();
    else session.leaveTo(home);
  }
  function confirmEnd() {
    if (session.finish()) {
      dialogs.close({ resume: false });
      return;
    }
    dialogs.close();
    setDiagnosisMissing(true);
    setFocusDiagnosis((count) => count + 1);
  }
  function report(message: ChatMessage) {
    setReported(message);
    dialogs.open("report");
  }
  const timed = phase === "introduction" || phase === "simulation";
  const togglePause = () => (session.paused ? controls.resume() : controls.pause());

  return (
    <div className="min-h-screen bg-slate-50">
      <title>Simulation en cours – ECOS Academy</title>
      <SimulationHeader scenario={thread.scenario} onBugReport={() => dialogs.open("bug")} onQuit={quit} />
      <main
        className={cn(
          "mx-auto grid max-w-7xl grid-cols-1 gap-4 pb-10 sm:px-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-6 lg:pt-6",
          !timed && "pt-4",
        )}
      >
        {timed ? (
          <TimerCard
            className="sticky top-0 z-20 lg:top-6 lg:col-start-1 lg:row-start-1 lg:self-start"
            step={phase}
            remaining={session.remaining}
            paused={session.paused}
            busy={controls.busy}
            onTogglePause={togglePause}
            onStart={controls.start}
            onFinish={() => dialogs.open("end")}
          />
        ) : null}
        <StationSidebar
          key={phase === "introduction" ? "reading" : "playing"}
          thread={thread}
          defaultOpen={phase !== "introduction"}
          className={cn(
            "order-last px-3 sm:px-0 lg:order-none lg:col-start-1",
            timed ? "lg:row-start-2" : "lg:row-span-2 lg:row-start-1",
          )}
        />
        <div className="relative px-3 sm:px-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div
            inert={session.paused}
            className={session.paused ? "pointer-events-none blur-sm select-none" : undefined}
          >
            {phase === "introduction" ? (
              <IntroductionStep thread={thread} onStart={controls.start} busy={controls.busy} />
            ) : phase === "simulation" ? (
              <SimulationStep
                thread={thread}
                paused={session.paused}
                onReport={report}
                diagnosis={session.diagnosis}
                onDiagnosisChange={session.setDiagnosis}
                diagnosisMissing={diagnosisMissing}
                diagnosisRef={diagnosisRef}
              />
            ) : phase === "grading" || !thread.grade ? (
              <GradingPending />
            ) : hidesGrade(thread.circuit) ? (
              <CircuitStationDone circuit={thread.circuit} />
            ) : (
              <GradingResults thread={thread} grade={thread.grade} />
            )}
          </div>
          {session.paused ? <PauseOverlay onResume={controls.resume} busy={controls.busy} /> : null}
        </div>
      </main>
      <QuitDialog open={dialogs.dialog === "quit"} onCancel={cancelQuit} onConfirm={confirmQuit} />
      <EndDialog
        open={dialogs.dialog === "end"}
        remaining={session.remaining}
        unsavedNote={dialogs.dialog === "end" && noteDraft.read(thread.thread_id).trim() !== ""}
        onCancel={() => dialogs.close()}
        onConfirm={confirmEnd}
      />
      <ReportDialog
        threadId={thread.thread_id}
        message={dialogs.dialog === "report" ? reported : null}
        onClose={() => dialogs.close()}
      />
      <BugReportDialog open={dialogs.dialog === "bug"} threadId={thread.thread_id} onClose={() => dialogs.close()} />
    </div>
  );
}
