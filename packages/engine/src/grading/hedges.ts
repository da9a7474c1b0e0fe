import { foldedWords } from "../text/fold";

/**
 * Hedging: offering a finding with its opposite ("kaliémie haute ou basse", "présent/absent", "vous
 * fumez ou vous ne fumez pas") or every possibility at once. A hedged text earns nothing (integrity.ts).
 */

/** Words that say a finding is normal, raised or lowered (present or absent): two of them offered as alternatives hedge. */
const POLES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(["normal", "normale", "normaux", "normales", "isoelectrique", "sinusal", "physiologique"]),
  new Set(
    (
      "haut haute hauts hautes eleve elevee eleves elevees augmente augmentee augmentes augmentees augmentation " +
      "positif positive positifs positives present presente presents presentes presence oui rapide rapides " +
      "gros grosse large larges regenerative sus regulier reguliere"
    ).split(" "),
  ),
  new Set(
    (
      "bas basse basses abaisse abaissee abaisses diminue diminuee diminues diminution effondre effondree " +
      "negatif negative negatifs negatives absent absente absents absentes absence non lent lente lents " +
      "fin fins aregenerative sous irregulier irreguliere anormal anormale anormaux"
    ).split(" "),
  ),
];
const OPPOSITE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ["hyper", "hypo"],
  ["tachy", "brady"],
  ["macro", "micro"],
];
/** "…ou pas", "…ou ne le prennent pas", "…ou rien": the other pole said outright. */
const HEDGE_MARKER =
  / (?:ou|voire) (?:peut etre )?(?:pas|non|ne|n|rien|sans|aucun|aucune)\b| oui ou non | plus ou moins | peut etre ou peut etre /;
const NEGATION = new Set(["ne", "n", "pas", "non", "sans", "aucun", "aucune", "jamais"]);

/** "Vous fumez ou vous ne fumez pas", "compris ou pas compris": a statement and its negation as alternatives. */
function statementAndItsNegation(words: readonly string[]): boolean {
  const sides: string[][] = [[]];
  for (const word of words) {
    if (word === "ou") sides.push([]);
    else sides.at(-1)?.push(word);
  }
  for (let i = 0; i + 1 < sides.length; i++) {
    const a = sides[i] as string[];
    const b = sides[i + 1] as string[];
    const negA = a.some((w) => NEGATION.has(w));
    const negB = b.some((w) => NEGATION.has(w));
    if (negA !== negB && a.some((w) => w.length >= 4 && b.includes(w))) return true;
  }
  return false;
}
const CONDITION = /(?:^| )(?:si|s il|s ils|en cas|quand|lorsque|des que|au moindre|a la moindre)(?: |$)/;
/** Alternatives offered at once: this many "ou", or one "ou" closing a list of this many items. */
const MAX_OR = 3;
const MAX_ALTERNATIVES = 5;

/** Words with opposite prefixes on the same root: hyperkaliémie / hypokaliémie, tachycardie / bradycardie. */
function hasOppositePoles(words: readonly string[]): boolean {
  for (const [a, b] of OPPOSITE_PREFIXES) {
    const roots = new Set(
      words.filter((w) => w.startsWith(a) && w.length > a.length + 3).map((w) => w.slice(a.length)),
    );
    if (words.some((w) => w.startsWith(b) && roots.has(w.slice(b.length)))) return true;
  }
  return false;
}

/** A clause offering both poles of a finding: "kaliémie haute ou basse", "ECG normal / anormal", "galop ou pas". */
export function isHedgedClause(clause: string): boolean {
  const words = foldedWords(clause);
  if (HEDGE_MARKER.test(` ${words.join(" ")} `) || statementAndItsNegation(words)) return true;
  // The poles must stand on either side of the alternative ("non augmentés" alone is one finding;
  // "T/L" is a unit, not an alternative).
  const sides = clause
    .toLowerCase()
    .split(/\s+(?:ou|voire|et\/ou)\s+|(?<=\p{L}{3})\s*\/\s*(?=\p{L}{3})|\s*±\s*|\s*\+\/-\s*/u)
    .map(foldedWords);
  if (sides.length < 2) return false;
  for (let i = 0; i < sides.length; i++) {
    for (let k = i + 1; k < sides.length; k++) {
      if (polesApart(sides[i] as string[], sides[k] as string[])) return true;
    }
  }
  return false;
}

/** Whether two alternatives name opposite poles ("haute" / "basse", "hyperkaliémie" / "hypokaliémie"). */
function polesApart(a: readonly string[], b: readonly string[]): boolean {
  const groupsOf = (words: readonly string[]) =>
    POLES.flatMap((group, index) => (words.some((w) => group.has(w)) ? [index] : []));
  const ga = groupsOf(a);
  const gb = groupsOf(b);
  if (ga.some((g) => gb.some((h) => h !== g))) return true;
  return hasOppositePoles([...a, ...b]) && !hasOppositePoles(a) && !hasOppositePoles(b);
}

/** A sentence offering every possibility at once ("FA, flutter, tachycardie sinusale, jonctionnelle, ESA ou TV"). */
export function offersEveryAlternative(sentence: string): boolean {
  if (sentence.includes("?")) return false;
  const joined = ` ${foldedWords(sentence).join(" ")} `;
  if (CONDITION.test(joined)) return false;
  const ors = joined.match(/ ou /g)?.length ?? 0;
  if (ors >= MAX_OR) return true;
  return ors >= 1 && sentence.split(/,|\bou\b/).filter((item) => /[\p{L}\d]/u.test(item)).length >= MAX_ALTERNATIVES;
}

/**
 * The clauses of a text in which a finding is offered with its opposite, or (in a chat message or a
 * note) every possibility at once; an examiner answer may list criteria any of which applies.
 */
export function hedgedClauses(text: string, kind: "chat" | "note" | "answer" = "chat"): string[] {
  const clauses = text
    .split(/[.;:\n()]|,(?!\d)/)
    .map((clause) => clause.trim())
    .filter((clause) => clause && isHedgedClause(clause));
  const sentences = text
    .split(/[.;:\n]/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => kind !== "answer" && sentence && offersEveryAlternative(sentence));
  return [...clauses, ...sentences];
}
