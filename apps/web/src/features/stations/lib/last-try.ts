import type { ScenarioRecord } from "@ecos/contracts";
import { LAST_TRY_RELATIVE_DAYS } from "@ecos/contracts/constants";

/** The student's last graded attempt at a case (spec section 3: days_delta, grade, date). */
export interface LastTry {
  /** Calendar days between the attempt and today (0 = today). */
  daysDelta: number;
  /** Out of 20, rounded to 1 decimal. */
  grade: number;
  date: Date;
}

const DAY_MS = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** From the server's user_stats; null when the case was never graded (or the date is unreadable). */
export function toLastTry(stats: ScenarioRecord["user_stats"], now: Date = new Date()): LastTry | null {
  if (!stats) return null;
  const date = new Date(stats.closed_at);
  if (Number.isNaN(date.getTime())) return null;
  // Rounded: a day across a daylight-saving change lasts 23 or 25 hours.
  const daysDelta = Math.max(0, Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS));
  return { daysDelta, grade: Math.round(stats.grade * 10) / 10, date };
}

const gradeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric" });

/** "13,5/20". */
export const formatGrade = (grade: number) => `${gradeFormat.format(Math.round(grade * 10) / 10)}/20`;

/** dd/mm/yyyy (spec section 9: dates in en-GB form). */
export const formatShortDate = (date: Date) => dateFormat.format(date);

/** "aujourd'hui", "hier", "il y a N jours" up to 7 days, then "le dd/mm/yyyy". */
export function formatLastTryWhen(lastTry: LastTry): string {
  const { daysDelta } = lastTry;
  if (daysDelta === 0) return "aujourd'hui";
  if (daysDelta === 1) return "hier";
  if (daysDelta <= LAST_TRY_RELATIVE_DAYS) return `il y a ${daysDelta} jours`;
  return `le ${formatShortDate(lastTry.date)}`;
}
