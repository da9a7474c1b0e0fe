import { currentLevel } from "@ecos/contracts/constants";
import { ListOrdered, Star } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LevelsDialog } from "./levels-dialog";
import { StatCard } from "./stat-card";
import { XpBar } from "./xp-bar";

/** "Niveau et expérience": title, level number, XP bar and the dialog listing every level. */
export function LevelCard({ xp, headingLevel = 2 }: { xp: number; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const level = currentLevel(Math.max(0, xp));
  return (
    <StatCard title="Niveau et expérience" icon={Star} headingLevel={headingLevel}>
      <p className="text-sm font-semibold text-brand-800">Niveau {level.level}</p>
      <p className="text-2xl font-bold text-ink">{level.title}</p>
      <div className="mt-3">
        <XpBar xp={xp} />
      </div>
      <Button variant="secondary" size="sm" className="mt-4 self-start" onClick={() => setOpen(true)}>
        <ListOrdered className="h-4 w-4" aria-hidden="true" />
        Voir les niveaux
      </Button>
      <LevelsDialog open={open} onOpenChange={setOpen} xp={xp} />
    </StatCard>
  );
}
