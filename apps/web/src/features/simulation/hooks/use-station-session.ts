import type { ThreadState } from "@ecos/contracts";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { diagnosisDraft } from "../lib/station-draft";
import { isClockRunning, useCountdown } from "./use-countdown";
import { useGradeStation } from "./use-grade-station";
import { useLeaveGuard } from "./use-leave-guard";
import { useStationKeepAlive } from "./use-station-keep-alive";
import { useTimerControls } from "./use-timer-controls";

/** What the page shows: the two timed steps, the grading wait, then the results. */
export type StationPhase = "introduction" | "simulation" | "grading" | "results";

/**
 * The station's life on the page: countdown, timer calls, heartbeat, leave guard, diagnosis and
 * grading, including the automatic moves when the countdown reaches 0.
 */
export function useStationSession(thread: ThreadState) {
  const threadId = thread.thread_id;
  const navigate = useNavigate();
  const controls = useTimerControls(threadId);
  const remaining = useCountdown(thread);
  const graded = thread.grade !== null;
  // The diagnosis being typed survives a reload (kept as a draft until the grade stores it).
  const [diagnosis, setDiagnosisState] = useState(() => thread.diagnosis ?? diagnosisDraft.read(threadId));
  function setDiagnosis(value: string) {
    setDiagnosisState(value);
    diagnosisDraft.write(threadId, value);
  }
  const typedDiagnosis = () => diagnosis.trim().replace(/\s+/g, " ") || null;

  const grade = useGradeStation(threadId, { whenIdle: controls.whenIdle, onFailed: () => leaveTo("/homepage") });
  /** An ended station without a grade (the grading call was lost): grade it on arrival. */
  const mustGrade = !graded && (thread.status === "ended" || thread.step === "grading");
  const phase: StationPhase = graded
    ? "results"
    : grade.isPending || grade.isError || mustGrade
      ? "grading"
      : thread.step === "introduction"
        ? "introduction"
        : "simulation";
  const inProgress = phase === "introduction" || phase === "simulation";
  const running = inProgress && isClockRunning(thread.status);
  const { blocker, allowLeaving } = useLeaveGuard(inProgress);
  useStationKeepAlive(threadId, running, controls.heartbeat);

  function leaveTo(path: string) {
    allowLeaving();
    navigate(path);
  }

  const gradeRequested = useRef(false);
  function gradeOnce(diagnostic: string | null) {
    if (gradeRequested.current) return;
    gradeRequested.current = true;
    grade.mutate(diagnostic);
  }

  const onTimeUp = useEffectEvent((step: ThreadState["step"]) => {
    if (step === "introduction") controls.start();
    if (step === "simulation") gradeOnce(typedDiagnosis());
  });
  const timeUpFired = useRef<string | null>(null);
  useEffect(() => {
    if (!running || remaining > 0 || timeUpFired.current === thread.step) return;
    timeUpFired.current = thread.step;
    onTimeUp(thread.step);
  }, [running, remaining, thread.step]);

  const onMustGrade = useEffectEvent(() => gradeOnce(typedDiagnosis()));
  useEffect(() => {
    if (mustGrade) onMustGrade();
  }, [mustGrade]);

  /** Ends the station with the typed diagnosis; false when the station asks for one and none was typed. */
  function finish(): boolean {
    const typed = typedDiagnosis();
    if (thread.base.asks_diagnosis && !typed) return false;
    gradeOnce(typed);
    return true;
  }

  return {
    thread,
    phase,
    remaining,
    running,
    paused: inProgress && thread.status === "paused",
    inProgress,
    controls,
    diagnosis,
    setDiagnosis,
    finish,
    blocker,
    allowLeaving,
    leaveTo,
  };
}

export type StationSession = ReturnType<typeof useStationSession>;
