import { RANKING_TOP, type RankingResponse } from "@ecos/contracts";
import { useId } from "react";
import { Avatar } from "@/components/avatar";
import { cn } from "@/lib/cn";
import { formatPlace, formatXp, periodPhrase } from "../lib/ranking-format";

const PODIUM = ["bg-amber-400 text-amber-950", "bg-slate-300 text-slate-900", "bg-orange-300 text-orange-950"];

/** The opted-in students of the period by XP, the first places; the reader's own line stands out. */
export function RankingTable({ ranking }: { ranking: RankingResponse }) {
  const titleId = useId();
  const when = periodPhrase(ranking.period);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Les {RANKING_TOP} premières places {when}
        </h2>
        <p className="text-sm text-slate-600">
          {ranking.participants} étudiant{ranking.participants >= 2 ? "s" : ""} classé
          {ranking.participants >= 2 ? "s" : ""}
        </p>
      </div>
      {ranking.entries.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-700">
          Personne n'est encore classé {when}. Rejoins le classement et termine une station pour ouvrir la marche !
        </p>
      ) : (
        <table className="mt-4 w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">Classement {when}, par XP gagnée</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              <th scope="col" className="w-14 py-2 pr-2 font-semibold sm:w-20">
                Place
              </th>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Pseudonyme
              </th>
              <th scope="col" className="w-20 py-2 text-right font-semibold sm:w-32">
                XP
              </th>
            </tr>
          </thead>
          <tbody>
            {ranking.entries.map((entry) => (
              <tr
                key={`${entry.rank}-${entry.pseudonym}`}
                aria-current={entry.is_me ? "true" : undefined}
                className={cn(
                  "border-b border-slate-100 last:border-0",
                  entry.is_me && "bg-brand-50 font-semibold ring-2 ring-brand-600 ring-inset",
                )}
              >
                <td className="py-2 pr-2 pl-1">
                  <span
                    className={cn(
                      "inline-grid h-8 min-w-8 place-items-center rounded-full px-1.5 font-bold",
                      PODIUM[entry.rank - 1] ?? "bg-slate-100 text-slate-800",
                    )}
                  >
                    {formatPlace(entry.rank)}
                  </span>
                </td>
                <th scope="row" className="py-2 pr-2 font-medium text-ink">
                  <span className="flex min-w-0 items-center gap-2">
                    <Avatar id={entry.avatar_id} size={32} />
                    {/* A pseudonym wraps rather than losing its end on a phone (up to 20 characters, no spaces). */}
                    <span className="min-w-0 [overflow-wrap:anywhere]">{entry.pseudonym}</span>{" "}
                    {entry.is_me ? (
                      <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        toi
                      </span>
                    ) : null}
                  </span>
                </th>
                <td className="py-2 pr-1 text-right tabular-nums text-slate-800">{formatXp(entry.xp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
