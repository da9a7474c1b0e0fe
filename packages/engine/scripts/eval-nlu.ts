/**
 * npm run -s eval:nlu -- <file.jsonl>
 * Prints exact-set accuracy, off-topic accuracy, per-label precision and recall, and the confusions
 * for a file of {"id","text","labels"} lines.
 */
import { readFileSync } from "node:fs";
import { sharedClassifier } from "../src/nlu/classifier";
import { evaluate, formatReport } from "../src/nlu/evaluation";

const file = process.argv[2];
if (!file) {
  console.error("usage : npm run -s eval:nlu -- <fichier.jsonl>");
  process.exit(2);
}
const items = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { id?: string; text: string; labels: string[] });
const classifier = sharedClassifier();
const report = evaluate(
  items.map((item, index) => ({
    id: item.id ?? String(index + 1),
    text: item.text,
    expected: item.labels,
    predicted: classifier.classify(item.text),
  })),
);
console.log(formatReport(report));
