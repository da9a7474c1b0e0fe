import { type ReplayedLine, replayDialogue } from "../src/evaluation/patient-replay";
import { sharedClassifier } from "../src/nlu/classifier";
import { dialogueSections, filesFromArguments } from "./eval-files";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const targets = args.filter((arg) => !arg.startsWith("--"));
if (targets.length === 0) {
  console.error("usage : npm run -s eval:patient -- <fichier.txt|dossier>… [--verbose] [--llm]");
  process.exit(2);
}
const paths = filesFromArguments(targets, ".txt");
if (args.includes("--llm")) {
  const { evalPatientWithModel } = await import("./eval-patient-llm");
  await evalPatientWithModel(paths, verbose);
  process.exit(process.exitCode ?? 0);
}

const classifier = sharedClassifier();
const results = dialogueSections(paths).map(({ item, section }) => ({
  station: section.station,
  persona: section.persona,
  lines: replayDialogue(item, section, classifier),
}));

const rate = (lines: readonly ReplayedLine[]) => {
  const count = lines.filter((line) => line.rephrase).length;
  return `${((count / Math.max(1, lines.length)) * 100).toFixed(1).padStart(5)} % (${count}/${lines.length})`;
};
const all = results.flatMap((r) => r.lines);
console.log(`Questions : ${all.length}`);
console.log(`Demandes de reformulation : ${rate(all)}`);
const offTopic = results.flatMap((r) => r.lines.filter((l) => l.offTopic).map((l) => ({ ...l, station: r.station })));
console.log(
  `Réponses du script sur un autre sujet que celui demandé : ${((offTopic.length / Math.max(1, all.length)) * 100).toFixed(1)} % (${offTopic.length}/${all.length})`,
);
const leaks = results.flatMap((r) =>
  r.lines.filter((l) => l.leaks.length > 0).map((l) => ({ ...l, station: r.station })),
);
console.log(`Diagnostic ou conduite à tenir dits par le patient avant l'étudiant : ${leaks.length}`);

const personas = [...new Set(results.map((r) => r.persona))];
console.log("\nPar persona :");
for (const persona of personas) {
  console.log(`  ${persona.padEnd(12)} ${rate(results.filter((r) => r.persona === persona).flatMap((r) => r.lines))}`);
}
console.log("\nPar station et persona :");
for (const result of results) {
  console.log(`  ${result.station} ${result.persona.padEnd(12)} ${rate(result.lines)}`);
}

const failures = results.flatMap((r) =>
  r.lines.filter((l) => l.rephrase).map((l) => ({ ...l, station: r.station, persona: r.persona })),
);
if (failures.length > 0) {
  console.log("\nDemandes de reformulation :");
  for (const f of failures) console.log(`  [${f.station} ${f.persona}] ${f.text}   (attendu : ${f.expected})`);
}
if (offTopic.length > 0) {
  console.log("\nRéponses sur un autre sujet :");
  for (const o of offTopic) {
    console.log(
      `  [${o.station}] ${o.text} (attendu : ${o.expected}) → ${o.reply.answered.join(", ")} : ${o.reply.text}`,
    );
  }
}
if (leaks.length > 0) {
  console.log("\nFuites :");
  for (const leak of leaks)
    console.log(`  [${leak.station}] ${leak.text} → ${leak.reply.text}  (${leak.leaks.join(", ")})`);
}
if (verbose) {
  console.log("\nDialogues :");
  for (const result of results) {
    console.log(`### ${result.station} ${result.persona}`);
    for (const line of result.lines) {
      console.log(
        `  É : ${line.text}\n  P : ${line.reply.text}   [${line.reply.labels.join(", ") || "∅"} · ${line.reply.source}]`,
      );
    }
  }
}
