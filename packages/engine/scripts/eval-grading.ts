/**
 * npm run -s eval:grading -- <dir> [--verbose] [--llm]
 * Replays examiner-labelled transcripts (the format of shared/eval/grading-dev/*.json) through the
 * engine and prints item agreement, grade error, the excellent > average > poor ordering per station
 * and the grades of gaming transcripts (personas starting with "gaming").
 * --llm: also grades each transcript with the grading assist (the model of LLM_BASE_URL, LLM_MODEL,
 * LLM_API_KEY judging the statement criteria with quotes) and prints both side by side, with the
 * model's failures, rejected quotes, tokens and latency.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { caseById } from "@ecos/content";
import { assistedReport, assistReplay, formatAssistedReport, inPool } from "../src/evaluation/grading-assisted";
import { type LabelledTranscript, replayLabelledTranscript } from "../src/evaluation/grading-replay";
import { formatGradingReport, gradingReport, type ReplayedFile } from "../src/evaluation/grading-report";
import { LlmProvider } from "../src/llm/provider";
import { sharedClassifier } from "../src/nlu/classifier";
import { filesFromArguments } from "./eval-files";
import { llmSettingsFromEnv } from "./llm-settings";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const withModel = args.includes("--llm");
const targets = args.filter((arg) => !arg.startsWith("--"));
if (targets.length === 0) {
  console.error("usage : npm run -s eval:grading -- <dossier|fichier.json>… [--verbose] [--llm]");
  process.exit(2);
}
// Before any work: a missing model is said at once (exit code 2).
const settings = withModel ? llmSettingsFromEnv() : null;
const paths = filesFromArguments(targets, ".json");
const classifier = sharedClassifier();
const files: ReplayedFile[] = [];
const labelled: Array<{ file: LabelledTranscript; replayed: ReplayedFile }> = [];
for (const path of paths) {
  const file = JSON.parse(readFileSync(path, "utf8")) as LabelledTranscript;
  const item = caseById(file.station);
  if (!item) {
    console.error(`${path} : station inconnue « ${file.station} »`);
    process.exitCode = 1;
    continue;
  }
  const replayed = {
    name: basename(path, ".json"),
    station: file.station,
    persona: file.persona,
    replay: replayLabelledTranscript(item, file, classifier),
  };
  files.push(replayed);
  labelled.push({ file, replayed });
}
console.log(formatGradingReport(gradingReport(files), files, verbose));

if (settings) {
  const provider = new LlmProvider(settings);
  const concurrency = Math.max(1, Number(process.env.LLM_CONCURRENCY) || 4);
  const assisted = await inPool(labelled, concurrency, ({ file, replayed }) =>
    assistReplay(
      provider,
      caseById(file.station) as NonNullable<ReturnType<typeof caseById>>,
      file,
      replayed,
      classifier,
    ),
  );
  console.log(`\n${formatAssistedReport(assistedReport(settings.model, assisted), assisted, verbose)}`);
}
