import type { ClinicalCase } from "@ecos/content";
import type { Classifier } from "../nlu/classifier";
import { isManipulation } from "../nlu/guard";
import type { Transcript } from "../transcript";
import { usefulExams } from "./exam-verdicts";
import { judgeText, type VoidReason } from "./integrity";
import { type UnderstoodMessage, understandStudentMessages } from "./student-messages";

/** Exams requested beyond this many times what the case needs (and at least this many more) are a shotgun. */
export const EXAM_SHOTGUN_FACTOR = 2;
export const EXAM_SHOTGUN_MARGIN = 10;
/** Points an irrelevant exam costs, and the most they can cost in all. */
export const IRRELEVANT_EXAM_PENALTY = 0.5;
export const IRRELEVANT_EXAM_PENALTY_MAX = 3;

export interface CountedText {
  id: string;
  /** The text with the clauses that cannot count (hedges) taken out. */
  text: string;
}

/** What of the student's work can earn points, once the integrity rules are applied. */
export interface GradingMaterial {
  /** Student chat messages that count (not manipulation, dump, hedge or pasted text). */
  messages: UnderstoodMessage[];
  notes: CountedText[];
  answers: Array<CountedText & { questionId: string }>;
  /** The exams were ordered wholesale: no exam criterion is earned. */
  examShotgun: boolean;
  /** Irrelevant exams requested (each costs points). */
  irrelevantExams: string[];
  penalty: number;
  /** Work that counted for nothing, and why. */
  voided: Array<{ id: string; reason: VoidReason | "manipulation" }>;
}

function withoutClauses(text: string, clauses: readonly string[]): string {
  let result = text;
  for (const clause of clauses) result = result.replace(clause, " ; ");
  return result;
}

export function gradingMaterial(item: ClinicalCase, transcript: Transcript, classifier: Classifier): GradingMaterial {
  const voided: GradingMaterial["voided"] = [];
  const messages: UnderstoodMessage[] = [];
  for (const message of understandStudentMessages(classifier, transcript.messages)) {
    if (message.manipulation) {
      voided.push({ id: message.turn.id, reason: "manipulation" });
      continue;
    }
    const verdict = judgeText(item, message.turn.text, "chat");
    if (verdict.reason) voided.push({ id: message.turn.id, reason: verdict.reason });
    else messages.push({ ...message, countable: withoutClauses(message.turn.text, verdict.hedged) });
  }
  const notes: CountedText[] = [];
  for (const note of transcript.observations ?? []) {
    const verdict = isManipulation(note.text)
      ? { reason: "manipulation" as const, hedged: [] }
      : judgeText(item, note.text, "note");
    if (verdict.reason) voided.push({ id: note.id, reason: verdict.reason });
    else notes.push({ id: note.id, text: withoutClauses(note.text, verdict.hedged) });
  }
  const answers: GradingMaterial["answers"] = [];
  for (const answer of transcript.answers ?? []) {
    const id = answer.messageId ?? `answer:${answer.questionId}`;
    const verdict = isManipulation(answer.text)
      ? { reason: "manipulation" as const, hedged: [] }
      : judgeText(item, answer.text, "answer", answer.questionId);
    if (verdict.reason) voided.push({ id, reason: verdict.reason });
    else answers.push({ id, questionId: answer.questionId, text: withoutClauses(answer.text, verdict.hedged) });
  }
  const requested = [...new Set(transcript.exams ?? [])];
  // What the case needs: its relevant exams and every exam its grid rewards.
  const relevant = usefulExams(item).size;
  const examShotgun =
    item.modeId === "clinical_exam" &&
    requested.length > Math.max(EXAM_SHOTGUN_FACTOR * relevant, relevant + EXAM_SHOTGUN_MARGIN);
  const irrelevantExams = requested.filter((id) => item.irrelevantExams.includes(id));
  const penalty = Math.min(IRRELEVANT_EXAM_PENALTY_MAX, irrelevantExams.length * IRRELEVANT_EXAM_PENALTY);
  return { messages, notes, answers, examShotgun, irrelevantExams, penalty, voided };
}
