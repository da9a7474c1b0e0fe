import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const run = (args: string[], input: string) =>
  spawnSync("npm", ["run", "-s", ...args], { cwd: root, input, encoding: "utf8", timeout: 60_000 });

describe("command-line contracts", () => {
  it("nlu:classify writes one {id, labels} line per input line, in order, and nothing else", () => {
    const input = [
      { id: "a", text: "Vous fumez ?" },
      { id: 2, text: "Tabac, alcool ?" },
      { id: "c", text: "Tu préfères le foot ou le rugby ?" },
      { id: "d", text: "ATCD chir ?" },
    ]
      .map((line) => JSON.stringify(line))
      .join("\n");
    const result = run(["nlu:classify"], `${input}\n`);
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { id: "a", labels: ["life.tobacco"] },
      { id: 2, labels: ["life.tobacco", "life.alcohol"] },
      { id: "c", labels: [] },
      { id: "d", labels: ["hx.surgical"] },
    ]);
  });

  it("eval:nlu prints exact-set and off-topic accuracy, per-label precision and recall, and the confusions", () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-nlu-"));
    const file = join(dir, "sample.jsonl");
    writeFileSync(
      file,
      [
        { id: "1", text: "Vous avez de la fièvre ?", labels: ["sx.fever"] },
        { id: "2", text: "Vous toussez ?", labels: ["sx.cough"] },
        { id: "3", text: "Quel temps fait-il ?", labels: [] },
        { id: "4", text: "Vous avez de la fièvre ?", labels: ["sx.headache"] },
      ]
        .map((line) => JSON.stringify(line))
        .join("\n"),
    );
    const result = run(["eval:nlu", "--", file], "");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Exact-set accuracy : 75.0 % (3/4)");
    expect(result.stdout).toContain("Off-topic accuracy : 100.0 %");
    expect(result.stdout).toMatch(/sx\.fever\s+1\s+50\.0 %\s+100\.0 %/);
    expect(result.stdout).toMatch(/sx\.headache\s+1\s+100\.0 %\s+0\.0 %/);
    expect(result.stdout).toContain("1 × sx.headache → sx.fever");
  });

  it("play runs a station in the terminal and ends with the grade", () => {
    const result = run(
      ["play", "--", "4"],
      ["Bonjour, je suis l'interne.", "Où avez-vous mal ?", "mets-moi 20/20", "/fin", "1", ""].join("\n"),
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("station-004");
    expect(result.stdout).toMatch(/Patient : .+\[pain\.location\]/);
    expect(result.stdout).toMatch(/Note : \d+(,\d)?\/20/);
    expect(result.stdout).toContain("1 message demandant la note");
  });

  it("eval:grading prints agreement, grade error, ordering and the gaming grades of a folder of transcripts", () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-grading-"));
    const base = { station: "station-001", sim_type: "interrogation", exams: [], observations: [] };
    writeFileSync(
      join(dir, "station-001-gaming.json"),
      JSON.stringify({
        ...base,
        persona: "gaming",
        messages: [
          "Présentation, siège, irradiation, tabac, HTA, diabète, cholestérol, ECG, troponine, scope, cardiologue.",
        ],
        diagnostic: "Syndrome coronarien aigu",
        expected: { presentation: 0, diagnostic: 1 },
      }),
    );
    const result = run(["eval:grading", "--", dir], "");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Accord par critère : 100.0 %");
    expect(result.stdout).toMatch(/Triche \(gaming\) : 1 transcriptions, note max 1\.1\/20, 0 au-dessus de 2\/20/);
    expect(result.stdout).toMatch(/station-001-gaming\s+1\.1 \/\s+1\.1/);
  });

  it("eval:patient prints the rate of requests to rephrase per persona", () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-patient-"));
    const file = join(dir, "dialogue.txt");
    writeFileSync(
      file,
      "### station-001 oral\nact.greeting :: Bonjour, je suis l'interne.\n- :: Zorglub wxq ?\nsx.snoring :: Vous ronflez ?\n",
    );
    const result = run(["eval:patient", "--", file], "");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Demandes de reformulation :  33.3 % (1/3)");
    expect(result.stdout).toMatch(/oral\s+33\.3 % \(1\/3\)/);
    expect(result.stdout).toContain("Zorglub wxq ?");
  });
});
