import { ArrowRight, TrendingDown, TrendingUp } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import type { HabitTrendView, HabitView } from "./habits-view";
import { PracticeButton } from "./practice-button";

const TREND_STYLE = {
  up: { icon: TrendingUp, tone: "text-emerald-700" },
  down: { icon: TrendingDown, tone: "text-red-700" },
  stable: { icon: ArrowRight, tone: "text-slate-600" },
} as const;

function Trend({ trend }: { trend: HabitTrendView }) {
  const { icon: Icon, tone } = TREND_STYLE[trend.direction];
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700">
      <Icon className={cn("mt-0.5 h-4 w-4 shrink-0", tone)} aria-hidden="true" />
      <span>
        <span className={cn("font-semibold", tone)}>{trend.word}</span>
        {"\u00a0"}: {trend.detail}
      </span>
    </p>
  );
}

/**
 * The share as a bar with its figure in words (the colour only repeats what the text says). The
 * native meter is for assistive technologies; the drawn bar is decoration.
 */
function CoverageMeter({ habit, coverage, labelId }: { habit: HabitView; coverage: number; labelId: string }) {
  return (
    <div className="flex items-center gap-3">
      <meter
        className="sr-only"
        aria-labelledby={labelId}
        min={0}
        max={100}
        value={coverage}
        aria-valuetext={`Abordé dans ${coverage} % des stations (${habit.count})`}
      />
      <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={cn("h-full rounded-full", habit.weak ? "bg-amber-500" : "bg-brand-600")}
          style={{ width: `${coverage}%` }}
        />
      </div>
      <span className="shrink-0 text-right font-bold whitespace-nowrap text-ink tabular-nums" aria-hidden="true">
        {coverage}
        {"\u00a0"}%
      </span>
    </div>
  );
}

/** A measured domain: its share, the sentence that says it, its trend and a station to practise it. */
export function HabitRow({ habit }: { habit: HabitView }) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className={cn(
        "flex min-w-0 flex-col gap-2 rounded-xl p-3 sm:p-4",
        habit.weak ? "bg-amber-50 ring-1 ring-amber-200 ring-inset" : "bg-slate-50",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h3 id={nameId} className="font-semibold break-words text-ink">
          {habit.name}
        </h3>
        <span className="text-sm text-slate-700 tabular-nums">{habit.count}</span>
      </div>
      {habit.coverage === null ? null : <CoverageMeter habit={habit} coverage={habit.coverage} labelId={nameId} />}
      <p className={cn("text-sm", habit.weak ? "font-semibold text-amber-950" : "text-slate-700")}>{habit.sentence}</p>
      {habit.trend ? <Trend trend={habit.trend} /> : null}
      {habit.practice ? (
        <div className="mt-auto pt-1">
          <PracticeButton
            scenarioId={habit.practice.scenarioId}
            number={habit.practice.number}
            domainName={habit.name}
          />
        </div>
      ) : null}
    </li>
  );
}

/** A domain without enough stations yet: one line, and a station to start it. */
export function PendingHabitRow({ habit }: { habit: HabitView }) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-slate-50 px-3 py-2.5 sm:px-4"
    >
      <span className="min-w-0">
        <span id={nameId} className="font-semibold break-words text-ink">
          {habit.name}
        </span>
        <span className="text-sm text-slate-700"> · {habit.count}</span>
      </span>
      {habit.practice ? (
        <PracticeButton scenarioId={habit.practice.scenarioId} number={habit.practice.number} domainName={habit.name} />
      ) : null}
    </li>
  );
}
