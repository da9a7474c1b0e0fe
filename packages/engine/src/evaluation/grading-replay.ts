import type { ClinicalCase } from "@ecos/content";
import { replyAsExaminer } from "../examiner/examiner";
import { gradeStation } from "../grading/grade";
import type { Grade } from "../grading/types";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import { replyAsPatient } from "../patient/reply";
import type { ChatTurn, Transcript } from "../transcript";

/** One examiner-labelled transcript (the format of shared/eval/grading-dev/*.json). */
export interface LabelledTranscript {
  station: string;
  sim_type?: string;
  persona: string;
  /** Plain strings go to the patient; objects name their channel. */
  messages: ReadonlyArray<string | { to: "patient" | "examiner"; text: string }>;
  exams?: readonly string[];
  observations?: readonly string[];
  diagnostic: string | null;
  /** The examiner's point for every criterion id. */
  expected: Readonly<Record<string, number>>;
  expected_grade_range?: readonly [number, number];
  notes?: string;
}

export interface ReplayedTranscript {
  transcript: Transcript;
  grade: Grade;
  /** The examiner's grade from `expected`, on /20 with one decimal. */
  examinerGrade: number;
  /** Criterion ids where the engine and the examiner disagree. */
  disagreements: Array<{ id: string; expected: number; engine: number }>;
  agreed: number;
  compared: number;
}

export const isGamingPersona = (persona: string) => persona.startsWith("gaming");

/**
 * Plays a labelled transcript through the engine as the station would: patient messages get the
 * patient's replies, examiner messages go through the examiner (which decides which question each
 * answers), then the station is graded and compared with the examiner's points.
 */
export function replayLabelledTranscript(
  item: ClinicalCase,
  file: LabelledTranscript,
  classifier: Classifier = sharedClassifier(),
): ReplayedTranscript {
  const chat: ChatTurn[] = [];
  const examinerChat: ChatTurn[] = [];
  const answers: Array<{ questionId: string; text: string; messageId: string }> = [];
  file.messages.forEach((message, index) => {
    const to = typeof message === "string" ? "patient" : message.to;
    const text = typeof message === "string" ? message : message.text;
    const id = `m${index + 1}`;
    if (to === "examiner") {
      const turn = replyAsExaminer(item, examinerChat, text);
      examinerChat.push({ id, from: "student", text }, { id: `e${index + 1}`, from: "examiner", text: turn.text });
      if (turn.answeredQuestionId) answers.push({ questionId: turn.answeredQuestionId, text, messageId: id });
    } else {
      const reply = replyAsPatient(item, chat, text, classifier);
      chat.push({ id, from: "student", text }, { id: `p${index + 1}`, from: "patient", text: reply.text });
    }
  });
  const transcript: Transcript = {
    messages: chat,
    exams: file.exams ?? [],
    observations: (file.observations ?? []).map((text, index) => ({ id: `o${index + 1}`, text })),
    answers,
    diagnosis: file.diagnostic,
  };
  const grade = gradeStation(item, transcript, classifier);
  return { transcript, grade, ...compareWithExaminer(item, file.expected, grade) };
}

/** A grade against the examiner's points: the criteria where they disagree, and the examiner's grade. */
export function compareWithExaminer(
  item: ClinicalCase,
  expectedPoints: LabelledTranscript["expected"],
  grade: Grade,
): Omit<ReplayedTranscript, "transcript" | "grade"> {
  const disagreements: ReplayedTranscript["disagreements"] = [];
  let agreed = 0;
  let compared = 0;
  for (const criterion of grade.Criterias) {
    const expected = expectedPoints[criterion.id];
    if (expected === undefined) continue;
    compared++;
    if (expected === criterion.point) agreed++;
    else disagreements.push({ id: criterion.id, expected, engine: criterion.point });
  }
  const points = item.grid.reduce((sum, criterion) => sum + (expectedPoints[criterion.id] ?? 0), 0);
  const examinerGrade = Math.round((points / item.grid.length) * 200) / 10;
  return { examinerGrade, disagreements, agreed, compared };
}
