import { levelProgress } from "@ecos/contracts/constants";
import { formatXp } from "../lib/format";

/** The experience bar towards the next level's threshold (a progressbar from this level's threshold). */
export function XpBar({ xp }: { xp: number }) {
  const { current, next, ratio } = levelProgress(xp);
  const percent = Math.round(ratio * 100);
  if (!next) {
    return (
      <div className="space-y-1.5">
        <div
          role="progressbar"
          aria-label="Expérience : niveau maximum atteint"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={100}
          aria-valuetext={`${formatXp(xp)} XP, niveau maximum atteint`}
          className="h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full w-full rounded-full bg-amber-400" />
        </div>
        <p className="text-sm text-slate-700">Niveau maximum atteint : bravo !</p>
      </div>
    );
  }
  const clamped = Math.min(Math.max(xp, current.xpRequired), next.xpRequired);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink tabular-nums">{formatXp(xp)} XP</span>
        <span className="text-slate-600 tabular-nums">{formatXp(next.xpRequired)} XP</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Expérience vers le niveau ${next.level} (${next.title})`}
        aria-valuemin={current.xpRequired}
        aria-valuemax={next.xpRequired}
        aria-valuenow={clamped}
        aria-valuetext={`${formatXp(xp)} XP sur ${formatXp(next.xpRequired)} XP`}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">
        Encore {formatXp(next.xpRequired - xp)} XP pour devenir <span className="font-semibold">{next.title}</span>
      </p>
    </div>
  );
}
