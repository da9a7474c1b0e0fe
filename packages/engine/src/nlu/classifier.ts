import { ONTOLOGY_LABELS } from "@ecos/content";
import { spellOut } from "../text/abbreviations";
import { type Analysis, analyse } from "../text/analyse";
import { foldedWords } from "../text/fold";
import { SpellingCorrector } from "../text/spelling";
import { CORPUS_DIR, type CorpusLine, loadCorpus } from "./corpus";
import { featuresOf } from "./features";
import { isManipulation } from "./guard";
import { DEFAULT_TRAINING, MultiLabelModel } from "./model";
import { cachedModel, modelKey } from "./model-cache";

/** What the engine understood of one student message. */
export interface Understanding {
  /** Ontology labels, in ontology order ([] for off-topic, unknown or manipulation). */
  labels: string[];
  /** An attempt to make the patient leave its role, reveal the diagnosis or the grid, or dictate a mark. */
  manipulation: boolean;
  /** Whether the message reads as a question (rather than a statement). */
  question: boolean;
  /**
   * Further topics the message also touches with good confidence without being about them
   * ("vous avez arrêté votre insuline ?" is about diabetes and adherence): the graders count them as
   * asked, the patient answers only `labels`.
   */
  related: string[];
}

/** How probabilities become labels (chosen by cross-validation on our corpus: `npm run nlu:cv`). */
export interface DecisionThresholds {
  /** A sentence gets its most probable label from this probability on (unless "no label" is likelier)… */
  top: number;
  /** …and a further label when a coordinated part is about it with this probability… */
  extra: number;
  /** …and the whole sentence gives it at least this one. */
  support: number;
}
export const DEFAULT_THRESHOLDS: DecisionThresholds = { top: 0.2, extra: 0.5, support: 0.2 };
/** The class of texts that get no label. */
export const NO_LABEL = "∅";
const ACTS_THAT_SWALLOW_CONTENT = new Set(["act.summary", "act.explain"]);
const LABEL_ORDER = new Map(ONTOLOGY_LABELS.map((label, index) => [label.id, index]));
const byOntologyOrder = (a: string, b: string) => (LABEL_ORDER.get(a) ?? 0) - (LABEL_ORDER.get(b) ?? 0);

/** How a reformulation opens: whatever follows is the patient's story, not a question. */
const SUMMARY_OPENING =
  /^(?:(?:alors|bon|bien|ok|d accord|tres bien|donc|merci) )*(?:si je (?:resume|recapitule|reprends|comprends bien)|en resume|pour (?:resumer|recapituler|faire le point)|je resume|je recapitule|recapitulons|resumons|si j ai bien compris|donc si j ai bien compris)\b/;
/** The student saying they have no question themself. */
const NO_QUESTION_OF_MY_OWN =
  /^(?:(?:non|moi|bon|ok|d accord) )*(?:je n ai|j ai) (?:pas|plus|aucune?) (?:d autres? |de |)questions?\b/;

/**
 * A confirmation tag closing a statement ("…, vous appelez le 15, d'accord ?", "…, ok ?"): the
 * message tells rather than asks. A message that is nothing but the tag ("D'accord ?") stays a question.
 */
const TAG_QUESTION =
  /[\s,;:.…-]+(?:d['’ ]?accord|ok|okay|vu|ça marche|ca marche|ça vous va|ca vous va|c['’]est bon)\s*\?+\s*$/iu;

/** Whether a message asks something, once a closing confirmation tag is set aside. */
function readsAsQuestion(text: string, analysis: (text: string) => Analysis): boolean {
  const untagged = text.replace(TAG_QUESTION, "").trim();
  const body = untagged.length > 0 ? untagged : text;
  return body.includes("?") || analysis(body).question;
}

const PERSON_WORDS = new Set([
  "vous",
  "tu",
  "je",
  "j",
  "il",
  "elle",
  "on",
  "votre",
  "vos",
  "ton",
  "tes",
  "t",
  "m",
  "me",
]);
const TELEGRAPHIC_MAX_WORDS = 7;

/**
 * Coordinated parts of a sentence ("tabac, alcool", "du poids ou de l'appétit"); a telegraphic list
 * of bare words, with no person and no preposition ("hta diabète cholestérol ?", "atcd allergies
 * ttt"), is cut into its words.
 */
export function segmentsOf(sentence: string): string[] {
  const parts = inheritFrames(
    sentence
      .split(/\s*[,;/+]\s*|\s+(?:et|ou|ainsi que|puis)\s+/i)
      .map((part) => part.trim())
      .filter((part) => /[\p{L}\d]/u.test(part)),
  );
  const words = foldedWords(sentence);
  const telegraphic =
    words.length <= TELEGRAPHIC_MAX_WORDS && !words.some((word) => PERSON_WORDS.has(word) || PREPOSITIONS.has(word));
  return telegraphic ? [...new Set([...parts, ...parts.flatMap((part) => part.split(/\s+/))])] : parts;
}

const PREPOSITIONS = new Set([
  "a",
  "au",
  "aux",
  "de",
  "du",
  "des",
  "d",
  "pour",
  "avec",
  "sur",
  "dans",
  "en",
  "chez",
  "contre",
]);

/**
 * A part that opens with a preposition is the argument of the previous part's frame: it takes that
 * frame's words ("mal à la tête ou au ventre" → "mal au ventre"; "perdu du poids ou de l'appétit" →
 * "perdu de l'appétit"; "allergies alimentaires ou aux médicaments" → "allergies alimentaires aux
 * médicaments", still about allergies).
 */
function inheritFrames(parts: readonly string[]): string[] {
  const result: string[] = [];
  for (const part of parts) {
    const previous = result.at(-1);
    const opening = foldedWords(part)[0];
    if (previous === undefined || opening === undefined || !PREPOSITIONS.has(opening)) {
      result.push(part);
      continue;
    }
    const tokens = previous.split(/\s+/);
    let cut = -1;
    for (let i = tokens.length - 1; i > 0 && cut < 0; i--) {
      const first = foldedWords(tokens[i] as string)[0];
      if (first !== undefined && PREPOSITIONS.has(first)) cut = i;
    }
    result.push(`${(cut > 0 ? tokens.slice(0, cut) : tokens).join(" ")} ${part}`);
  }
  return result;
}

/** Sentences of a message: a summary followed by a question is two things said. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\d]/u.test(sentence));
}

export class Classifier {
  private constructor(
    private readonly model: MultiLabelModel,
    private readonly corrector: SpellingCorrector,
    private readonly thresholds: DecisionThresholds,
  ) {}

  /** Trains on the corpus (deterministic: same corpus, same model). */
  static fromCorpus(
    corpus: readonly CorpusLine[] = loadCorpus(),
    options = DEFAULT_TRAINING,
    thresholds = DEFAULT_THRESHOLDS,
    /** A model-cache key (see model-cache.ts): only for the shipped corpus and options. */
    cache?: string,
  ): Classifier {
    const frequencies = new Map<string, number>();
    for (const line of corpus) {
      for (const word of foldedWords(line.text)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    }
    const corrector = new SpellingCorrector(frequencies);
    const labels = [...ONTOLOGY_LABELS.map((label) => label.id), NO_LABEL];
    const train = () => {
      // No label is learnt as a class of its own: off-topic text has words of its own too.
      const examples = corpus.map((line) => ({
        features: featuresOf(analyse(line.text, corrector)),
        labels: line.labels.length === 0 ? [NO_LABEL] : line.labels,
      }));
      return MultiLabelModel.train(examples, labels, options);
    };
    return new Classifier(cache ? cachedModel(cache, train) : train(), corrector, thresholds);
  }

  /** The classifier of the shipped corpus, its model read from the disk cache when it is there. */
  static fromShippedCorpus(): Classifier {
    const key = modelKey(CORPUS_DIR, [DEFAULT_TRAINING, ONTOLOGY_LABELS.map((label) => label.id)]);
    return Classifier.fromCorpus(loadCorpus(), DEFAULT_TRAINING, DEFAULT_THRESHOLDS, key);
  }

  /** Whether a folded word is in the corpus's vocabulary (or one typo away from it). */
  knowsWord(word: string): boolean {
    return this.corrector.knows(this.corrector.correct(word));
  }

  analyse(text: string): Analysis {
    return analyse(text, this.corrector);
  }

  /**
   * Whether "no label" is the model's first choice for a text, however unsure: small talk ("la
   * couleur de votre voiture") ranks it first, an unlabelled medical question ("un pacemaker ?")
   * ranks some topic above it. A ranking is steadier than a probability threshold when the corpus grows.
   */
  ranksOffTopicFirst(text: string): boolean {
    return this.scores(text)[0]?.label === NO_LABEL;
  }

  /** Label probabilities of one sentence, highest first. */
  scores(sentence: string): Array<{ label: string; probability: number }> {
    const probabilities = this.model.probabilities(featuresOf(this.analyse(sentence)));
    return this.model.labels
      .map((label, index) => ({ label, probability: probabilities[index] as number }))
      .sort((a, b) => b.probability - a.probability);
  }

  private sentenceLabels(sentence: string): { labels: string[]; related: string[] } {
    const folded = foldedWords(sentence).join(" ");
    if (SUMMARY_OPENING.test(folded)) return { labels: ["act.summary"], related: [] };
    if (NO_QUESTION_OF_MY_OWN.test(folded)) return { labels: [], related: [] };
    const scores = this.scores(sentence);
    const top = scores[0];
    if (!top || top.label === NO_LABEL || top.probability < this.thresholds.top) return { labels: [], related: [] };
    const labels = [top.label];
    // A further label needs the sentence to support it and a coordinated part to be about it alone
    // ("Tabac, alcool ?", "perdu du poids ou de l'appétit ?"), so that a word that is only the
    // argument of a frame ("un impact sur votre travail", "allergique aux médicaments") adds nothing.
    const parts = segmentsOf(spellOut(sentence));
    if (parts.length > 1) {
      const partTops = new Map<string, number>();
      for (const part of parts) {
        const best = this.scores(part)[0];
        if (best && best.label !== NO_LABEL && best.probability >= this.thresholds.extra) {
          partTops.set(best.label, Math.max(best.probability, partTops.get(best.label) ?? 0));
        }
      }
      for (const score of scores.slice(1)) {
        if (score.probability >= this.thresholds.support && partTops.has(score.label)) labels.push(score.label);
      }
    }
    // A summary or an explanation carries clinical words without asking about them.
    if (labels.some((label) => ACTS_THAT_SWALLOW_CONTENT.has(label))) {
      return { labels: labels.filter((label) => label.startsWith("act.")), related: [] };
    }
    const related = scores
      .filter(
        (score) =>
          score.probability >= this.thresholds.extra && score.label !== NO_LABEL && !labels.includes(score.label),
      )
      .map((score) => score.label);
    return { labels, related };
  }

  /**
   * A sentence's labels; when it gets none and opens with a preamble before a colon ("Vous m'avez
   * parlé d'une douleur : où se situe-t-elle ?"), the labels of what follows the colon.
   */
  private sentenceLabelsAfterPreamble(sentence: string): { labels: string[]; related: string[] } {
    const found = this.sentenceLabels(sentence);
    if (found.labels.length > 0) return found;
    const colon = sentence.lastIndexOf(":");
    const rest = colon >= 0 ? sentence.slice(colon + 1).trim() : "";
    return /\p{L}/u.test(rest) ? this.sentenceLabels(rest) : found;
  }

  private readonly memo = new Map<string, Understanding>();

  /** What a message says (memoised: a reply reads the history's messages again). */
  understand(text: string): Understanding {
    const known = this.memo.get(text);
    if (known) return known;
    const understood = this.understandUncached(text);
    if (this.memo.size >= 20_000) this.memo.clear();
    this.memo.set(text, understood);
    return understood;
  }

  private understandUncached(text: string): Understanding {
    const question = readsAsQuestion(text, (body) => this.analyse(body));
    if (isManipulation(text)) return { labels: [], related: [], manipulation: true, question };
    const labels = new Set<string>();
    const related = new Set<string>();
    for (const sentence of sentencesOf(text)) {
      const found = this.sentenceLabelsAfterPreamble(sentence);
      for (const label of found.labels) labels.add(label);
      for (const label of found.related) related.add(label);
    }
    return {
      labels: [...labels].sort(byOntologyOrder),
      related: [...related].filter((label) => !labels.has(label)).sort(byOntologyOrder),
      manipulation: false,
      question,
    };
  }

  classify(text: string): string[] {
    return this.understand(text).labels;
  }
}

let shared: Classifier | undefined;

/** The classifier trained on the shipped corpus, built once per process on first use. */
export function sharedClassifier(): Classifier {
  shared ??= Classifier.fromShippedCorpus();
  return shared;
}
