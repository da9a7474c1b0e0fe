import type { RankingResponse } from "@ecos/contracts";
import { EyeOff, Medal } from "lucide-react";
import { useId } from "react";
import { formatPlace, formatXp, periodPhrase } from "../lib/ranking-format";

/**
 * The student's own place, always shown to them (and only to them): where they are, or where they
 * would be among the students of the ranking if they joined it.
 */
export function MyRankCard({ ranking }: { ranking: RankingResponse }) {
  const titleId = useId();
  const { me, period } = ranking;
  const listed = me.participation.opt_in;
  const when = periodPhrase(period);
  const tied = me.rank !== null && ranking.entries.filter((entry) => entry.rank === me.rank).length > 1;
  let sentence: string;
  if (me.rank === null) {
    sentence = `Pas encore d'XP ${when} : termine une station pour entrer dans le classement.`;
  } else if (listed) {
    sentence = `Tu es à la ${formatPlace(me.rank)} place${tied ? " ex aequo" : ""} sur ${ranking.participants}, avec ${formatXp(me.xp)} ${when}.`;
  } else {
    sentence = `Tu serais à la ${formatPlace(me.rank)} place sur ${ranking.participants + 1}, avec ${formatXp(me.xp)} ${when}.`;
  }
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Ma place
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <span
          className="grid h-16 w-16 shrink-0 place-items-center rounded-2xl bg-brand-50 text-2xl font-bold text-brand-800 ring-1 ring-brand-200"
          aria-hidden="true"
        >
          {me.rank === null ? <Medal className="h-7 w-7" /> : formatPlace(me.rank)}
        </span>
        <p className="min-w-0 text-slate-800">{sentence}</p>
      </div>
      {listed ? null : (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Tu n'apparais pas dans le classement : personne d'autre ne voit ta place ni ton XP.
        </p>
      )}
    </section>
  );
}
