import type { WeeklyChallengeResponse } from "@ecos/contracts";
import { Clock, Swords } from "lucide-react";
import { formatTimeLeft, formatWeekRange } from "../lib/week-format";

/** The screen's header: what the challenge is, the week it covers and the time left. */
export function ChallengeBanner({ challenge, now }: { challenge: WeeklyChallengeResponse; now: Date }) {
  const timeLeft = formatTimeLeft(challenge.ends_at, now);
  return (
    <header className="flex items-start gap-4 rounded-3xl bg-linear-to-br from-brand-50 via-white to-amber-50 p-5 ring-1 ring-slate-200 sm:p-7">
      <span className="hidden h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:grid">
        <Swords className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-3">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Défi de la semaine</h1>
          <p className="mt-1 text-slate-700">
            Trois stations, les mêmes pour tous les étudiants, {formatWeekRange(challenge.starts_at, challenge.ends_at)}
            . Termine-les toutes les trois avant dimanche minuit pour gagner le badge de la semaine.
          </p>
        </div>
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
          <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {timeLeft ? `Encore ${timeLeft}` : "Ce défi est terminé : le suivant commence."}
        </p>
      </div>
    </header>
  );
}
