import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MultiLabelModel } from "./model";

/**
 * A disk cache of the trained classifier model. Training takes about two seconds, paid by every process
 * that answers a patient: each server start, each test file. The model is a pure function of the corpus,
 * of the code that turns text into features and of the training options, so it is cached under a hash of
 * all of them; any change to one of them misses the cache and trains afresh.
 *
 * Where the engine's sources cannot be read (a build that ships only compiled code) there is no cache.
 * ECOS_NLU_CACHE=0 turns it off; ECOS_NLU_CACHE_DIR moves it (default: node_modules/.cache/ecos-nlu).
 */
const SOURCE_DIRS = ["../text/", "./"].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
const DEFAULT_DIR = fileURLToPath(new URL("../../../../node_modules/.cache/ecos-nlu/", import.meta.url));

function stemmerVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    return (require("@nlpjs/lang-fr/package.json") as { version: string }).version;
  } catch {
    return "?";
  }
}

/** What the model depends on, hashed; undefined when the sources cannot be read. */
export function modelKey(corpusDir: string, parts: readonly unknown[]): string | undefined {
  try {
    const hash = createHash("sha256");
    for (const dir of [corpusDir, ...SOURCE_DIRS]) {
      for (const file of readdirSync(dir).sort()) {
        if (!/\.(ts|jsonl)$/.test(file)) continue;
        hash
          .update(file)
          .update("\0")
          .update(readFileSync(join(dir, file)))
          .update("\0");
      }
    }
    hash.update(JSON.stringify([stemmerVersion(), ...parts]));
    return hash.digest("hex").slice(0, 32);
  } catch {
    return undefined;
  }
}

function cacheDir(): string | undefined {
  if (process.env.ECOS_NLU_CACHE === "0") return undefined;
  return process.env.ECOS_NLU_CACHE_DIR || DEFAULT_DIR;
}

/** The cached model for this key, or the one `train` builds (then written for the next process). */
export function cachedModel(key: string | undefined, train: () => MultiLabelModel): MultiLabelModel {
  const dir = cacheDir();
  if (!key || !dir) return train();
  const file = join(dir, `${key}.model`);
  try {
    return MultiLabelModel.deserialize(readFileSync(file));
  } catch {
    // Not cached yet, or unreadable: train.
  }
  const model = train();
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside then renamed: processes starting together never read half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, model.serialize());
    renameSync(partial, file);
    for (const other of readdirSync(dir)) {
      if (other.endsWith(".model") && other !== `${key}.model`) rmSync(join(dir, other), { force: true });
    }
  } catch {
    // A read-only disk: every process trains, as before.
  }
  return model;
}
