import type { WeeklyChallengeResponse } from "@ecos/contracts";
import { Clock, Swords } from "lucide-react";
import { PageBanner } from "@/components/page-banner";
import { formatTimeLeft, formatWeekRange } from "../lib/week-format";

/** The screen's header: what the challenge is, the week it covers and the time left. */
export function ChallengeBanner({ challenge, now }: { challenge: WeeklyChallengeResponse; now: Date }) {
  const timeLeft = formatTimeLeft(challenge.ends_at, now);
  return (
    <PageBanner icon={Swords} title="Défi de la semaine" accent="amber" align="start">
      <p>
        Trois stations, les mêmes pour tous les étudiants, {formatWeekRange(challenge.starts_at, challenge.ends_at)}.
        Termine-les toutes les trois avant dimanche minuit pour gagner le badge de la semaine.
      </p>
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
        <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {timeLeft ? `Encore ${timeLeft}` : "Ce défi est terminé : le suivant commence."}
      </p>
    </PageBanner>
  );
}
