import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { createDatabase, migrationsFolder } from "../src/client";

/**
 * Tests and journeys each need a fresh, migrated embedded database. Creating one runs PGlite's initdb
 * (about 4 s on two cores) and the migrations; starting from an image of an already migrated one
 * takes about 1.5 s. The image is made once per machine and migration set (a file in the temporary
 * directory, named by a hash of the migrations and of PGlite's version), then once per process read
 * from there. A test that must see the migrations run creates its database without it.
 */

/** PGlite's own version (its package.json is not among its exports): an image is PGlite's format. */
function pgliteVersion(): string {
  let folder = dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  while (!existsSync(join(folder, "package.json")) && dirname(folder) !== folder) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string }).version;
}

function imageKey(): string {
  const hash = createHash("sha256");
  hash.update(pgliteVersion());
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".sql") || file.endsWith(".json"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest("hex").slice(0, 16);
}

async function makeImage(path: string): Promise<ArrayBuffer> {
  const database = await createDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    if (!database.dumpImage) throw new Error("An embedded database can always be dumped");
    const image = await database.dumpImage();
    // Written aside, then renamed: a process reading it never sees half a file; two processes making
    // it at once both write a whole one.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(image));
    renameSync(partial, path);
    return image;
  } finally {
    await database.close();
  }
}

let image: Promise<ArrayBuffer> | undefined;

/** A migrated, empty embedded database as a tarball, for `createDatabase({ kind: "pglite", image })`. */
export function migratedPgliteImage(): Promise<ArrayBuffer> {
  image ??= (async () => {
    const path = join(tmpdir(), `ecos-pglite-migrated-${imageKey()}.tar`);
    if (existsSync(path)) {
      const bytes = readFileSync(path);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    }
    return makeImage(path);
  })();
  image.catch(() => {
    image = undefined;
  });
  return image;
}

/**
 * Makes `dataDir` a migrated embedded database on disk, from the image (about 2 s, against initdb's
 * 4 s and more in the process that would start on it): for tests of a server's start that are not
 * about creating a data directory.
 */
export async function seedMigratedDataDir(dataDir: string): Promise<void> {
  const database = new PGlite(dataDir, { loadDataDir: new Blob([await migratedPgliteImage()]) });
  await database.waitReady;
  await database.close();
}
