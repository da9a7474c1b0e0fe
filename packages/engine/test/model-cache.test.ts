import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../src/nlu/corpus";
import { MultiLabelModel } from "../src/nlu/model";
import { cachedModel, modelKey } from "../src/nlu/model-cache";

const EXAMPLES = [
  { features: ["w:fume", "w:cigarette"], labels: ["tabac"] },
  { features: ["w:allergie", "w:medicament"], labels: ["allergies"] },
  { features: ["w:boire", "w:alcool"], labels: ["alcool"] },
  { features: ["w:fume", "w:joint"], labels: ["tabac", "toxiques"] },
];
const LABELS = ["tabac", "allergies", "alcool", "toxiques"];
const train = () => MultiLabelModel.train(EXAMPLES, LABELS);

describe("classifier model cache", () => {
  let dir: string;
  const previous = process.env.ECOS_NLU_CACHE_DIR;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "ecos-nlu-"));
    process.env.ECOS_NLU_CACHE_DIR = dir;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env.ECOS_NLU_CACHE_DIR;
    else process.env.ECOS_NLU_CACHE_DIR = previous;
  });

  it("gives back exactly the trained model: same labels, same probabilities to the last bit", () => {
    const trained = train();
    const copy = MultiLabelModel.deserialize(trained.serialize());
    expect(copy.labels).toEqual(LABELS);
    for (const features of [["w:fume"], ["w:allergie", "w:inconnu"], ["w:joint", "w:alcool"], []]) {
      expect([...copy.probabilities(features)]).toEqual([...trained.probabilities(features)]);
    }
    expect(copy.knowsFeature("w:cigarette")).toBe(true);
    expect(copy.knowsFeature("w:voiture")).toBe(false);
  });

  it("trains once per key, then reads the file; a new key trains again and replaces it", () => {
    let trainings = 0;
    const counted = () => {
      trainings++;
      return train();
    };
    const first = cachedModel("cle-a", counted);
    const second = cachedModel("cle-a", counted);
    expect(trainings).toBe(1);
    expect([...second.probabilities(["w:fume"])]).toEqual([...first.probabilities(["w:fume"])]);
    cachedModel("cle-b", counted);
    expect(trainings).toBe(2);
    expect(readdirSync(dir)).toEqual(["cle-b.model"]);
  });

  it("trains when the cached file is damaged, and when the cache is turned off", () => {
    writeFileSync(join(dir, "cle-c.model"), Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    let trainings = 0;
    cachedModel("cle-c", () => {
      trainings++;
      return train();
    });
    expect(trainings).toBe(1);
    process.env.ECOS_NLU_CACHE = "0";
    try {
      cachedModel("cle-c", () => {
        trainings++;
        return train();
      });
    } finally {
      delete process.env.ECOS_NLU_CACHE;
    }
    expect(trainings).toBe(2);
  });

  it("keys on the corpus and the code: same inputs, same key; other options, another key", () => {
    const key = modelKey(CORPUS_DIR, [{ epochs: 12 }]);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(modelKey(CORPUS_DIR, [{ epochs: 12 }])).toBe(key);
    expect(modelKey(CORPUS_DIR, [{ epochs: 13 }])).not.toBe(key);
    expect(modelKey(join(dir, "absent"), [{ epochs: 12 }])).toBeUndefined();
  });
});
