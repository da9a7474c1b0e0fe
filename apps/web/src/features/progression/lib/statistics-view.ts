import type { CategoryId, EvaluationModeId, StatisticsResponse } from "@ecos/contracts";
import { CATEGORIES, EVALUATION_MODES, FRENCH_MONTHS_SHORT } from "@ecos/contracts/constants";

/** One category or mode with its average, as the best/worst card and the charts show it. */
export interface GradedItem {
  id: string;
  name: string;
  /** Out of 20; null when nothing was graded in it yet. */
  grade: number | null;
  count: number;
}

export const categoryName = (id: string) => CATEGORIES.find((item) => item.id === id)?.name ?? id;
export const modeName = (id: string) => EVALUATION_MODES.find((item) => item.id === id)?.name ?? id;

/** Names short enough for a chart axis at 375 px. */
const SHORT_CATEGORY_NAMES: Partial<Record<CategoryId, string>> = {
  "hepato-gastroenterology": "Hépato-gastro",
  "occupational-medicine": "Méd. du travail",
  "forensic-medicine": "Méd. légale",
};
const SHORT_MODE_NAMES: Partial<Record<EvaluationModeId, string>> = {
  paraclinical: "Paraclinique",
  "prise-en-charge": "Prise en charge",
  diagnostic: "Diagnostic",
  collaboration: "Collaboration",
  information: "Information",
  education: "Éducation",
  urgence: "Urgence",
};
export const shortCategoryName = (id: string) => SHORT_CATEGORY_NAMES[id as CategoryId] ?? categoryName(id);
export const shortModeName = (id: string) => SHORT_MODE_NAMES[id as EvaluationModeId] ?? modeName(id);

export const categoryItems = (statistics: StatisticsResponse): GradedItem[] =>
  statistics.categories.map((entry) => ({
    id: entry.category,
    name: categoryName(entry.category),
    grade: entry.avg_grade,
    count: entry.count,
  }));

export const modeItems = (statistics: StatisticsResponse): GradedItem[] =>
  statistics.evaluation_mode.map((entry) => ({
    id: entry.mode,
    name: modeName(entry.mode),
    grade: entry.avg_grade,
    count: entry.count,
  }));

/**
 * The best and the worst of the graded items (ties: more simulations first, then catalogue order).
 * The worst exists only when there are two items or more: one item is not "the worst" of anything.
 */
export function bestAndWorst(items: readonly GradedItem[]): { best?: GradedItem; worst?: GradedItem } {
  const graded = items.filter((item): item is GradedItem & { grade: number } => item.grade !== null);
  if (graded.length === 0) return {};
  const byGrade = [...graded].sort((a, b) => b.grade - a.grade || b.count - a.count);
  const best = byGrade[0];
  if (graded.length < 2) return { best };
  const byLowest = [...graded].sort((a, b) => a.grade - b.grade || b.count - a.count);
  return { best, worst: byLowest[0] };
}

/** One point of the monthly chart (spec: monthLabel, averageGrade, countSimulations). */
export interface MonthPoint {
  key: string;
  monthLabel: string;
  /** "mai 2025", for the table and the tooltip. */
  longLabel: string;
  averageGrade: number | null;
  countSimulations: number;
}

export const monthlyPoints = (statistics: StatisticsResponse): MonthPoint[] =>
  statistics.monthly_ts.map((entry) => {
    const label = FRENCH_MONTHS_SHORT[entry.month] ?? String(entry.month + 1);
    return {
      key: `${entry.year}-${entry.month}`,
      monthLabel: label,
      longLabel: `${label} ${entry.year}`,
      averageGrade: entry.avg_grade,
      countSimulations: entry.count,
    };
  });

/** One axis of the radar or one bar: a short label for the chart, the full name for the table. */
export interface ChartItem {
  id: string;
  name: string;
  shortName: string;
  grade: number | null;
  count: number;
}

/**
 * The radar's axes: the modes with graded stations, in catalogue order. A radar needs three axes to
 * draw a shape, so with fewer the next modes of the catalogue are added (no value).
 */
export function radarItems(statistics: StatisticsResponse): ChartItem[] {
  const byMode = new Map(statistics.evaluation_mode.map((entry) => [entry.mode as string, entry]));
  const played = EVALUATION_MODES.filter((mode) => byMode.has(mode.id));
  const unknown = statistics.evaluation_mode.filter(
    (entry) => !EVALUATION_MODES.some((mode) => mode.id === entry.mode),
  );
  const ids = [...played.map((mode) => mode.id as string), ...unknown.map((entry) => entry.mode as string)];
  for (const mode of EVALUATION_MODES) {
    if (ids.length >= 3) break;
    if (!ids.includes(mode.id)) ids.push(mode.id);
  }
  return ids.map((id) => {
    const entry = byMode.get(id);
    return {
      id,
      name: modeName(id),
      shortName: shortModeName(id),
      grade: entry?.avg_grade ?? null,
      count: entry?.count ?? 0,
    };
  });
}

/** Every category of the catalogue with its average (null when never graded), split in two halves. */
export function categoryHalves(statistics: StatisticsResponse): [ChartItem[], ChartItem[]] {
  const byCategory = new Map(statistics.categories.map((entry) => [entry.category as string, entry]));
  const items: ChartItem[] = CATEGORIES.map((category) => {
    const entry = byCategory.get(category.id);
    return {
      id: category.id,
      name: category.name,
      shortName: shortCategoryName(category.id),
      grade: entry?.avg_grade ?? null,
      count: entry?.count ?? 0,
    };
  });
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
