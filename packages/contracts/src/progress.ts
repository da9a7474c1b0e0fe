/**
 * Progression (spec sections 2 "Progression screen", 3 "Statistics response", 4 "Readiness", 9):
 * the statistics wire shape and the rules both the dashboard and the progression screen apply.
 * No zod here: safe for the browser's initial bundle.
 */
import type { CategoryId, EvaluationModeId } from "./catalog";
import { currentLevel, type Level, nextLevel } from "./levels";

/** One month of the rolling year: month is the JavaScript month index (0 = January). */
export interface MonthlyStatistic {
  year: number;
  month: number;
  /** Null when no station was graded that month. */
  avg_grade: number | null;
  count: number;
}

/** GET /api/simulation/statistics (spec section 3), grades on /20 rounded to one decimal. */
export interface StatisticsResponse {
  /** Average of every graded station, or null before the first one. */
  avg_grade: number | null;
  /** Distinct stations (scenarios) graded at least once: the "encountered" stations. */
  total_scenarios: number;
  /** Distinct starting situations (SDD) among them. */
  sdd: number;
  /** Graded stations, repeats included. */
  total_simulations: number;
  /** What can be played in this version, to say how much of it has been explored. */
  available: { scenarios: number; sdd: number };
  categories: Array<{ category: CategoryId; avg_grade: number; count: number }>;
  evaluation_mode: Array<{ mode: EvaluationModeId; avg_grade: number; count: number }>;
  /** The twelve months ending with the current one (Europe/Paris), oldest first. */
  monthly_ts: MonthlyStatistic[];
}

/** The progression charts stay hidden until the student has met more than this many stations. */
export const PROGRESSION_MIN_SCENARIOS = 3;

/** True while the progression screen shows its "train with more stations" overlay. */
export const progressionLocked = (encounteredScenarios: number) => encounteredScenarios <= PROGRESSION_MIN_SCENARIOS;

/**
 * The one readiness rule (docs/decisions.md): ready when there is an average and it reaches the goal.
 * Both grades are on /20.
 */
export function isReady(averageGrade: number | null | undefined, targetGrade: number): boolean {
  return averageGrade !== null && averageGrade !== undefined && averageGrade >= targetGrade;
}

/** Abbreviated French month names, indexed like JavaScript months. */
export const FRENCH_MONTHS_SHORT = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
] as const;

export interface LevelProgress {
  current: Level;
  next: Level | undefined;
  /** XP earned since the current level's threshold. */
  xpIntoLevel: number;
  /** XP between the current and the next threshold (0 at the top level). */
  xpForLevel: number;
  /** 0 to 1; 1 at the top level. */
  ratio: number;
}

/** Where a student stands between their level and the next (the XP bar). */
export function levelProgress(xp: number): LevelProgress {
  const safeXp = Math.max(0, xp);
  const current = currentLevel(safeXp);
  const next = nextLevel(safeXp);
  if (!next) return { current, next, xpIntoLevel: safeXp - current.xpRequired, xpForLevel: 0, ratio: 1 };
  const xpForLevel = next.xpRequired - current.xpRequired;
  const xpIntoLevel = safeXp - current.xpRequired;
  return { current, next, xpIntoLevel, xpForLevel, ratio: Math.min(1, xpIntoLevel / xpForLevel) };
}
