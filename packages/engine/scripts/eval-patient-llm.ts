import { type ModelReplayedLine, replayDialogueWithModel } from "../src/evaluation/patient-replay-llm";
import { LlmProvider } from "../src/llm/provider";
import { sharedClassifier } from "../src/nlu/classifier";
import { dialogueSections } from "./eval-files";
import { llmSettingsFromEnv } from "./llm-settings";

const percent = (count: number, total: number) =>
  `${((count / Math.max(1, total)) * 100).toFixed(1).padStart(5)} % (${count}/${total})`;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const GROUNDING = new Set(["number", "drug", "diagnosis", "result", "antecedent", "role", "length", "empty"]);

export async function evalPatientWithModel(paths: readonly string[], verbose: boolean): Promise<void> {
  const settings = llmSettingsFromEnv();
  const provider = new LlmProvider(settings);
  const classifier = sharedClassifier();
  console.log(`Modèle : ${settings.model} (${new URL(settings.baseUrl).host})`);
  const results: Array<{ station: string; persona: string; lines: ModelReplayedLine[] }> = [];
  for (const { item, section } of dialogueSections(paths)) {
    const lines = await replayDialogueWithModel(provider, item, section, classifier);
    results.push({ station: section.station, persona: section.persona, lines });
  }
  const all = results.flatMap((r) => r.lines);
  const kept = all.filter((line) => line.outcome === "llm");
  const rejected = all.filter((line) => line.reason && GROUNDING.has(line.reason));
  const failed = all.filter((line) => line.reason && !GROUNDING.has(line.reason));
  console.log(`Questions : ${all.length}`);
  console.log(`Réponses écrites par le modèle et gardées : ${percent(kept.length, all.length)}`);
  console.log(`Demandes de reformulation : ${percent(all.filter((l) => l.rephrase).length, all.length)}`);
  console.log(`Réponses écartées par le contrôle d'ancrage : ${percent(rejected.length, all.length)}`);
  const byReason = new Map<string, number>();
  for (const line of [...rejected, ...failed])
    byReason.set(line.reason ?? "?", (byReason.get(line.reason ?? "?") ?? 0) + 1);
  for (const [reason, count] of [...byReason].sort((a, b) => b[1] - a[1]))
    console.log(`  ${reason.padEnd(12)} ${count}`);
  console.log(`Appels en échec (délai, erreur) : ${percent(failed.length, all.length)}`);
  console.log(`Diagnostic ou conduite à tenir dits avant l'étudiant : ${all.filter((l) => l.leaks.length > 0).length}`);
  const latencies = all.map((line) => line.latencyMs);
  console.log(
    `Latence : p50 ${quantile(latencies, 0.5)} ms, p95 ${quantile(latencies, 0.95)} ms, max ${Math.max(0, ...latencies)} ms`,
  );
  const tokens = all.reduce((sum, line) => sum + line.tokens, 0);
  console.log(`Jetons : ${tokens} (${Math.round(tokens / Math.max(1, all.length))} par réponse)`);

  console.log("\nPar persona :");
  for (const persona of [...new Set(results.map((r) => r.persona))]) {
    const lines = results.filter((r) => r.persona === persona).flatMap((r) => r.lines);
    console.log(
      `  ${persona.padEnd(12)} reformulation ${percent(lines.filter((l) => l.rephrase).length, lines.length)}`,
    );
  }
  if (rejected.length > 0) {
    console.log("\nRéponses écartées :");
    for (const line of rejected)
      console.log(`  ${line.text}\n    modèle écarté (${line.reason} : ${line.detail}) → ${line.reply}`);
  }
  if (verbose) {
    console.log("\nDialogues :");
    for (const result of results) {
      console.log(`### ${result.station} ${result.persona}`);
      for (const line of result.lines) {
        console.log(
          `  É : ${line.text}\n  P : ${line.reply}   [${line.outcome}${line.reason ? ` · ${line.reason}` : ""} · ${line.latencyMs} ms]`,
        );
      }
    }
  }
}
