import type { ClinicalCase } from "@ecos/content";
import { LEXICON } from "../nlu/lexicon";
import { foldedWords } from "../text/fold";
import { findMention } from "../text/matching";
import { stem } from "../text/stem";

/**
 * Finding a scripted answer by the case's own words. Every scripted answer indexes the words it uses
 * ("Je ronfle, d'après ma femme" is found by "Vous ronflez ?", "pas mal aux mollets" by "Vous avez mal
 * aux mollets ?"), weighted by how rare each word is among the case's answers, so that a question
 * the classifier could not place still gets the answer the case gives to it.
 */

/** Words that carry no topic: question frames, pronouns, articles, fillers, yes and no. */
const STOP_WORDS = new Set(
  (
    "a ai aie aient aies ait alors as au aucun aucune aussi autre autres aux avais avait avant avec avez aviez avoir avons " +
    "bah ben bien bon bonjour ca car ce ceci cela celle celui ces cet cette chez ci comme comment d dans de des deja depuis " +
    "dire dit dites docteur donc dont du elle elles en encore est et etait ete etes etre eu eux fait faire fais faites " +
    "fois hein il ils j je jamais juste l la le les leur leurs lui m ma madame mais me meme mes moi mon monsieur n ne ni " +
    "non nos notre nous o oh ok on ont ou oui par pas peu peut peut etre plus pour pourquoi pouvez qu quand que quel quelle " +
    "quelles quels qui quoi rien s sa sans se ses si son sont sur t ta te tes toi ton tous tout toute toutes tres tu un une " +
    "vos votre vous vraiment y deja avez vous est ce qu est ce que c est quelque chose chose choses cote genre trop fort " +
    "beaucoup souvent parfois toujours maintenant aujourd hui hui jour jours temps moment bientot ici la euh hum hmm " +
    "ressentez ressenti ressentir remarque remarquez remarquer avez eu eue sentez senti sentir sent trouve trouvez " +
    "arrive arrivez arriver passe passez prenez pris prendre dernier derniere derniers dernieres semaine semaines " +
    "mois an ans annee annees heure heures matin soir hier devenu devenus devenue fin fins seul seule seuls petit petite " +
    "grand grande gros grosse mieux pire mal avoir autre premier premiere fois vie"
  ).split(" "),
);

export function contentStems(text: string): string[] {
  return foldedWords(text)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stem)
    .filter((s) => s.length > 2 && !STOP_WORDS.has(s));
}

interface CaseIndex {
  /** Per scripted label, the stems of all its variants. */
  stemsByLabel: Map<string, Set<string>>;
  /** How rare a stem is among the labels (log of labels over labels using it). */
  idf: Map<string, number>;
  /** Everything the case says of the patient besides the script: context, persona, static data. */
  narrative: string;
}

const indexes = new WeakMap<ClinicalCase, CaseIndex>();

function indexOf(item: ClinicalCase): CaseIndex {
  const known = indexes.get(item);
  if (known) return known;
  const stemsByLabel = new Map<string, Set<string>>();
  for (const [label, answer] of Object.entries(item.script)) {
    if (label.startsWith("act.")) continue;
    const variants = typeof answer === "string" ? [answer] : answer;
    stemsByLabel.set(label, new Set(variants.flatMap(contentStems)));
  }
  const counts = new Map<string, number>();
  for (const stems of stemsByLabel.values()) for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1);
  const total = Math.max(1, stemsByLabel.size);
  const idf = new Map([...counts].map(([s, count]) => [s, Math.log(total / count)]));
  const narrative = [
    item.situation,
    item.context,
    item.patient.persona,
    item.patient.emotionalState,
    item.patient.speakingStyle,
    ...(item.staticBlock ? Object.values(item.staticBlock) : []),
  ].join(" \n ");
  const index = { stemsByLabel, idf, narrative };
  indexes.set(item, index);
  return index;
}

/** A scripted answer must share a word at least this rare (used by at most one answer in four). */
const MIN_IDF = Math.log(4);
/** Stems shorter than this are too ambiguous to find an answer by. */
const MIN_STEM = 4;

/**
 * The scripted label whose answer uses the question's rarest words, if any is specific enough.
 * `extra` adds words that stand for the question's topic (the terms of a label the script lacks).
 */
export function retrieveByCaseWords(
  item: ClinicalCase,
  question: string,
  extra: readonly string[] = [],
): string | undefined {
  const index = indexOf(item);
  const query = new Set([...contentStems(question), ...extra.flatMap(contentStems)]);
  if (query.size === 0) return undefined;
  let best: { label: string; score: number; rarest: number } | undefined;
  for (const [label, stems] of index.stemsByLabel) {
    let score = 0;
    let rarest = 0;
    for (const s of query) {
      if (!stems.has(s) || s.length < MIN_STEM) continue;
      const weight = index.idf.get(s) ?? 0;
      score += weight;
      rarest = Math.max(rarest, weight);
    }
    if (score > 0 && (!best || score > best.score)) best = { label, score, rarest };
  }
  return best && best.rarest >= MIN_IDF ? best.label : undefined;
}

/** The lexicon's terms for a label: the words that stand for its topic. */
export function topicTerms(label: string): readonly string[] {
  return LEXICON[label] ?? [];
}

/**
 * Whether the case says, outside the script, that the patient has this: an exhausted patient is not
 * "not tired". Then a plain "no" would contradict the case.
 */
export function caseAsserts(item: ClinicalCase, label: string): boolean {
  const terms = topicTerms(label).filter((term) => term.length >= 5);
  if (terms.length === 0) return false;
  return findMention(indexOf(item).narrative, terms, { negationAware: true }) !== undefined;
}
