import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { ClinicalCase } from "@ecos/content";
import type { ContentFinding } from "@ecos/content/check";
import { mechanicsFor } from "../modes/registry";
import { type LabelledTranscript, replayLabelledTranscript } from "./grading-replay";

/** Where the examiner-labelled reference transcripts live (`station-NNN-<persona>.json`). */
export const REFERENCE_TRANSCRIPTS_DIR = new URL("../../eval/grading/", import.meta.url);

/** A station's excellent reference transcripts (written and oral), read from the reference directory. */
export function excellentTranscriptsOf(id: string): Array<{ name: string; file: LabelledTranscript }> {
  if (!existsSync(REFERENCE_TRANSCRIPTS_DIR)) return [];
  return readdirSync(REFERENCE_TRANSCRIPTS_DIR)
    .filter((name) => name.startsWith(`${id}-excellent`) && name.endsWith(".json"))
    .sort()
    .map((name) => ({
      name,
      file: JSON.parse(readFileSync(new URL(name, REFERENCE_TRANSCRIPTS_DIR), "utf8")) as LabelledTranscript,
    }));
}

/** The grade an excellent reference transcript must reach (issue 14). */
export const EXCELLENT_MIN_GRADE = 18;

/**
 * Chat stations: the criteria earned by none of the station's excellent reference transcripts
 * (written by a student who does everything right, in written or oral French) cannot be reached, and the
 * written excellent transcript below 18/20 means the grid or the script is at fault.
 */
export function excellentTranscriptFindings(
  item: ClinicalCase,
  excellent: ReadonlyArray<{ name: string; file: LabelledTranscript }>,
): ContentFinding[] {
  if (excellent.length === 0) {
    return [
      {
        subject: item.id,
        level: "error",
        code: "excellent-missing",
        message: "aucune transcription de référence excellente",
      },
    ];
  }
  const findings: ContentFinding[] = [];
  const earned = new Set<string>();
  for (const { name, file } of excellent) {
    const replay = replayLabelledTranscript(item, file);
    for (const criterion of replay.grade.Criterias) if (criterion.point > 0) earned.add(criterion.id);
    if (file.persona === "excellent" && replay.grade.digitized_grade < EXCELLENT_MIN_GRADE) {
      findings.push({
        subject: item.id,
        level: "error",
        code: "excellent-grade",
        message: `${name} n'obtient que ${replay.grade.digitized_grade}/20 (au moins ${EXCELLENT_MIN_GRADE} attendu)`,
      });
    }
  }
  for (const criterion of item.grid) {
    if (!earned.has(criterion.id)) {
      findings.push({
        subject: item.id,
        level: "error",
        code: "criterion-unreached",
        message: `le critère ${criterion.id} n'est obtenu par aucune transcription excellente`,
      });
    }
  }
  return findings;
}

/**
 * Stations of the modes with mechanics of their own (their excellent attempts are played by the
 * mode's tests): every `mode` rule of the grid is one the mode evaluates.
 */
export function modeRuleFindings(item: ClinicalCase): ContentFinding[] {
  if (!item.modeData) return [];
  const mechanics = mechanicsFor(item.modeId);
  if (!mechanics)
    return [{ subject: item.id, level: "error", code: "mode-unknown", message: `mode ${item.modeId} sans mécanique` }];
  const rules = new Set(mechanics.rules ?? []);
  return item.grid
    .filter((criterion) => criterion.evidence.type === "mode" && !rules.has(criterion.evidence.rule))
    .map((criterion) => ({
      subject: item.id,
      level: "error" as const,
      code: "mode-rule",
      message: `${criterion.id} : règle « ${criterion.evidence.type === "mode" ? criterion.evidence.rule : ""} » inconnue du mode ${item.modeId}`,
    }));
}
