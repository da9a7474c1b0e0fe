/**
 * `npm run eval:grading -- --llm`: each labelled transcript graded by the embedded engine and with the
 * grading assist (a model judging the statement criteria with quotes), side by side against the
 * examiner's labels.
 */
import type { ClinicalCase } from "@ecos/content";
import { assistedGrading, judgeStatements, type RejectedReason } from "../llm/grading-assist";
import type { LlmProvider } from "../llm/provider";
import { LlmError } from "../llm/provider";
import type { Classifier } from "../nlu/classifier";
import { compareWithExaminer, isGamingPersona, type LabelledTranscript } from "./grading-replay";
import { type GradingReport, gradingReport, type ReplayedFile } from "./grading-report";

/** What the model did for one transcript. */
export interface AssistOutcome {
  /** False: nothing to judge (no statement criterion missed, or no statement), no call. */
  called: boolean;
  /** Why the model gave nothing (timeout, http, network, empty, invalid…), or null. */
  failure: string | null;
  earned: string[];
  rejected: Array<{ criterionId: string; reason: RejectedReason }>;
  tokens: number;
  latencyMs: number;
}

export interface AssistedFile {
  embedded: ReplayedFile;
  assisted: ReplayedFile;
  outcome: AssistOutcome;
  /** The statement criteria of the station's grid. */
  statementIds: string[];
  /** The examiner's points. */
  expected: LabelledTranscript["expected"];
}

const failureOf = (error: unknown) =>
  error instanceof LlmError
    ? error.kind
    : error instanceof Error && error.name === "AssistFormatError"
      ? "invalid"
      : "error";

/** One transcript graded again with the model's judgments (the embedded grade when the model fails). */
export async function assistReplay(
  provider: LlmProvider,
  item: ClinicalCase,
  file: LabelledTranscript,
  embedded: ReplayedFile,
  classifier: Classifier,
): Promise<AssistedFile> {
  const { transcript } = embedded.replay;
  const statementIds = item.grid.filter((c) => c.evidence.type === "stated").map((c) => c.id);
  let outcome: AssistOutcome;
  let grade = embedded.replay.grade;
  try {
    const judged = await judgeStatements(provider, item, transcript, { classifier });
    const result = assistedGrading(item, transcript, judged.judgments, classifier);
    grade = result.grade;
    outcome = {
      called: judged.called,
      failure: null,
      earned: result.earned,
      rejected: result.rejected,
      tokens: judged.usage.total,
      latencyMs: judged.latencyMs,
    };
  } catch (error) {
    outcome = { called: true, failure: failureOf(error), earned: [], rejected: [], tokens: 0, latencyMs: 0 };
  }
  const assisted: ReplayedFile = {
    ...embedded,
    replay: { transcript, grade, ...compareWithExaminer(item, file.expected, grade) },
  };
  return { embedded, assisted, outcome, statementIds, expected: file.expected };
}

/** Runs `work` over the items, at most `limit` at a time, keeping their order. */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export interface AssistedReport {
  model: string;
  embedded: GradingReport;
  assisted: GradingReport;
  /** Agreement with the examiner on the statement criteria alone. */
  statementAgreement: { embedded: number; assisted: number; compared: number };
  calls: number;
  skipped: number;
  failures: Record<string, number>;
  earned: number;
  /** Points the model added that the examiner did not give. */
  earnedAgainstExaminer: number;
  rejected: Record<RejectedReason, number>;
  tokens: number;
  latency: { mean: number; p95: number; max: number };
}

function statementAgreement(files: readonly AssistedFile[], side: "embedded" | "assisted") {
  let agreed = 0;
  let compared = 0;
  for (const file of files) {
    for (const id of file.statementIds) {
      const expected = file.expected[id];
      const criterion = file[side].replay.grade.Criterias.find((c) => c.id === id);
      if (expected === undefined || !criterion) continue;
      compared++;
      if (criterion.point === expected) agreed++;
    }
  }
  return { agreed, compared };
}

const percentile = (values: readonly number[], share: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
};

export function assistedReport(model: string, files: readonly AssistedFile[]): AssistedReport {
  const embedded = statementAgreement(files, "embedded");
  const assisted = statementAgreement(files, "assisted");
  const calls = files.filter((f) => f.outcome.called);
  const failures: Record<string, number> = {};
  for (const file of files)
    if (file.outcome.failure) failures[file.outcome.failure] = (failures[file.outcome.failure] ?? 0) + 1;
  const rejected: Record<RejectedReason, number> = { "no-quote": 0, "too-short": 0, "not-verbatim": 0 };
  for (const file of files) for (const r of file.outcome.rejected) rejected[r.reason]++;
  const latencies = calls.filter((f) => !f.outcome.failure).map((f) => f.outcome.latencyMs);
  return {
    model,
    embedded: gradingReport(files.map((f) => f.embedded)),
    assisted: gradingReport(files.map((f) => f.assisted)),
    statementAgreement: {
      embedded: embedded.compared === 0 ? Number.NaN : embedded.agreed / embedded.compared,
      assisted: assisted.compared === 0 ? Number.NaN : assisted.agreed / assisted.compared,
      compared: embedded.compared,
    },
    calls: calls.length,
    skipped: files.length - calls.length,
    failures,
    earned: files.reduce((sum, f) => sum + f.outcome.earned.length, 0),
    earnedAgainstExaminer: files.reduce(
      (sum, f) =>
        sum + f.outcome.earned.filter((id) => f.assisted.replay.disagreements.some((d) => d.id === id)).length,
      0,
    ),
    rejected,
    tokens: files.reduce((sum, f) => sum + f.outcome.tokens, 0),
    latency: {
      mean: latencies.length === 0 ? 0 : latencies.reduce((a, b) => a + b, 0) / latencies.length,
      p95: percentile(latencies, 0.95),
      max: latencies.length === 0 ? 0 : Math.max(...latencies),
    },
  };
}

const pct = (value: number) => (Number.isNaN(value) ? "—" : `${(value * 100).toFixed(1)} %`);
const twenty = (value: number) => value.toFixed(1);
const row = (label: string, embedded: string, assisted: string) =>
  `  ${label.padEnd(36)} ${embedded.padStart(12)} ${assisted.padStart(12)}`;

export function formatAssistedReport(report: AssistedReport, files: readonly AssistedFile[], verbose = false): string {
  const { embedded: e, assisted: a } = report;
  const ordered = (r: GradingReport) => `${r.ordering.filter((o) => o.ordered).length}/${r.ordering.length}`;
  const gamingMax = (r: GradingReport) => twenty(Math.max(0, ...r.gaming.map((g) => g.grade)));
  const lines = [
    `Notation assistée par le modèle ${report.model} (--llm), ${e.files} transcriptions`,
    "",
    row("", "embarquée", "assistée"),
    row("Accord par critère", pct(e.itemAgreement), pct(a.itemAgreement)),
    row(
      `Accord, critères « dit » (${report.statementAgreement.compared})`,
      pct(report.statementAgreement.embedded),
      pct(report.statementAgreement.assisted),
    ),
    row("Erreur de note moyenne (/20)", e.gradeError.toFixed(2), a.gradeError.toFixed(2)),
    row("Ordre excellent > moyen > faible", ordered(e), ordered(a)),
    row("Triche : note max (/20)", gamingMax(e), gamingMax(a)),
    row("Triche : au-dessus de 2/20", String(e.gamingOver), String(a.gamingOver)),
    "",
    `Modèle : ${report.calls} appels, ${report.skipped} sans appel (rien à juger), ${Object.values(report.failures).reduce((s, n) => s + n, 0)} échecs${
      Object.keys(report.failures).length > 0
        ? ` (${Object.entries(report.failures)
            .map(([kind, n]) => `${kind} ${n}`)
            .join(", ")})`
        : ""
    } : note embarquée gardée`,
    `Points ajoutés par le modèle : ${report.earned}, dont ${report.earnedAgainstExaminer} que l'examinateur n'a pas donnés`,
    `Citations rejetées : ${report.rejected["not-verbatim"]} non verbatim, ${report.rejected["too-short"]} trop courtes, ${report.rejected["no-quote"]} sans citation`,
    `Jetons : ${report.tokens} (${report.calls > 0 ? Math.round(report.tokens / report.calls) : 0} par appel) ; latence : moyenne ${Math.round(report.latency.mean)} ms, p95 ${report.latency.p95} ms, max ${report.latency.max} ms`,
    "",
  ];
  const gaming = files.filter((f) => isGamingPersona(f.embedded.persona));
  const shown = gaming.filter(
    (f) =>
      verbose ||
      f.assisted.replay.grade.digitized_grade !== f.embedded.replay.grade.digitized_grade ||
      f.assisted.replay.grade.digitized_grade > 2,
  );
  lines.push(
    `Triche (embarquée / assistée) : ${gaming.length} transcriptions, ${gaming.length - shown.length} à la même note${shown.length > 0 ? " ; les autres :" : ""}`,
  );
  for (const file of shown) {
    const flag = file.assisted.replay.grade.digitized_grade > 2 ? "  ← TRICHE RÉCOMPENSÉE" : "";
    lines.push(
      `  ${file.embedded.name.padEnd(40)} ${twenty(file.embedded.replay.grade.digitized_grade).padStart(5)} / ${twenty(file.assisted.replay.grade.digitized_grade).padStart(5)}${flag}`,
    );
  }
  const changed = files.filter(
    (f) => f.outcome.earned.length > 0 || f.outcome.failure || f.outcome.rejected.length > 0,
  );
  lines.push("", "Transcriptions où le modèle a changé ou tenté quelque chose (embarquée / assistée / examinateur) :");
  if (changed.length === 0) lines.push("  aucune");
  for (const file of changed) {
    const { embedded, assisted, outcome } = file;
    lines.push(
      `  ${embedded.name.padEnd(40)} ${twenty(embedded.replay.grade.digitized_grade).padStart(5)} / ${twenty(assisted.replay.grade.digitized_grade).padStart(5)} / ${twenty(embedded.replay.examinerGrade).padStart(5)}${outcome.failure ? `  échec : ${outcome.failure}` : ""}`,
    );
    for (const id of outcome.earned) {
      const against = assisted.replay.disagreements.some((d) => d.id === id);
      lines.push(`      + ${id}${against ? " (l'examinateur : 0)" : ""}`);
    }
    for (const r of outcome.rejected) lines.push(`      ✗ ${r.criterionId} : citation rejetée (${r.reason})`);
  }
  return lines.join("\n");
}
