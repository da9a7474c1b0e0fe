/**
 * npm run content:check [-- station-023 …]
 * Checks every station and revision sheet (or the ones named) before they ship: the starting situation
 * against the official list, sources, the linked sheet, the grid's labels scripted, defaults that would
 * contradict the case, the answer given away before the station, numbers in lab documents, the mode's
 * rules, and the grid reached by the excellent reference transcripts (packages/engine/eval/grading).
 * Prints one line per station and every problem; exits with 1 when there is an error.
 */
import { CLINICAL_CASES, REVISION_SHEETS } from "@ecos/content";
import { type ContentFinding, checkContent } from "@ecos/content/check";
import {
  excellentTranscriptFindings,
  excellentTranscriptsOf,
  modeRuleFindings,
} from "../src/evaluation/content-reachability";

const only = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const wanted = (subject: string) =>
  only.length === 0 || only.some((name) => subject === name || subject.endsWith(name));

const findings: ContentFinding[] = checkContent(CLINICAL_CASES, REVISION_SHEETS);
for (const item of CLINICAL_CASES) {
  if (!wanted(item.id)) continue;
  findings.push(
    ...(item.modeData ? modeRuleFindings(item) : excellentTranscriptFindings(item, excellentTranscriptsOf(item.id))),
  );
}
const shown = findings.filter((finding) => wanted(finding.subject));

for (const item of CLINICAL_CASES) {
  if (!wanted(item.id)) continue;
  const history = Object.keys(item.script).filter((label) => !label.startsWith("act.")).length;
  const own = shown.filter((finding) => finding.subject === item.id);
  const errors = own.filter((finding) => finding.level === "error").length;
  console.log(
    `${errors === 0 ? "ok    " : "ERREUR"} ${item.id}  ${item.modeId.padEnd(15)} ${item.categoryId.padEnd(23)} SDD ${String(item.sdd.number).padStart(3)}  ${item.grid.length} critères, ${history} labels scriptés, ${item.sources.length} sources`,
  );
}
for (const finding of shown) {
  console.log(
    `  ${finding.level === "error" ? "erreur " : "attention"} ${finding.subject} [${finding.code}] ${finding.message}`,
  );
}
const errors = shown.filter((finding) => finding.level === "error").length;
const sddCount = new Set(CLINICAL_CASES.map((item) => item.sdd.number)).size;
console.log(
  `\n${CLINICAL_CASES.length} stations, ${sddCount} situations de départ, ${REVISION_SHEETS.length} fiches : ${errors} erreur(s), ${shown.length - errors} avertissement(s)`,
);
process.exitCode = errors > 0 ? 1 : 0;
