/**
 * npm run nlu:cv [-- --folds 5 --epochs 30 --rate 0.5 --l2 1e-5]
 * K-fold cross-validation on our own training corpus: how well the classifier generalises to
 * sentences it was not trained on, without looking at any evaluation file.
 */
import { parseArgs } from "node:util";
import { Classifier, DEFAULT_THRESHOLDS } from "../src/nlu/classifier";
import { loadCorpus } from "../src/nlu/corpus";
import { evaluate } from "../src/nlu/evaluation";
import { DEFAULT_TRAINING } from "../src/nlu/model";

const { values } = parseArgs({
  options: {
    folds: { type: "string", default: "5" },
    epochs: { type: "string", default: String(DEFAULT_TRAINING.epochs) },
    rate: { type: "string", default: String(DEFAULT_TRAINING.learningRate) },
    l2: { type: "string", default: String(DEFAULT_TRAINING.l2) },
    dropout: { type: "string", default: String(DEFAULT_TRAINING.dropout) },
    kind: { type: "string", default: DEFAULT_TRAINING.kind },
    top: { type: "string", default: String(DEFAULT_THRESHOLDS.top) },
    extra: { type: "string", default: String(DEFAULT_THRESHOLDS.extra) },
    support: { type: "string", default: String(DEFAULT_THRESHOLDS.support) },
    errors: { type: "boolean", default: false },
    labels: { type: "boolean", default: false },
  },
});
const folds = Number(values.folds);
const options = {
  ...DEFAULT_TRAINING,
  epochs: Number(values.epochs),
  learningRate: Number(values.rate),
  l2: Number(values.l2),
  dropout: Number(values.dropout),
  kind: values.kind === "ovr" ? ("ovr" as const) : ("softmax" as const),
};
const thresholds = { top: Number(values.top), extra: Number(values.extra), support: Number(values.support) };
const corpus = loadCorpus();
const predictions = [];
const started = performance.now();
for (let fold = 0; fold < folds; fold++) {
  const train = corpus.filter((_, index) => index % folds !== fold);
  const test = corpus.filter((_, index) => index % folds === fold);
  const classifier = Classifier.fromCorpus(train, options, thresholds);
  for (const [index, line] of test.entries()) {
    predictions.push({
      id: `${line.file}#${fold}.${index}`,
      text: line.text,
      expected: line.labels,
      predicted: classifier.classify(line.text),
    });
  }
}
const report = evaluate(predictions);
console.log(
  `${folds}-fold, ${corpus.length} lignes, ${JSON.stringify({ ...options, ...thresholds })} : exact-set ${(report.exactSetAccuracy * 100).toFixed(1)} %, hors sujet ${(report.offTopicAccuracy * 100).toFixed(1)} % (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
if (values.labels) {
  const weakest = [...report.labels].sort((a, b) => a.precision + a.recall - (b.precision + b.recall)).slice(0, 25);
  for (const s of weakest)
    console.log(
      `${s.label.padEnd(26)} n=${String(s.support).padStart(3)} P=${(s.precision * 100).toFixed(0)} R=${(s.recall * 100).toFixed(0)}`,
    );
  for (const c of report.confusions.slice(0, 30)) console.log(`  ${c.count} × ${c.expected} → ${c.predicted}`);
}
if (values.errors)
  for (const e of report.errors) console.log(`${e.text}\t[${e.expected.join(",")}]\t[${e.predicted.join(",")}]`);
