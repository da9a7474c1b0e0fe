import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface CorpusLine {
  text: string;
  labels: string[];
  file: string;
}

export const CORPUS_DIR = fileURLToPath(new URL("../../corpus/", import.meta.url));

/** Every line of the training corpus (packages/engine/corpus/*.jsonl), files in name order. */
export function loadCorpus(dir = CORPUS_DIR): CorpusLine[] {
  const lines: CorpusLine[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()) {
    readFileSync(`${dir}${file}`, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (!line.trim()) return;
        const parsed = JSON.parse(line) as { text?: unknown; labels?: unknown };
        if (typeof parsed.text !== "string" || !Array.isArray(parsed.labels)) {
          throw new Error(`${file}:${index + 1} : ligne de corpus invalide`);
        }
        lines.push({ text: parsed.text, labels: parsed.labels.map(String), file });
      });
  }
  return lines;
}
