import {
  HABIT_WEAK_BELOW,
  type HabitDomainId,
  type HabitStatistic,
  type HabitsResponse,
  type HabitTrendDirection,
  habitDomain,
} from "@ecos/contracts/constants";

export const NOT_ENOUGH_STATIONS = "Pas encore assez de stations";

/** French typography: a no-break space before « % », « ! » and « : ». */
const NBSP = "\u00a0";
const percent = (value: number) => `${value}${NBSP}%`;

export interface HabitTrendView {
  direction: HabitTrendDirection;
  /** "En progrès", "En recul", "Stable". */
  word: string;
  /** « 67 % sur tes 3 dernières stations, contre 33 % avant ». */
  detail: string;
}

export interface HabitView {
  domain: HabitDomainId;
  name: string;
  /** Share (%) of the stations where the domain was covered; null: not enough stations. */
  coverage: number | null;
  /** « 3 sur 6 stations », « 1 station », « Aucune station » (no-break spaces). */
  count: string;
  weak: boolean;
  /** « Tu oublies les allergies dans 50 % des stations. », or the encouragement of a strong domain. */
  sentence: string;
  trend: HabitTrendView | null;
  practice: { scenarioId: string; number: number } | null;
}

const TREND_WORDS: Record<HabitTrendDirection, string> = { up: "En progrès", down: "En recul", stable: "Stable" };

const stationWord = (count: number) => (count > 1 ? "stations" : "station");
const stations = (count: number) => (count === 0 ? "Aucune station" : `${count}${NBSP}${stationWord(count)}`);

function trendView(habit: HabitStatistic): HabitTrendView | null {
  const { trend } = habit;
  if (!trend) return null;
  const recent = `${percent(trend.recent)} sur tes ${trend.recent_stations} dernières stations`;
  const detail =
    trend.recent === trend.earlier ? `${recent}, comme avant` : `${recent}, contre ${percent(trend.earlier)} avant`;
  return { direction: trend.direction, word: TREND_WORDS[trend.direction], detail };
}

function sentenceOf(habit: HabitStatistic, coverage: number): string {
  if (coverage < HABIT_WEAK_BELOW) {
    return `Tu oublies ${habitDomain(habit.domain).forgotten} dans ${percent(100 - coverage)} des stations.`;
  }
  if (coverage === 100) return `Tu y penses à chaque station${NBSP}: continue${NBSP}!`;
  return `Tu y penses dans ${percent(coverage)} des stations.`;
}

/** One domain as the section shows it. */
export function toHabitView(habit: HabitStatistic): HabitView {
  const { coverage } = habit;
  return {
    domain: habit.domain,
    name: habitDomain(habit.domain).name,
    coverage,
    count:
      coverage === null
        ? stations(habit.stations)
        : `${habit.covered}${NBSP}sur ${habit.stations}${NBSP}${stationWord(habit.stations)}`,
    weak: coverage !== null && coverage < HABIT_WEAK_BELOW,
    sentence: coverage === null ? NOT_ENOUGH_STATIONS : sentenceOf(habit, coverage),
    trend: trendView(habit),
    practice: habit.practice ? { scenarioId: habit.practice.scenario_id, number: habit.practice.number } : null,
  };
}

export interface HabitGroups {
  /** The domains with a share, weakest first. */
  measured: HabitView[];
  /** The domains without enough stations yet, in the order of an interview. */
  pending: HabitView[];
}

/**
 * The domains weakest first (by share, then the most stations first: the surest weakness); those
 * without enough stations apart, in the order of an interview.
 */
export function habitGroups(response: HabitsResponse): HabitGroups {
  const measured = response.habits
    .map((habit, index) => ({ habit, index }))
    .filter(({ habit }) => habit.coverage !== null)
    .sort(
      (a, b) =>
        (a.habit.coverage ?? 0) - (b.habit.coverage ?? 0) || b.habit.stations - a.habit.stations || a.index - b.index,
    )
    .map(({ habit }) => toHabitView(habit));
  const pending = response.habits.filter((habit) => habit.coverage === null).map(toHabitView);
  return { measured, pending };
}
