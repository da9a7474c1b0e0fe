import { INTRODUCTION_SECONDS, SIMULATION_SECONDS } from "@ecos/contracts/constants";
import { Flag, Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatClock } from "../lib/format";

interface TimerCardProps {
  step: "introduction" | "simulation";
  remaining: number;
  paused: boolean;
  /** A timer call is on its way: the buttons wait for it. */
  busy: boolean;
  onTogglePause(): void;
  onStart(): void;
  onFinish(): void;
  className?: string;
}

/**
 * The countdown with pause/resume and the start or finish button. A compact bar on phones (the page
 * keeps it stuck to the top), a card in the left column on large screens.
 */
export function TimerCard({
  step,
  remaining,
  paused,
  busy,
  onTogglePause,
  onStart,
  onFinish,
  className,
}: TimerCardProps) {
  const total = step === "introduction" ? INTRODUCTION_SECONDS : SIMULATION_SECONDS;
  const PauseIcon = paused ? Play : Pause;
  return (
    <section
      aria-label="Chronomètre"
      className={cn(
        "flex items-center gap-3 border-b border-slate-200 bg-white/95 px-3 py-2 shadow-sm backdrop-blur lg:flex-col lg:items-stretch lg:gap-4 lg:rounded-2xl lg:border lg:p-5",
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase">
          {step === "introduction" ? "Lecture" : "Simulation"}
          {paused ? " · en pause" : null}
        </p>
        <p className="flex items-baseline gap-1.5 whitespace-nowrap">
          <span
            role="timer"
            aria-label="Temps restant"
            className={cn(
              "text-2xl font-bold text-ink tabular-nums lg:text-5xl",
              remaining <= 60 && step === "simulation" && "text-red-700",
            )}
          >
            {formatClock(remaining)}
          </span>
          <span className="text-sm text-slate-600 tabular-nums">
            <span className="sr-only">Temps total : </span>/ {formatClock(total)}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 lg:flex-col lg:items-stretch">
        <Button variant="secondary" size="sm" onClick={onTogglePause} disabled={busy}>
          <PauseIcon className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only lg:not-sr-only">{paused ? "Reprendre le chrono" : "Mettre en pause"}</span>
        </Button>
        {step === "introduction" ? (
          <Button size="sm" onClick={onStart} disabled={busy}>
            <Play className="h-4 w-4" aria-hidden="true" />
            {/* One flex item, so the button's gap does not split "Commencer" from "la station". */}
            <span>
              Commencer<span className="sr-only sm:not-sr-only"> la station</span>
            </span>
          </Button>
        ) : (
          <Button size="sm" onClick={onFinish}>
            <Flag className="h-4 w-4" aria-hidden="true" />
            <span>
              Terminer<span className="sr-only sm:not-sr-only"> la station</span>
            </span>
          </Button>
        )}
      </div>
    </section>
  );
}
