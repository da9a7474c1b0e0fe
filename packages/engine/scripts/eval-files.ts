import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type ClinicalCase, caseById } from "@ecos/content";
import { type DialogueSection, parseDialogues } from "../src/evaluation/patient-replay";

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

/**
 * Every dialogue section of these files with its station; an unknown station is reported on stderr
 * and sets the exit code to 1.
 */
export function dialogueSections(paths: readonly string[]): Array<{ item: ClinicalCase; section: DialogueSection }> {
  const found: Array<{ item: ClinicalCase; section: DialogueSection }> = [];
  for (const path of paths) {
    for (const section of parseDialogues(readFileSync(path, "utf8"))) {
      const item = caseById(section.station);
      if (item) found.push({ item, section });
      else {
        console.error(`${path} : station inconnue « ${section.station} »`);
        process.exitCode = 1;
      }
    }
  }
  return found;
}
