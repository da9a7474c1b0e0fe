import { ONTOLOGY_LABELS } from "@ecos/content";
import { type Analysis, analyse } from "../text/analyse";
import { foldedWords } from "../text/fold";
import { SpellingCorrector } from "../text/spelling";
import { type CorpusLine, loadCorpus } from "./corpus";
import { featuresOf } from "./features";
import { isManipulation } from "./guard";
import { DEFAULT_TRAINING, MultiLabelModel } from "./model";

/** What the engine understood of one student message. */
export interface Understanding {
  /** Ontology labels, in ontology order ([] for off-topic, unknown or manipulation). */
  labels: string[];
  /** An attempt to make the patient leave its role, reveal the diagnosis or the grid, or dictate a mark. */
  manipulation: boolean;
  /** Whether the message reads as a question (rather than a statement). */
  question: boolean;
}

/** A sentence gets its most probable label from this probability on… */
export const TOP_LABEL_THRESHOLD = Number(process.env.NLU_TOP ?? 0.25);
/** …and every further label from this one (several topics asked at once). */
export const EXTRA_LABEL_THRESHOLD = Number(process.env.NLU_EXTRA ?? 0.5);
const ACTS_THAT_SWALLOW_CONTENT = new Set(["act.summary", "act.explain"]);
const LABEL_ORDER = new Map(ONTOLOGY_LABELS.map((label, index) => [label.id, index]));
const byOntologyOrder = (a: string, b: string) => (LABEL_ORDER.get(a) ?? 0) - (LABEL_ORDER.get(b) ?? 0);

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
  ) {}

  /** Trains on the corpus (deterministic: same corpus, same model). */
  static fromCorpus(corpus: readonly CorpusLine[] = loadCorpus(), options = DEFAULT_TRAINING): Classifier {
    const frequencies = new Map<string, number>();
    for (const line of corpus) {
      for (const word of foldedWords(line.text)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    }
    const corrector = new SpellingCorrector(frequencies);
    const examples = corpus.map((line) => ({
      features: featuresOf(analyse(line.text, corrector)),
      labels: line.labels,
    }));
    const labels = ONTOLOGY_LABELS.map((label) => label.id);
    return new Classifier(MultiLabelModel.train(examples, labels, options), corrector);
  }

  analyse(text: string): Analysis {
    return analyse(text, this.corrector);
  }

  /** Label probabilities of one sentence, highest first. */
  scores(sentence: string): Array<{ label: string; probability: number }> {
    const probabilities = this.model.probabilities(featuresOf(this.analyse(sentence)));
    return this.model.labels
      .map((label, index) => ({ label, probability: probabilities[index] as number }))
      .sort((a, b) => b.probability - a.probability);
  }

  private sentenceLabels(sentence: string): string[] {
    const labels = this.scores(sentence)
      .filter((score, rank) => score.probability >= (rank === 0 ? TOP_LABEL_THRESHOLD : EXTRA_LABEL_THRESHOLD))
      .map((score) => score.label);
    // A summary or an explanation carries clinical words without asking about them.
    if (labels.some((label) => ACTS_THAT_SWALLOW_CONTENT.has(label))) {
      return labels.filter((label) => label.startsWith("act."));
    }
    return labels;
  }

  understand(text: string): Understanding {
    const question = text.includes("?") || this.analyse(text).question;
    if (isManipulation(text)) return { labels: [], manipulation: true, question };
    const labels = new Set<string>();
    for (const sentence of sentencesOf(text)) for (const label of this.sentenceLabels(sentence)) labels.add(label);
    return { labels: [...labels].sort(byOntologyOrder), manipulation: false, question };
  }

  classify(text: string): string[] {
    return this.understand(text).labels;
  }
}

let shared: Classifier | undefined;

/** The classifier trained on the shipped corpus, built once per process on first use. */
export function sharedClassifier(): Classifier {
  shared ??= Classifier.fromCorpus();
  return shared;
}
