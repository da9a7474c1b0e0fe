import { caseById } from "@ecos/content";
import type { CategoryId, EvaluationModeId, MonthlyStatistic, StatisticsResponse } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import { ACTIVITY_TIME_ZONE } from "../repositories/activity";
import type { GradeGroup } from "../repositories/statistics";
import { storedGradeGroups } from "../repositories/user-stats";
import { PLAYABLE_CASES } from "./scenarios";

const MONTHS_SHOWN = 12;
const round1 = (value: number) => Math.round(value * 10) / 10;

const AVAILABLE = {
  scenarios: PLAYABLE_CASES.length,
  sdd: new Set(PLAYABLE_CASES.map((item) => item.sdd.number)).size,
};

/** Built once: an Intl formatter costs far more to create than to use. */
const PARIS_MONTH = new Intl.DateTimeFormat("en-GB", {
  timeZone: ACTIVITY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
});

/** year * 12 + month index of a date, in the students' time zone. */
export function parisMonthKey(date: Date): number {
  const parts = PARIS_MONTH.formatToParts(date).reduce<Record<string, string>>(
    (acc, part) => Object.assign(acc, { [part.type]: part.value }),
    {},
  );
  return Number(parts.year) * 12 + Number(parts.month) - 1;
}

/** The twelve months ending with the current one, oldest first; empty months have a null average. */
function monthlySeries(groups: GradeGroup[], now: Date): MonthlyStatistic[] {
  const byMonth = new Map(groups.filter((g) => g.dimension === "month").map((g) => [Number(g.key), g]));
  const last = parisMonthKey(now);
  return Array.from({ length: MONTHS_SHOWN }, (_, index) => {
    const key = last - (MONTHS_SHOWN - 1) + index;
    const group = byMonth.get(key);
    return {
      year: Math.floor(key / 12),
      month: key % 12,
      avg_grade: group ? round1(group.average) : null,
      count: group?.count ?? 0,
    };
  });
}

/** GET /api/simulation/statistics: the user's graded stations, from their aggregates (user_stats). */
export async function userStatistics(db: Db, userId: string, now = new Date()): Promise<StatisticsResponse> {
  const groups = await storedGradeGroups(db, userId);
  const all = groups.find((group) => group.dimension === "all");
  const scenarios = groups.filter((group) => group.dimension === "scenario").map((group) => String(group.key));
  const situations = new Set(scenarios.flatMap((id) => caseById(id)?.sdd.number ?? []));
  const byAverage = (a: GradeGroup, b: GradeGroup) =>
    b.average - a.average || String(a.key).localeCompare(String(b.key));
  return {
    avg_grade: all ? round1(all.average) : null,
    total_scenarios: scenarios.length,
    sdd: situations.size,
    total_simulations: all?.count ?? 0,
    available: AVAILABLE,
    categories: groups
      .filter((group) => group.dimension === "category")
      .sort(byAverage)
      .map((group) => ({ category: group.key as CategoryId, avg_grade: round1(group.average), count: group.count })),
    evaluation_mode: groups
      .filter((group) => group.dimension === "mode")
      .sort(byAverage)
      .map((group) => ({ mode: group.key as EvaluationModeId, avg_grade: round1(group.average), count: group.count })),
    monthly_ts: monthlySeries(groups, now),
  };
}
