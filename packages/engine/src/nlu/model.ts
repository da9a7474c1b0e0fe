import { seededRandom } from "@ecos/content";

/**
 * One-vs-rest logistic regression over sparse binary features: each label has its own weights, so an
 * utterance can carry several labels (or none, when every probability stays under the threshold).
 * Training is plain stochastic gradient descent with L2 regularisation in a fixed, seeded order:
 * the same corpus always gives the same model.
 */
export interface Example {
  features: readonly string[];
  labels: readonly string[];
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Share of an example's features hidden at each pass, so that no label leans on one word. */
  dropout: number;
  /** softmax: the labels compete (probabilities sum to 1); ovr: one independent yes/no per label. */
  kind: "softmax" | "ovr";
}

export const DEFAULT_TRAINING: TrainingOptions = {
  epochs: 12,
  learningRate: 8,
  l2: 1e-5,
  seed: 20_260_601,
  dropout: 0,
  kind: "ovr",
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function softmax(logits: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const z of logits) if (z > max) max = z;
  let sum = 0;
  const result = logits.map((z) => {
    const e = Math.exp(z - max);
    sum += e;
    return e;
  });
  return result.map((e) => e / sum);
}

function positivesCount(positives: Uint8Array): number {
  let count = 0;
  for (const value of positives) count += value;
  return count;
}

export class MultiLabelModel {
  private constructor(
    readonly labels: readonly string[],
    private readonly featureIds: ReadonlyMap<string, number>,
    /** weights[feature * labelCount + label]: one feature's weights are contiguous. */
    private readonly weights: Float64Array,
    private readonly biases: Float64Array,
    private readonly kind: TrainingOptions["kind"],
  ) {}

  static train(examples: readonly Example[], labels: readonly string[], options = DEFAULT_TRAINING): MultiLabelModel {
    const featureIds = new Map<string, number>();
    const labelIds = new Map(labels.map((label, index) => [label, index]));
    const encoded = examples.map((example) => {
      const ids = new Set<number>();
      for (const feature of example.features) {
        let id = featureIds.get(feature);
        if (id === undefined) {
          id = featureIds.size;
          featureIds.set(feature, id);
        }
        ids.add(id);
      }
      const positives = new Uint8Array(labels.length);
      for (const label of example.labels) {
        const index = labelIds.get(label);
        if (index === undefined) throw new Error(`label inconnu dans le corpus : ${label}`);
        positives[index] = 1;
      }
      return { ids: Int32Array.from(ids), positives };
    });

    const featureCount = featureIds.size;
    const labelCount = labels.length;
    const weights = new Float64Array(labelCount * featureCount);
    const biases = new Float64Array(labels.length);
    const random = seededRandom(options.seed);
    const order = encoded.map((_, index) => index);

    for (let epoch = 0; epoch < options.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      const rate = options.learningRate / (1 + epoch * 0.2);
      const decay = 1 - rate * options.l2;
      for (const index of order) {
        const { ids: all, positives } = encoded[index] as (typeof encoded)[number];
        const scale = 1 / Math.sqrt(all.length || 1);
        const kept = options.dropout > 0 ? all.filter(() => random() >= options.dropout) : all;
        const ids = kept.length > 0 ? kept : all;
        const logits = Float64Array.from(biases);
        for (const id of ids) {
          const row = id * labelCount;
          for (let label = 0; label < labelCount; label++)
            logits[label] = (logits[label] as number) + (weights[row + label] as number) * scale;
        }
        const predicted = options.kind === "softmax" ? softmax(logits) : logits.map(sigmoid);
        const targetShare = options.kind === "softmax" ? 1 / Math.max(1, positivesCount(positives)) : 1;
        for (let label = 0; label < labels.length; label++) {
          const gradient = (positives[label] as number) * targetShare - (predicted[label] as number);
          if (Math.abs(gradient) < 1e-4) continue;
          const step = rate * gradient;
          biases[label] = (biases[label] as number) + step;
          for (const id of ids) {
            const at = id * labelCount + label;
            weights[at] = (weights[at] as number) * decay + step * scale;
          }
        }
      }
    }
    return new MultiLabelModel(labels, featureIds, weights, biases, options.kind);
  }

  /** The probability of each label (in `labels` order) for these features. */
  probabilities(features: readonly string[]): Float64Array {
    const unique = new Set(features);
    const ids: number[] = [];
    for (const feature of unique) {
      const id = this.featureIds.get(feature);
      if (id !== undefined) ids.push(id);
    }
    const labelCount = this.labels.length;
    // Unknown features count in the scale: a text made mostly of words never seen in the corpus
    // (a restaurant, a football team) is pulled towards no label at all.
    const scale = 1 / Math.sqrt(unique.size || 1);
    const logits = Float64Array.from(this.biases);
    for (const id of ids) {
      const row = id * labelCount;
      for (let label = 0; label < labelCount; label++)
        logits[label] = (logits[label] as number) + (this.weights[row + label] as number) * scale;
    }
    return this.kind === "softmax" ? softmax(logits) : logits.map(sigmoid);
  }

  knowsFeature(feature: string): boolean {
    return this.featureIds.has(feature);
  }
}
