import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isLabel, ONTOLOGY_LABELS } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../src/nlu/corpus";
import { LEXICON } from "../src/nlu/lexicon";
import { foldedWords } from "../src/text/fold";

const corpus = loadCorpus();
const devFile = fileURLToPath(new URL("../../../../shared/eval/nlu-dev.jsonl", import.meta.url));
const wordSet = (text: string) => [...new Set(foldedWords(text))].sort().join(" ");

describe("the training corpus", () => {
  it("uses only ontology labels, each taught by at least 30 sentences", () => {
    const counts = new Map<string, number>();
    for (const line of corpus) {
      for (const label of line.labels) {
        expect(isLabel(label), `${line.file} : ${label}`).toBe(true);
        counts.set(label, (counts.get(label) ?? 0) + 1);
      }
    }
    for (const { id } of ONTOLOGY_LABELS) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(30);
    expect(corpus.filter((line) => line.labels.length === 0).length).toBeGreaterThanOrEqual(300);
    expect(corpus.filter((line) => line.labels.length > 1).length).toBeGreaterThanOrEqual(200);
  });

  it("has a lexicon entry for every label", () => {
    for (const { id } of ONTOLOGY_LABELS) expect(LEXICON[id]?.length ?? 0, id).toBeGreaterThanOrEqual(3);
    for (const label of Object.keys(LEXICON)) expect(isLabel(label), label).toBe(true);
  });

  it.skipIf(!existsSync(devFile))("never contains a sentence of the development evaluation file", () => {
    const dev = new Set(
      readFileSync(devFile, "utf8")
        .split("\n")
        .filter((line) => line.trim())
        .map((line) => wordSet((JSON.parse(line) as { text: string }).text)),
    );
    const leaked = corpus.filter((line) => dev.has(wordSet(line.text))).map((line) => line.text);
    expect(leaked).toEqual([]);
  });
});
