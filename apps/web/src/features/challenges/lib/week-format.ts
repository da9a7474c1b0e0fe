/** How the weekly challenge speaks of its week: the days it covers, the time left, a badge's week. */
import { withFirstOfMonth } from "@/lib/format";

const ZONE = "Europe/Paris";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: ZONE, weekday: "long", day: "numeric" });
const dayMonthFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const fullFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDate = new Intl.DateTimeFormat("fr-FR", { timeZone: ZONE, day: "numeric", month: "long", year: "numeric" });
const monthOf = new Intl.DateTimeFormat("fr-FR", { timeZone: ZONE, month: "numeric", year: "numeric" });

const withFirst = withFirstOfMonth;

/** The week's last day: the end is the next Monday 00:00, excluded. */
const lastDay = (endsAt: string) => new Date(new Date(endsAt).getTime() - 1);

/** "du lundi 12 au dimanche 18 janvier 2026", or across months and years "du lundi 29 décembre 2025 au dimanche 4 janvier 2026". */
export function formatWeekRange(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = lastDay(endsAt);
  const sameMonth = monthOf.format(start) === monthOf.format(end);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const from = sameMonth ? dayFormat.format(start) : sameYear ? dayMonthFormat.format(start) : fullFormat.format(start);
  return withFirst(`du ${from} au ${fullFormat.format(end)}`);
}

const unit = (count: number, singular: string) => `${count} ${singular}${count >= 2 ? "s" : ""}`;

/** "3 jours et 4 heures", "5 heures et 12 minutes", "12 minutes", "moins d'une minute"; "" once over. */
export function formatTimeLeft(endsAt: string, now: Date): string {
  const left = new Date(endsAt).getTime() - now.getTime();
  if (left <= 0) return "";
  if (left < MINUTE) return "moins d'une minute";
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${unit(days, "jour")} et ${unit(hours, "heure")}` : unit(days, "jour");
  if (hours > 0) return minutes > 0 ? `${unit(hours, "heure")} et ${unit(minutes, "minute")}` : unit(hours, "heure");
  return unit(minutes, "minute");
}

/** "2026-W03" -> 3 */
export const weekNumber = (week: string) => Number(week.split("-W")[1] ?? 0);

/** "Semaine du 12 janvier 2026" */
export const formatBadgeWeek = (startsAt: string) => withFirst(`Semaine du ${shortDate.format(new Date(startsAt))}`);

/** "18 janvier 2026" */
export const formatDay = (instant: string) => withFirst(shortDate.format(new Date(instant)));
