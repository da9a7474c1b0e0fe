export interface Prediction {
  id: string;
  text: string;
  expected: readonly string[];
  predicted: readonly string[];
}

export interface LabelStats {
  label: string;
  support: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface EvaluationReport {
  total: number;
  exactSetAccuracy: number;
  offTopicTotal: number;
  offTopicAccuracy: number;
  labels: LabelStats[];
  /** "expected → predicted" pairs with their counts ("∅" stands for no label). */
  confusions: Array<{ expected: string; predicted: string; count: number }>;
  errors: Prediction[];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((label) => b.includes(label));

export function evaluate(predictions: readonly Prediction[]): EvaluationReport {
  const stats = new Map<string, LabelStats>();
  const statOf = (label: string) => {
    let entry = stats.get(label);
    if (!entry) {
      entry = { label, support: 0, truePositives: 0, falsePositives: 0, falseNegatives: 0, precision: 0, recall: 0 };
      stats.set(label, entry);
    }
    return entry;
  };
  const confusions = new Map<string, number>();
  const errors: Prediction[] = [];
  let exact = 0;
  let offTopicTotal = 0;
  let offTopicRight = 0;

  for (const item of predictions) {
    if (sameSet(item.expected, item.predicted)) exact++;
    else errors.push(item);
    if (item.expected.length === 0) {
      offTopicTotal++;
      if (item.predicted.length === 0) offTopicRight++;
    }
    for (const label of item.expected) {
      const entry = statOf(label);
      entry.support++;
      if (item.predicted.includes(label)) entry.truePositives++;
      else entry.falseNegatives++;
    }
    for (const label of item.predicted) if (!item.expected.includes(label)) statOf(label).falsePositives++;
    const missing = item.expected.filter((label) => !item.predicted.includes(label));
    const extra = item.predicted.filter((label) => !item.expected.includes(label));
    const pairs =
      missing.length === 0
        ? extra.map((label) => ["∅", label])
        : missing.flatMap((label) => (extra.length === 0 ? [[label, "∅"]] : extra.map((other) => [label, other])));
    for (const [expected, predicted] of pairs) {
      const key = `${expected}\t${predicted}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
  }
  for (const entry of stats.values()) {
    const predictedCount = entry.truePositives + entry.falsePositives;
    entry.precision = predictedCount === 0 ? 1 : entry.truePositives / predictedCount;
    entry.recall = entry.support === 0 ? 1 : entry.truePositives / entry.support;
  }
  return {
    total: predictions.length,
    exactSetAccuracy: predictions.length === 0 ? 0 : exact / predictions.length,
    offTopicTotal,
    offTopicAccuracy: offTopicTotal === 0 ? 1 : offTopicRight / offTopicTotal,
    labels: [...stats.values()].sort((a, b) => a.label.localeCompare(b.label)),
    confusions: [...confusions.entries()]
      .map(([key, count]) => {
        const [expected = "", predicted = ""] = key.split("\t");
        return { expected, predicted, count };
      })
      .sort((a, b) => b.count - a.count || a.expected.localeCompare(b.expected)),
    errors,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

export function formatReport(report: EvaluationReport): string {
  const lines = [
    `Exemples : ${report.total}`,
    `Exact-set accuracy : ${percent(report.exactSetAccuracy)} (${report.total - report.errors.length}/${report.total})`,
    `Off-topic accuracy : ${percent(report.offTopicAccuracy)} (${report.offTopicTotal} lignes sans label attendu)`,
    "",
    "Label                          support  précision  rappel",
    ...report.labels.map(
      (s) =>
        `${s.label.padEnd(30)} ${String(s.support).padStart(7)}  ${percent(s.precision).padStart(9)}  ${percent(s.recall).padStart(7)}`,
    ),
    "",
    "Confusions (attendu → prédit, ∅ = aucun label) :",
    ...(report.confusions.length === 0
      ? ["  aucune"]
      : report.confusions.map((c) => `  ${String(c.count).padStart(3)} × ${c.expected} → ${c.predicted}`)),
    "",
    "Erreurs :",
    ...(report.errors.length === 0
      ? ["  aucune"]
      : report.errors.map(
          (e) => `  ${e.id}  « ${e.text} »  attendu [${e.expected.join(", ")}]  prédit [${e.predicted.join(", ")}]`,
        )),
  ];
  return lines.join("\n");
}
