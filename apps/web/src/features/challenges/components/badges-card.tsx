import type { ChallengeBadge } from "@ecos/contracts";
import { Award } from "lucide-react";
import { useId } from "react";
import { formatBadgeWeek, formatDay, weekNumber } from "../lib/week-format";

/** Every weekly badge the student earned, newest first. */
export function BadgesCard({ badges }: { badges: ChallengeBadge[] }) {
  const titleId = useId();
  const count = badges.length;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Mes badges
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {count === 0
          ? "Pas encore de badge : termine les trois stations d'une semaine pour gagner le premier."
          : `${count} badge${count >= 2 ? "s" : ""} gagné${count >= 2 ? "s" : ""}, un par défi réussi.`}
      </p>
      {count > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {badges.map((badge) => (
            <li key={badge.week} className="flex items-center gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-amber-400 text-amber-950">
                <Award className="h-6 w-6" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  Semaine {weekNumber(badge.week)}
                  <span className="sr-only"> ({badge.week})</span>
                </p>
                <p className="text-sm text-slate-700">{formatBadgeWeek(badge.starts_at)}</p>
                <p className="text-xs text-slate-600">Obtenu le {formatDay(badge.completed_at)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
