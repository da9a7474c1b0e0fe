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

  /** The model as bytes: a JSON header (labels, features in id order, kind), then the weights and biases. */
  serialize(): Buffer {
    const header = Buffer.from(
      JSON.stringify({ labels: this.labels, features: [...this.featureIds.keys()], kind: this.kind }),
      "utf8",
    );
    // The numbers start on an 8-byte boundary so that they can be read as a Float64Array in place.
    const offset = Math.ceil((4 + header.length) / 8) * 8;
    const bytes = Buffer.alloc(offset + (this.weights.length + this.biases.length) * 8);
    bytes.writeUInt32LE(header.length, 0);
    header.copy(bytes, 4);
    Buffer.from(this.weights.buffer, this.weights.byteOffset, this.weights.byteLength).copy(bytes, offset);
    Buffer.from(this.biases.buffer, this.biases.byteOffset, this.biases.byteLength).copy(
      bytes,
      offset + this.weights.byteLength,
    );
    return bytes;
  }

  /** The model written by serialize(); throws on bytes that do not hold one. */
  static deserialize(bytes: Uint8Array): MultiLabelModel {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headerLength = view.readUInt32LE(0);
    const header = JSON.parse(view.subarray(4, 4 + headerLength).toString("utf8")) as {
      labels: string[];
      features: string[];
      kind: TrainingOptions["kind"];
    };
    const offset = Math.ceil((4 + headerLength) / 8) * 8;
    const weightCount = header.labels.length * header.features.length;
    if (view.length !== offset + (weightCount + header.labels.length) * 8) throw new Error("modèle tronqué");
    // Copied out so that the arrays are aligned whatever the buffer they came in.
    const numbers = new Float64Array(weightCount + header.labels.length);
    new Uint8Array(numbers.buffer).set(view.subarray(offset));
    const featureIds = new Map(header.features.map((feature, index) => [feature, index]));
    return new MultiLabelModel(
      header.labels,
      featureIds,
      numbers.subarray(0, weightCount),
      numbers.subarray(weightCount),
      header.kind,
    );
  }
}
