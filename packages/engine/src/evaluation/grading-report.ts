import { isGamingPersona, type ReplayedTranscript } from "./grading-replay";

export interface ReplayedFile {
  name: string;
  station: string;
  persona: string;
  replay: ReplayedTranscript;
}

export interface GradingReport {
  files: number;
  itemAgreement: number;
  /** Mean absolute difference between the engine's grade and the examiner's, on /20. */
  gradeError: number;
  byStation: Array<{ station: string; files: number; itemAgreement: number; gradeError: number }>;
  byPersona: Array<{ persona: string; files: number; itemAgreement: number; gradeError: number }>;
  /** Per station, the persona levels in the order excellent > average > poor, and whether the engine keeps it. */
  ordering: Array<{ station: string; excellent?: number; average?: number; poor?: number; ordered: boolean }>;
  gaming: Array<{ name: string; grade: number }>;
  /** Gaming transcripts graded above 2/20. */
  gamingOver: number;
}

/** The level a persona stands for, for the ordering check ("excellent-oral" is excellent). */
function level(persona: string): "excellent" | "average" | "poor" | undefined {
  if (persona.startsWith("excellent")) return "excellent";
  if (persona.startsWith("average")) return "average";
  if (persona.startsWith("poor")) return "poor";
  return undefined;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;

function summarise(files: readonly ReplayedFile[]) {
  const agreed = files.reduce((sum, f) => sum + f.replay.agreed, 0);
  const compared = files.reduce((sum, f) => sum + f.replay.compared, 0);
  return {
    files: files.length,
    itemAgreement: compared === 0 ? Number.NaN : agreed / compared,
    gradeError: mean(files.map((f) => Math.abs(f.replay.grade.digitized_grade - f.replay.examinerGrade))),
  };
}

function groupBy<K extends string>(files: readonly ReplayedFile[], key: (f: ReplayedFile) => K) {
  const groups = new Map<K, ReplayedFile[]>();
  for (const file of files) groups.set(key(file), [...(groups.get(key(file)) ?? []), file]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function gradingReport(files: readonly ReplayedFile[]): GradingReport {
  const ordering = groupBy(files, (f) => f.station).map(([station, group]) => {
    const at = (name: "excellent" | "average" | "poor") => {
      const grades = group.filter((f) => level(f.persona) === name).map((f) => f.replay.grade.digitized_grade);
      return grades.length > 0 ? mean(grades) : undefined;
    };
    const levels = { excellent: at("excellent"), average: at("average"), poor: at("poor") };
    const present = [levels.excellent, levels.average, levels.poor].filter((v): v is number => v !== undefined);
    // Every excellent transcript above every average one, and every average above every poor one.
    const grades = (name: "excellent" | "average" | "poor") =>
      group.filter((f) => level(f.persona) === name).map((f) => f.replay.grade.digitized_grade);
    const above = (high: number[], low: number[]) =>
      high.length === 0 || low.length === 0 || Math.min(...high) > Math.max(...low);
    const ordered =
      present.length < 2 ||
      (above(grades("excellent"), grades("average")) &&
        above(grades("average"), grades("poor")) &&
        above(grades("excellent"), grades("poor")));
    return { station, ...levels, ordered };
  });
  const gaming = files
    .filter((f) => isGamingPersona(f.persona))
    .map((f) => ({ name: f.name, grade: f.replay.grade.digitized_grade }));
  return {
    ...summarise(files),
    byStation: groupBy(files, (f) => f.station).map(([station, group]) => ({ station, ...summarise(group) })),
    byPersona: groupBy(files, (f) => f.persona).map(([persona, group]) => ({ persona, ...summarise(group) })),
    ordering,
    gaming,
    gamingOver: gaming.filter((g) => g.grade > 2).length,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
const twenty = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(1));

export function formatGradingReport(report: GradingReport, files: readonly ReplayedFile[], verbose = false): string {
  const lines: string[] = [];
  lines.push(`Transcriptions : ${report.files}`);
  lines.push(`Accord par critère : ${pct(report.itemAgreement)}`);
  lines.push(`Erreur de note moyenne : ${report.gradeError.toFixed(2)}/20`);
  lines.push(
    `Ordre excellent > moyen > faible : ${report.ordering.filter((o) => o.ordered).length}/${report.ordering.length} stations`,
  );
  lines.push(
    `Triche (gaming) : ${report.gaming.length} transcriptions, note max ${twenty(Math.max(0, ...report.gaming.map((g) => g.grade)))}/20, ${report.gamingOver} au-dessus de 2/20`,
  );
  lines.push("", "Par station :");
  for (const s of report.byStation) {
    const order = report.ordering.find((o) => o.station === s.station);
    lines.push(
      `  ${s.station}  ${String(s.files).padStart(2)} fichiers  accord ${pct(s.itemAgreement).padStart(7)}  erreur ${s.gradeError.toFixed(2)}  excellent ${twenty(order?.excellent)} > moyen ${twenty(order?.average)} > faible ${twenty(order?.poor)}${order?.ordered ? "" : "  ← ORDRE NON RESPECTÉ"}`,
    );
  }
  lines.push("", "Par persona :");
  for (const p of report.byPersona) {
    lines.push(
      `  ${p.persona.padEnd(18)} ${String(p.files).padStart(2)} fichiers  accord ${pct(p.itemAgreement).padStart(7)}  erreur ${p.gradeError.toFixed(2)}`,
    );
  }
  lines.push("", "Par transcription (moteur / examinateur) :");
  for (const f of files) {
    const { grade, examinerGrade, disagreements } = f.replay;
    const flag = isGamingPersona(f.persona) && grade.digitized_grade > 2 ? "  ← TRICHE RÉCOMPENSÉE" : "";
    lines.push(
      `  ${f.name.padEnd(40)} ${twenty(grade.digitized_grade).padStart(5)} / ${twenty(examinerGrade).padStart(5)}${flag}`,
    );
    if (verbose || disagreements.length > 0) {
      for (const d of disagreements) lines.push(`      ${d.id}: examinateur ${d.expected}, moteur ${d.engine}`);
    }
  }
  return lines.join("\n");
}
