import { CLINICAL_CASES } from "@ecos/content";
import { isStopWord, lightStem, rawWords } from "./words";

let library: ReadonlySet<string> | undefined;

/**
 * The stems of every diagnosis label of the library: real words of the domain. A typed word that is
 * one of them is taken as written, never « corrected » into a neighbour (« contusion » is not a
 * typo of « confusion », nor « hypercalcémie » of « hyperkaliémie »).
 */
export function libraryWords(): ReadonlySet<string> {
  library ??= new Set(
    CLINICAL_CASES.flatMap((item) => item.diagnosis.options)
      .flatMap(rawWords)
      .filter((word) => !isStopWord(word))
      .map(lightStem),
  );
  return library;
}
