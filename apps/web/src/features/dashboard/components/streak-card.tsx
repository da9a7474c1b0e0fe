import type { User } from "@ecos/contracts";
import { WEEKDAYS, type Weekday } from "@ecos/contracts/constants";
import { Flame } from "lucide-react";
import { StatCard } from "@/features/progression";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";

const DAY_NAMES: Record<Weekday, { letter: string; name: string }> = {
  Monday: { letter: "L", name: "Lundi" },
  Tuesday: { letter: "M", name: "Mardi" },
  Wednesday: { letter: "M", name: "Mercredi" },
  Thursday: { letter: "J", name: "Jeudi" },
  Friday: { letter: "V", name: "Vendredi" },
  Saturday: { letter: "S", name: "Samedi" },
  Sunday: { letter: "D", name: "Dimanche" },
};

const parisWeekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "Europe/Paris" });

/** Today's weekday in Europe/Paris time, the server's week (GET /users/me Streaks). */
export function todayWeekday(now: Date = new Date()): Weekday {
  const name = parisWeekday.format(now);
  return (WEEKDAYS as readonly string[]).includes(name) ? (name as Weekday) : "Monday";
}

/** "Série de la semaine": the days of this week with a graded station, Monday to Sunday. */
export function StreakCard({ streaks, now }: { streaks: User["statistics"]["Streaks"]; now?: Date }) {
  const today = todayWeekday(now);
  const active = WEEKDAYS.filter((day) => streaks[day]).length;
  return (
    <StatCard title="Série de la semaine" icon={Flame} headingLevel={3}>
      <p className="font-bold text-ink">
        <span className="text-4xl tabular-nums">{active}</span>
        <span className="text-lg text-slate-600">/7</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {active === 0
          ? "Aucun jour d'entraînement cette semaine pour l'instant."
          : `${plural(active, "jour", "jours")} d'entraînement cette semaine.`}
      </p>
      <ul aria-label="Jours d'entraînement de la semaine" className="mt-4 grid grid-cols-7 gap-1">
        {WEEKDAYS.map((day) => {
          const done = Boolean(streaks[day]);
          const isToday = day === today;
          return (
            <li key={day} aria-current={isToday ? "date" : undefined} className="flex flex-col items-center gap-1">
              <span
                aria-hidden="true"
                className={cn(
                  "grid h-8 w-8 place-items-center rounded-full text-xs font-bold",
                  done ? "bg-orange-500 text-white" : "bg-slate-100 text-slate-500",
                  isToday && "ring-2 ring-brand-700 ring-offset-2",
                )}
              >
                {done ? <Flame className="h-4 w-4" /> : null}
              </span>
              <span
                aria-hidden="true"
                className={cn("text-xs", isToday ? "font-bold text-brand-800" : "text-slate-600")}
              >
                {DAY_NAMES[day].letter}
              </span>
              <span className="sr-only">
                {DAY_NAMES[day].name}
                {isToday ? " (aujourd'hui)" : ""} : {done ? "entraînement fait" : "pas d'entraînement"}
              </span>
            </li>
          );
        })}
      </ul>
    </StatCard>
  );
}
