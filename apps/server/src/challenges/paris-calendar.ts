import { ACTIVITY_TIME_ZONE } from "../repositories/activity";

/**
 * Weeks and months of the students' calendar (Europe/Paris): the weekly challenge runs from Monday
 * 00:00 to the next Monday 00:00 in Paris, the ranking's month from the 1st 00:00 to the next 1st.
 * Bounds are instants (Date); the end is excluded.
 */
export interface Period {
  start: Date;
  end: Date;
}

export interface ParisWeek extends Period {
  /** ISO 8601 week, "2026-W03" (the same text as PostgreSQL's to_char(…, 'IYYY-"W"IW')). */
  id: string;
}

const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: ACTIVITY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The wall-clock date and time in Paris at `date` (month 1–12). */
function parisParts(date: Date) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far Paris's wall clock is ahead of UTC at `date`, in milliseconds (1 or 2 hours). */
function parisOffsetMs(date: Date): number {
  const p = parisParts(date);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant of 00:00 in Paris on a calendar date (monthIndex 0–11; overflowing days or months roll
 * over like Date.UTC). Clocks change at 02:00 or 03:00, never at midnight, so midnight always exists.
 */
export function parisMidnight(year: number, monthIndex: number, day: number): Date {
  const wall = Date.UTC(year, monthIndex, day);
  const first = wall - parisOffsetMs(new Date(wall));
  const second = wall - parisOffsetMs(new Date(first));
  return new Date(second);
}

/** ISO week of a calendar date: the week belongs to the year of its Thursday. */
export function isoWeekOf(year: number, monthIndex: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, monthIndex, day));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / DAY_MS / 7);
  return { year: isoYear, week };
}

export const formatWeekId = (year: number, week: number) => `${year}-W${String(week).padStart(2, "0")}`;

const WEEK_ID = /^(\d{4})-W(\d{2})$/;

/** Monday 00:00 (Paris) of an ISO week id, or null for a malformed id. */
export function weekStart(id: string): Date | null {
  const match = WEEK_ID.exec(id);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  // January 4th is always in week 1; its Monday starts week 1.
  const january4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = 4 - ((january4.getUTCDay() + 6) % 7);
  return parisMidnight(year, 0, mondayOfWeek1 + (week - 1) * 7);
}

/** The Paris week containing `now`: its ISO id, Monday 00:00 and the next Monday 00:00. */
export function parisWeek(now: Date): ParisWeek {
  const today = parisParts(now);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const mondayDay = today.day - weekday;
  const iso = isoWeekOf(today.year, today.month - 1, today.day);
  return {
    id: formatWeekId(iso.year, iso.week),
    start: parisMidnight(today.year, today.month - 1, mondayDay),
    end: parisMidnight(today.year, today.month - 1, mondayDay + 7),
  };
}

/** The Paris calendar month containing `now`. */
export function parisMonth(now: Date): Period {
  const today = parisParts(now);
  return { start: parisMidnight(today.year, today.month - 1, 1), end: parisMidnight(today.year, today.month, 1) };
}

/** The Paris day containing `now`: 00:00 and the next 00:00. */
export function parisDay(now: Date): Period {
  const today = parisParts(now);
  return {
    start: parisMidnight(today.year, today.month - 1, today.day),
    end: parisMidnight(today.year, today.month - 1, today.day + 1),
  };
}
