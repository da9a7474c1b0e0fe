import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The files named on the command line, a folder standing for its files with this extension (sorted). */
export function filesFromArguments(targets: readonly string[], extension: string): string[] {
  return targets.flatMap((target) =>
    statSync(target).isDirectory()
      ? readdirSync(target)
          .filter((name) => name.endsWith(extension))
          .sort()
          .map((name) => join(target, name))
      : [target],
  );
}
