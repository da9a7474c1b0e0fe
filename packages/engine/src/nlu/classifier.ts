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
  /**
   * Further topics the message also touches with good confidence without being about them
   * ("vous avez arrêté votre insuline ?" is about diabetes and adherence): the graders count them as
   * asked, the patient answers only `labels`.
   */
  related: string[];
}

/** A sentence gets its most probable label from this probability on… */
export const TOP_LABEL_THRESHOLD = Number(process.env.NLU_TOP ?? 0.25);
/** …and every further label from this one (several topics asked at once). */
export const EXTRA_LABEL_THRESHOLD = Number(process.env.NLU_EXTRA ?? 0.5);
/** …provided the whole sentence gives it at least this probability. */
export const SUPPORT_THRESHOLD = Number(process.env.NLU_SUPPORT ?? 0.2);
const ACTS_THAT_SWALLOW_CONTENT = new Set(["act.summary", "act.explain"]);
const LABEL_ORDER = new Map(ONTOLOGY_LABELS.map((label, index) => [label.id, index]));
const byOntologyOrder = (a: string, b: string) => (LABEL_ORDER.get(a) ?? 0) - (LABEL_ORDER.get(b) ?? 0);

/** How a reformulation opens: whatever follows is the patient's story, not a question. */
const SUMMARY_OPENING =
  /^(?:(?:alors|bon|bien|ok|d accord|tres bien|donc|merci) )*(?:si je (?:resume|recapitule|reprends|comprends bien)|en resume|pour (?:resumer|recapituler|faire le point)|je resume|je recapitule|recapitulons|resumons|si j ai bien compris|donc si j ai bien compris)\b/;
/** The student saying they have no question themself. */
const NO_QUESTION_OF_MY_OWN = /^(?:(?:non|moi|bon|ok|d accord) )*(?:je n ai|j ai) (?:pas|plus|aucune?) (?:d autres? |de |)questions?\b/;

/** Coordinated parts of a sentence ("tabac, alcool", "du poids ou de l'appétit"). */
export function segmentsOf(sentence: string): string[] {
  return sentence
    .split(/\s*[,;/]\s*|\s+(?:et|ou|ainsi que|puis)\s+/i)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\d]/u.test(part));
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

  private sentenceLabels(sentence: string): { labels: string[]; related: string[] } {
    const folded = foldedWords(sentence).join(" ");
    if (SUMMARY_OPENING.test(folded)) return { labels: ["act.summary"], related: [] };
    if (NO_QUESTION_OF_MY_OWN.test(folded)) return { labels: [], related: [] };
    const scores = this.scores(sentence);
    const top = scores[0];
    if (!top || top.probability < TOP_LABEL_THRESHOLD) return { labels: [], related: [] };
    const labels = [top.label];
    // A further label needs the sentence to support it and a coordinated part to be about it alone
    // ("Tabac, alcool ?", "perdu du poids ou de l'appétit ?"), so that a word that is only the
    // argument of a frame ("un impact sur votre travail", "allergique aux médicaments") adds nothing.
    const parts = segmentsOf(sentence);
    if (parts.length > 1) {
      const partTops = new Map<string, number>();
      for (const part of parts) {
        const best = this.scores(part)[0];
        if (best && best.probability >= EXTRA_LABEL_THRESHOLD) {
          partTops.set(best.label, Math.max(best.probability, partTops.get(best.label) ?? 0));
        }
      }
      for (const score of scores.slice(1)) {
        if (score.probability >= SUPPORT_THRESHOLD && partTops.has(score.label)) labels.push(score.label);
      }
    }
    // A summary or an explanation carries clinical words without asking about them.
    if (labels.some((label) => ACTS_THAT_SWALLOW_CONTENT.has(label))) {
      return { labels: labels.filter((label) => label.startsWith("act.")), related: [] };
    }
    const related = scores
      .filter((score) => score.probability >= EXTRA_LABEL_THRESHOLD && !labels.includes(score.label))
      .map((score) => score.label);
    return { labels, related };
  }

  understand(text: string): Understanding {
    const question = text.includes("?") || this.analyse(text).question;
    if (isManipulation(text)) return { labels: [], related: [], manipulation: true, question };
    const labels = new Set<string>();
    const related = new Set<string>();
    for (const sentence of sentencesOf(text)) {
      const found = this.sentenceLabels(sentence);
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
  shared ??= Classifier.fromCorpus();
  return shared;
}
