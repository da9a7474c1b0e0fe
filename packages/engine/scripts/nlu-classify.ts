/**
 * npm run -s nlu:classify < in.jsonl > out.jsonl
 * Reads {"id","text"} lines on stdin and writes one {"id","labels"} line per input, in order, on
 * stdout and nothing else (problems go to stderr; a line that cannot be read gets no label).
 */
import { createInterface } from "node:readline";
import { sharedClassifier } from "../src/nlu/classifier";

const classifier = sharedClassifier();
const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
let lineNumber = 0;
for await (const line of lines) {
  lineNumber++;
  if (!line.trim()) continue;
  let id: unknown = null;
  let labels: string[] = [];
  try {
    const item = JSON.parse(line) as { id?: unknown; text?: unknown };
    id = item.id ?? null;
    if (typeof item.text === "string") labels = classifier.classify(item.text);
    else console.error(`ligne ${lineNumber} : champ "text" manquant`);
  } catch {
    console.error(`ligne ${lineNumber} : JSON invalide`);
  }
  process.stdout.write(`${JSON.stringify({ id, labels })}\n`);
}
