import type { RankingPeriod } from "@ecos/contracts";
import { formatInteger } from "@/lib/format";

/** "1re", "2e", "12e": the place, feminine like « place ». */
export const formatPlace = (rank: number) => `${rank}${rank === 1 ? "re" : "e"}`;

/** "1 300 XP" */
export const formatXp = (xp: number) => `${formatInteger(xp)} XP`;

/** "cette semaine", "ce mois-ci" */
export const periodPhrase = (period: RankingPeriod) => (period === "week" ? "cette semaine" : "ce mois-ci");

export const PERIOD_OPTIONS: ReadonlyArray<{ value: RankingPeriod; label: string }> = [
  { value: "week", label: "Cette semaine" },
  { value: "month", label: "Ce mois-ci" },
];
