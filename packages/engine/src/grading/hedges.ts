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
/**
 * Values of one attribute that exclude each other (a side, a position, a lobe, an extent): offered as
 * alternatives ("à droite ou à gauche", "debout ou couché", "lobe supérieur ou inférieur") they hedge.
 */
const EXCLUSIVE_VALUES: ReadonlyArray<readonly [ReadonlySet<string>, ReadonlySet<string>]> = [
  [new Set(["droit", "droite", "droits", "droites"]), new Set(["gauche", "gauches"])],
  [new Set(["debout", "assis"]), new Set(["couche", "couchee", "allonge", "allongee", "decubitus"])],
  [
    new Set(["superieur", "superieure", "superieurs", "superieures"]),
    new Set(["inferieur", "inferieure", "inferieurs", "inferieures", "moyen"]),
  ],
  [new Set(["anterieur", "anterieure"]), new Set(["posterieur", "posterieure"])],
  [new Set(["unilateral", "unilaterale", "unilateraux"]), new Set(["bilateral", "bilaterale", "bilateraux"])],
  [new Set(["aigu", "aigue", "aigus", "aigues"]), new Set(["chronique", "chroniques"])],
  [new Set(["ambulatoire", "domicile"]), new Set(["hospitalisation", "hospitaliser", "hospitalise", "hospitalisee"])],
];
/** Words that leave a finding open ("peut-être", "éventuellement"): with an alternative in a note, a hedge. */
const UNCERTAIN = / (?:peut etre|eventuellement|possiblement|probablement pas) /;
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
/** Words around an alternative that carry no finding ("c'est normal ou …"). */
const FILLERS = new Set("c est il elle le la les l un une des d de du ou soit tout a fait".split(" "));
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
      if (polesApart(sides[i] as string[], sides[k] as string[], !clause.includes("?"))) return true;
    }
  }
  return false;
}

/** Whether two alternatives name opposite poles ("haute" / "basse", "hyperkaliémie" / "hypokaliémie"). */
function polesApart(a: readonly string[], b: readonly string[], statement = true): boolean {
  const groupsOf = (words: readonly string[]) =>
    POLES.flatMap((group, index) => (words.some((w) => group.has(w)) ? [index] : []));
  const ga = groupsOf(a);
  const gb = groupsOf(b);
  if (ga.some((g) => gb.some((h) => h !== g))) return true;
  // Asking « à droite ou à gauche ? » is a question, not a hedge; stating both is.
  if (statement && (normalOrFinding(a, b) || exclusiveValues(a, b))) return true;
  return hasOppositePoles([...a, ...b]) && !hasOppositePoles(a) && !hasOppositePoles(b);
}

/** "Pneumopéritoine ou normal": a finding offered with "normal" alone as its alternative. */
function normalOrFinding(a: readonly string[], b: readonly string[]): boolean {
  const normal = POLES[0] as ReadonlySet<string>;
  const normalAlone = (words: readonly string[]) =>
    words.some((w) => normal.has(w)) && words.every((w) => normal.has(w) || FILLERS.has(w));
  const finding = (words: readonly string[]) => words.some((w) => !normal.has(w) && !FILLERS.has(w));
  return (normalAlone(a) && finding(b)) || (normalAlone(b) && finding(a));
}

/** "À droite ou à gauche", "debout ou couché": each side names one of two values that exclude each other. */
function exclusiveValues(a: readonly string[], b: readonly string[]): boolean {
  const has = (words: readonly string[], set: ReadonlySet<string>) => words.some((w) => set.has(w));
  const only = (words: readonly string[], set: ReadonlySet<string>, other: ReadonlySet<string>) =>
    has(words, set) && !has(words, other);
  return EXCLUSIVE_VALUES.some(([x, y]) => (only(a, x, y) && only(b, y, x)) || (only(a, y, x) && only(b, x, y)));
}

/** A sentence offering every possibility at once ("FA, flutter, tachycardie sinusale, jonctionnelle, ESA ou TV"). */
export function offersEveryAlternative(sentence: string): boolean {
  if (sentence.includes("?")) return false;
  const joined = ` ${foldedWords(sentence).join(" ")} `;
  // "Rappeler si fièvre, douleur ou vomissements": alternatives under a condition are not offered as
  // findings — when the condition governs them ("…, avis si besoin" after the list does not).
  const condition = CONDITION.exec(joined);
  if (condition && condition.index < joined.lastIndexOf(" ou ")) return false;
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
    .filter(Boolean);
  const everything = sentences.filter((sentence) => kind !== "answer" && offersEveryAlternative(sentence));
  // A note that leaves a finding open between alternatives ("bactériurie peut-être significative, ou
  // contamination") commits to none (in a chat message, « c'est peut-être A ou B » is a differential);
  // in a note the alternatives may span the commas ("Conclusion : pneumopéritoine, ou normal, ou occlusion").
  const open = sentences.filter((sentence) => {
    if (kind !== "note") return false;
    const joined = ` ${foldedWords(sentence).join(" ")} `;
    return (UNCERTAIN.test(joined) && joined.includes(" ou ")) || isHedgedClause(sentence);
  });
  return [...clauses, ...everything, ...open];
}
