import { REPORT_PREVIEW_LENGTH } from "@ecos/contracts/constants";

/** Seconds as minutes and seconds: 420 -> "7:00", 59 -> "0:59". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const gradeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A grade out of 20, rounded to one decimal, French style ("14,5"). */
export function formatGrade(grade: number): string {
  return gradeFormat.format(Math.round(grade * 10) / 10);
}

/** The message-report preview: at most 80 characters, then an ellipsis. */
export function previewMessage(text: string, length = REPORT_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
