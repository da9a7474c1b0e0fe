import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CLINICAL_CASES, type ClinicalCase, caseById, EXAMS } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { type LabelledTranscript, replayLabelledTranscript } from "../src/evaluation/grading-replay";
import { gradingReport, type ReplayedFile } from "../src/evaluation/grading-report";
import { parseDialogues, replayDialogue } from "../src/evaluation/patient-replay";
import { gradeStation } from "../src/grading/grade";

/** The stations of the five modes played as a chat, graded by notes, exams or answers (issue 11's corpus). */
const CHAT_CASES = CLINICAL_CASES.filter((item) => !item.modeData);

/**
 * Our own examiner-labelled transcripts and student dialogues (packages/engine/eval, written by
 * passes that never read the engine's lexicon or corpus), plus the shared development samples when
 * they are beside the project: the targets, held as tests.
 */
const ownGrading = fileURLToPath(new URL("../eval/grading/", import.meta.url));
const ownDialogues = fileURLToPath(new URL("../eval/patient/", import.meta.url));
const sharedGrading = fileURLToPath(new URL("../../../../shared/eval/grading-dev/", import.meta.url));
const sharedDialogues = fileURLToPath(new URL("../../../../shared/eval/realism-dev.txt", import.meta.url));

function replayDir(dir: string): ReplayedFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = JSON.parse(readFileSync(`${dir}${name}`, "utf8")) as LabelledTranscript;
      const item = caseById(file.station) as ClinicalCase;
      return { name, station: file.station, persona: file.persona, replay: replayLabelledTranscript(item, file) };
    });
}

describe("grading against examiner-labelled transcripts", () => {
  const files = [...replayDir(ownGrading), ...replayDir(sharedGrading)];
  const report = gradingReport(files);

  // The six modes with mechanics of their own have their reference attempts in test/modes (issue 13).
  it("covers every station with excellent, oral, average, poor and gaming transcripts", () => {
    for (const item of CHAT_CASES) {
      const personas = new Set(files.filter((f) => f.station === item.id).map((f) => f.persona));
      for (const persona of ["excellent", "excellent-oral", "average", "poor", "gaming-keywords", "gaming-hedge"]) {
        expect(personas.has(persona), `${item.id} ${persona}`).toBe(true);
      }
    }
  });

  it("agrees with the examiner on at least 95 % of criteria, with a grade error of at most 0.8/20", () => {
    expect(report.itemAgreement).toBeGreaterThanOrEqual(0.95);
    expect(report.gradeError).toBeLessThanOrEqual(0.8);
  });

  it("ranks excellent > average > poor on every station", () => {
    expect(report.ordering.filter((o) => !o.ordered).map((o) => o.station)).toEqual([]);
  });

  it("gives every gaming transcript at most 2/20", () => {
    expect(report.gaming.length).toBeGreaterThanOrEqual(20);
    expect(report.gaming.filter((g) => g.grade > 2)).toEqual([]);
  });
});

describe("gaming built from each station's own grid", () => {
  /** Every concept of the grid, as a student pasting the grid would type it. */
  function gridWords(item: ClinicalCase): string[] {
    return item.grid.flatMap((criterion) => {
      const e = criterion.evidence;
      if (e.type === "stated") return e.concepts.map((c) => c.synonyms[0] as string);
      if (e.type === "answer") {
        const question = item.examinerQuestions.find((q) => q.id === e.questionId);
        return (question?.expected ?? []).map((c) => c.synonyms[0] as string);
      }
      if (e.type === "finding") {
        const image = item.images.find((i) => i.id === e.imageId);
        return (image?.expectedFindings ?? []).map((c) => c.synonyms[0] as string);
      }
      return [criterion.name.split(" (")[0] as string];
    });
  }

  it.each(CLINICAL_CASES.map((item) => [item.id, item] as const))(
    "%s: a keyword dump, a hedge, pasted context and the catalogue score at most 2/20",
    (_, item) => {
      const dump = `${[...new Set(gridWords(item))].join(", ")}, ${item.diagnosis.options.join(", ")}.`;
      const hedges = gridWords(item)
        .slice(0, 6)
        .map((word) => `${word} présent ou absent`)
        .join(" ; ");
      const transcripts = [
        { messages: [dump], answers: [dump], observations: [dump] },
        { messages: [item.context, item.situation], answers: [item.context], observations: [item.context] },
        { messages: [hedges], answers: [hedges], observations: [hedges] },
      ];
      for (const t of transcripts) {
        const grade = gradeStation(item, {
          messages: t.messages.map((text, i) => ({ id: `m${i}`, from: "student" as const, text })),
          observations: t.observations.map((text, i) => ({ id: `o${i}`, text })),
          answers: item.examinerQuestions.map((q, i) => ({
            questionId: q.id,
            text: t.answers[0] as string,
            messageId: `a${i}`,
          })),
          exams: item.modeId === "clinical_exam" ? EXAMS.map((exam) => exam.id) : [],
          diagnosis: item.diagnosis.correct,
        });
        expect(
          grade.digitized_grade,
          grade.Criterias.filter((c) => c.point)
            .map((c) => c.id)
            .join(", "),
        ).toBeLessThanOrEqual(2);
      }
    },
  );
});

describe("the patient against student dialogues", () => {
  const sources = [
    ...(existsSync(ownDialogues)
      ? readdirSync(ownDialogues)
          .filter((name) => name.endsWith(".txt"))
          .map((name) => `${ownDialogues}${name}`)
      : []),
    ...(existsSync(sharedDialogues) ? [sharedDialogues] : []),
  ];
  const results = sources.flatMap((path) =>
    parseDialogues(readFileSync(path, "utf8")).map((section) => ({
      section,
      lines: replayDialogue(caseById(section.station) as ClinicalCase, section),
    })),
  );

  it("covers every station in the standard, oral, stressed and out-of-script styles", () => {
    for (const item of CHAT_CASES) {
      const personas = new Set(results.filter((r) => r.section.station === item.id).map((r) => r.section.persona));
      for (const persona of ["standard", "oral", "stressed", "oos"])
        expect(personas.has(persona), `${item.id} ${persona}`).toBe(true);
    }
  });

  it("asks to rephrase at most 2 % of legitimate questions in every style", () => {
    const personas = new Set(results.map((r) => r.section.persona));
    for (const persona of personas) {
      const lines = results.filter((r) => r.section.persona === persona).flatMap((r) => r.lines);
      const rephrased = lines.filter((line) => line.rephrase).map((line) => line.text);
      expect(rephrased.length / lines.length, `${persona}: ${rephrased.join(" | ")}`).toBeLessThanOrEqual(0.02);
    }
  });

  it("never names the diagnosis or the plan before the student did, in reply to anything but a history question", () => {
    const leaks = results.flatMap((r) =>
      r.lines.filter((l) => l.leaks.length > 0).map((l) => `${r.section.station}: ${l.text} → ${l.reply.text}`),
    );
    expect(leaks, leaks.join("\n")).toEqual([]);
  });
});
