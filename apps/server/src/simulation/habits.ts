import { type ClinicalCase, caseById, caseHabits, caseNumber, habitWeight } from "@ecos/content";
import {
  HABIT_DOMAIN_IDS,
  HABIT_MIN_STATIONS,
  HABIT_TREND_MIN_STATIONS,
  HABIT_TREND_THRESHOLD,
  HABIT_TREND_WINDOW,
  type HabitDomainId,
  type HabitStatistic,
  type HabitsResponse,
  type HabitTrend,
} from "@ecos/contracts";
import type { Db } from "@ecos/db";
import { type GradedCriteria, gradedCriteria } from "../repositories/habits";
import { PLAYABLE_CASES } from "./scenarios";

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/**
 * For each domain, whether the student covered it in each graded station where it counted, oldest
 * first. A domain counts in a station when the stored grade has a criterion of that domain (the grid
 * of the case as it is now decides the domain); it is covered when every such criterion earned its point.
 */
function outcomesByDomain(stations: readonly GradedCriteria[]): Map<HabitDomainId, boolean[]> {
  const outcomes = new Map<HabitDomainId, boolean[]>(HABIT_DOMAIN_IDS.map((domain) => [domain, []]));
  for (const station of stations) {
    const item = caseById(station.scenarioId);
    if (!item) continue;
    const habits = caseHabits(item);
    const covered = new Map<HabitDomainId, boolean>();
    for (const id of station.earned) {
      const domain = habits.get(id);
      if (domain && !covered.has(domain)) covered.set(domain, true);
    }
    for (const id of station.missed) {
      const domain = habits.get(id);
      if (domain) covered.set(domain, false);
    }
    for (const [domain, result] of covered) outcomes.get(domain)?.push(result);
  }
  return outcomes;
}

/**
 * The most recent stations (half of them, at most HABIT_TREND_WINDOW) against the ones before; null
 * until there are two of each. A change under HABIT_TREND_THRESHOLD points is stable.
 */
export function habitTrend(outcomes: readonly boolean[]): HabitTrend | null {
  if (outcomes.length < HABIT_TREND_MIN_STATIONS) return null;
  const recentCount = Math.min(HABIT_TREND_WINDOW, Math.floor(outcomes.length / 2));
  const earlier = outcomes.slice(0, outcomes.length - recentCount);
  const recent = outcomes.slice(outcomes.length - recentCount);
  const share = (list: readonly boolean[]) => (list.filter(Boolean).length / list.length) * 100;
  const change = share(recent) - share(earlier);
  return {
    recent: Math.round(share(recent)),
    recent_stations: recent.length,
    earlier: Math.round(share(earlier)),
    earlier_stations: earlier.length,
    direction: Math.abs(change) < HABIT_TREND_THRESHOLD ? "stable" : change > 0 ? "up" : "down",
  };
}

/**
 * A playable station whose grid asks for the domain: one never graded first, else the least recently
 * graded; then the one asking the most of the domain, then the lowest number.
 */
function practiceStation(
  domain: HabitDomainId,
  lastGraded: ReadonlyMap<string, number>,
  playable: readonly ClinicalCase[],
): HabitStatistic["practice"] {
  const candidates = playable
    .map((item) => ({ item, weight: habitWeight(item, domain), last: lastGraded.get(item.id) ?? -1 }))
    .filter((candidate) => candidate.weight > 0)
    .sort((a, b) => a.last - b.last || b.weight - a.weight || a.item.id.localeCompare(b.item.id));
  const best = candidates[0]?.item;
  return best ? { scenario_id: best.id, number: caseNumber(best.id) } : null;
}

/** The habits of a student from their graded stations (oldest first). */
export function habitStatistics(
  stations: readonly GradedCriteria[],
  playable: readonly ClinicalCase[] = PLAYABLE_CASES,
): HabitsResponse {
  const outcomes = outcomesByDomain(stations);
  // The order of the stations is the order of their grading: a later index is a more recent play.
  const lastGraded = new Map(stations.map((station, index) => [station.scenarioId, index]));
  return {
    habits: HABIT_DOMAIN_IDS.map((domain) => {
      const results = outcomes.get(domain) ?? [];
      const covered = results.filter(Boolean).length;
      return {
        domain,
        stations: results.length,
        covered,
        coverage: results.length >= HABIT_MIN_STATIONS ? percent(covered, results.length) : null,
        trend: habitTrend(results),
        practice: practiceStation(domain, lastGraded, playable),
      };
    }),
  };
}

/** GET /api/simulation/statistics/habits. */
export async function userHabits(db: Db, userId: string): Promise<HabitsResponse> {
  return habitStatistics(await gradedCriteria(db, userId));
}
