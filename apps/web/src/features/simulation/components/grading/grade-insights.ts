import type { GradeResponse } from "@ecos/contracts";
import { currentLevel, type Level } from "@ecos/contracts/constants";

export type GradeBandId = "insufficient" | "fair" | "good" | "excellent";

export interface GradeBand {
  id: GradeBandId;
  /** Said in words next to the mark, for screen readers and colour-blind students. */
  label: string;
  /** The mark's colour (AA contrast on white, also at small sizes). */
  markClass: string;
  /** The pill that names the band. */
  pillClass: string;
}

const BANDS: Record<GradeBandId, Omit<GradeBand, "id">> = {
  insufficient: { label: "Insuffisant", markClass: "text-red-700", pillClass: "bg-red-50 text-red-800 ring-red-200" },
  fair: { label: "Passable", markClass: "text-amber-700", pillClass: "bg-amber-50 text-amber-900 ring-amber-200" },
  good: { label: "Bien", markClass: "text-green-700", pillClass: "bg-green-50 text-green-800 ring-green-200" },
  excellent: {
    label: "Excellent",
    markClass: "text-emerald-700",
    pillClass: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  },
};

/** The band of a mark out of 20: under 10, 10 to 13.9, 14 to 16.9, 17 and more (rounded as shown). */
export function gradeBand(grade: number): GradeBand {
  const shown = Math.round(grade * 10) / 10;
  const id: GradeBandId = shown < 10 ? "insufficient" : shown < 14 ? "fair" : shown < 17 ? "good" : "excellent";
  return { id, ...BANDS[id] };
}

/** The level this grade's XP reached, when it crossed one (the highest if several); null otherwise. */
export function levelReached(grade: GradeResponse): Level | null {
  if (grade.previous_xp === undefined) return null;
  const before = currentLevel(Math.max(0, grade.previous_xp));
  const after = currentLevel(Math.max(0, grade.user_xp));
  return after.level > before.level ? after : null;
}

/** The grade beat the student's previous best on this station: both marks; null otherwise or on a first try. */
export function newRecord(grade: GradeResponse): { best: number; before: number } | null {
  const before = grade.previous_best;
  if (before === undefined || before === null) return null;
  return grade.digitized_grade > before ? { best: grade.digitized_grade, before } : null;
}

/** How each kind of gap is said as what was expected ("Non abordé : allergies" -> "À aborder : allergies"). */
const EXPECTED_LABELS: ReadonlyArray<[prefix: string, label: string]> = [
  ["Non abordé", "À aborder"],
  ["Non fait", "À faire"],
  ["Examen non réalisé", "Examen attendu"],
  ["Non dit au patient", "À dire au patient"],
  ["Absent de la réponse", "Attendu dans la réponse"],
  ["Non relevé", "À relever"],
];

/** A missed criterion's gap as a label and what was expected; other wordings are kept whole. */
export function expectedOf(missing: string): { label: string; text: string } {
  for (const [prefix, label] of EXPECTED_LABELS) {
    if (missing.startsWith(`${prefix} : `)) return { label, text: missing.slice(prefix.length + 3) };
  }
  return { label: "Ce qui manquait", text: missing };
}
