import { CHALLENGE_STATIONS, type WeeklyChallengeResponse } from "@ecos/contracts";
import { Award } from "lucide-react";
import { useId } from "react";
import { formatDay, weekNumber } from "../lib/week-format";

/** How many of the three stations are done this week, and the badge once they all are. */
export function ChallengeProgress({ challenge }: { challenge: WeeklyChallengeResponse }) {
  const titleId = useId();
  const done = challenge.stations.filter((station) => station.done).length;
  const total = challenge.stations.length || CHALLENGE_STATIONS;
  if (challenge.completed_at) {
    return (
      <section
        aria-labelledby={titleId}
        className="flex items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
      >
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-amber-400 text-amber-950 shadow-inner">
          <Award className="h-8 w-8" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-amber-950">
            Défi réussi : badge de la semaine {weekNumber(challenge.week)} obtenu !
          </h2>
          <p className="text-sm text-amber-950">
            Les trois stations sont faites (le {formatDay(challenge.completed_at)}). Rendez-vous lundi pour le prochain
            défi.
          </p>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Avancement
        </h2>
        <p className="text-sm font-semibold text-slate-800">
          {done} / {total} stations faites
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} station${done >= 2 ? "s" : ""} sur ${total}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-all"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {done === 0
          ? "Une station compte dès qu'elle est notée cette semaine, même si tu l'avais déjà faite avant."
          : total - done === 1
            ? "Plus qu'une station pour gagner le badge."
            : `Plus que ${total - done} stations pour gagner le badge.`}
      </p>
    </section>
  );
}
