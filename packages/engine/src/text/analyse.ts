import { spellOut, spellOutAbbreviation } from "./abbreviations";
import { foldedWords } from "./fold";
import type { SpellingCorrector } from "./spelling";
import { stem } from "./stem";

export interface Analysis {
  /** Folded words after abbreviations are spelt out and typos corrected. */
  words: string[];
  /** Their Snowball stems. */
  stems: string[];
  /** Whether the text reads as a question (question mark or interrogative opening). */
  question: boolean;
}

const INTERROGATIVE_START =
  /^(?:(?:et|alors|donc|d accord|ok|bien|sinon|dites moi|excusez moi) )*(?:est ce|qu est ce|quel(?:le)?s?|quand|ou|comment|combien|pourquoi|depuis quand|y a t il|a quel(?:le)?|de quoi|lequel|laquelle|[a-z]+(?:ez|es|as|ont|ait|ez) (?:vous|tu|t il|t elle))\b/;

/** Words and stems of a student's text: the one text pipeline shared by the classifier and its training. */
export function analyse(text: string, corrector?: SpellingCorrector): Analysis {
  const words: string[] = [];
  for (const raw of foldedWords(spellOut(text))) {
    const expanded = spellOutAbbreviation(raw);
    if (expanded) words.push(...expanded.split(" "));
    else words.push(corrector ? corrector.correct(raw) : raw);
  }
  const question = text.includes("?") || INTERROGATIVE_START.test(words.join(" "));
  return { words, stems: words.map(stem), question };
}
