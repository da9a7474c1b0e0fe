/**
 * npm run -s eval:grading -- <dir> [--verbose]
 * Replays examiner-labelled transcripts (the format of shared/eval/grading-dev/*.json) through the
 * engine and prints item agreement, grade error, the excellent > average > poor ordering per station
 * and the grades of gaming transcripts (personas starting with "gaming").
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { caseById } from "@ecos/content";
import { type LabelledTranscript, replayLabelledTranscript } from "../src/evaluation/grading-replay";
import { formatGradingReport, gradingReport, type ReplayedFile } from "../src/evaluation/grading-report";
import { sharedClassifier } from "../src/nlu/classifier";
import { filesFromArguments } from "./eval-files";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const targets = args.filter((arg) => !arg.startsWith("--"));
if (targets.length === 0) {
  console.error("usage : npm run -s eval:grading -- <dossier|fichier.json>… [--verbose]");
  process.exit(2);
}
const paths = filesFromArguments(targets, ".json");
const classifier = sharedClassifier();
const files: ReplayedFile[] = [];
for (const path of paths) {
  const file = JSON.parse(readFileSync(path, "utf8")) as LabelledTranscript;
  const item = caseById(file.station);
  if (!item) {
    console.error(`${path} : station inconnue « ${file.station} »`);
    process.exitCode = 1;
    continue;
  }
  files.push({
    name: basename(path, ".json"),
    station: file.station,
    persona: file.persona,
    replay: replayLabelledTranscript(item, file, classifier),
  });
}
console.log(formatGradingReport(gradingReport(files), files, verbose));
