import { currentLevel, LEVELS } from "@ecos/contracts/constants";
import { Badge } from "@/components/ui/badge";
import { Dialog } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { formatXp } from "../lib/format";

/** A level's XP range: from its threshold to just below the next one; the last one has no end. */
export function levelRange(index: number): string {
  const level = LEVELS[index];
  const next = LEVELS[index + 1];
  if (!level) return "";
  if (!next) return `${formatXp(level.xpRequired)} XP et plus`;
  return `${formatXp(level.xpRequired)} à ${formatXp(next.xpRequired - 1)} XP`;
}

/** "Les niveaux": the ten levels with their XP ranges, the student's own highlighted. */
export function LevelsDialog({
  open,
  onOpenChange,
  xp,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  xp: number;
}) {
  const mine = currentLevel(Math.max(0, xp)).level;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Les niveaux"
      description="Chaque station corrigée te rapporte de l'XP : elle te fait monter en grade."
    >
      <ol className="space-y-1.5">
        {LEVELS.map((level, index) => {
          const current = level.level === mine;
          return (
            <li
              key={level.level}
              aria-current={current ? "true" : undefined}
              className={cn(
                "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl px-3 py-2",
                current ? "bg-brand-50 ring-2 ring-brand-600" : "bg-slate-50",
              )}
            >
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-slate-600">Niveau {level.level}</span>
                <span className="font-semibold text-ink">{level.title}</span>
                {current ? (
                  <Badge className="ml-2 align-middle" tone="brand">
                    Ton niveau
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-slate-700 tabular-nums">{levelRange(index)}</span>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
