import type { ClinicalCase } from "@ecos/content";
import { replyAsExaminer } from "../src/examiner/examiner";
import { replyAsPatient } from "../src/patient/reply";
import type { ChatTurn, Transcript } from "../src/transcript";

export interface Attempt {
  messages: readonly string[];
  exams: readonly string[];
  observations: readonly string[];
  answers: readonly string[];
  diagnosis: string | null;
}

/** Plays a scripted attempt through the patient and the examiner, as a student would, and returns the transcript. */
export function playAttempt(item: ClinicalCase, attempt: Attempt): Transcript & { chat: ChatTurn[] } {
  const chat: ChatTurn[] = [];
  attempt.messages.forEach((text, index) => {
    const reply = replyAsPatient(item, chat, text);
    chat.push({ id: `m${index + 1}`, from: "student", text });
    chat.push({ id: `p${index + 1}`, from: "patient", text: reply.text });
  });
  const examinerChat: ChatTurn[] = [];
  const answers: Array<{ questionId: string; text: string; messageId: string }> = [];
  attempt.answers.forEach((text, index) => {
    const turn = replyAsExaminer(item, examinerChat, text);
    const id = `a${index + 1}`;
    examinerChat.push({ id, from: "student", text }, { id: `e${index + 1}`, from: "examiner", text: turn.text });
    if (turn.answeredQuestionId) answers.push({ questionId: turn.answeredQuestionId, text, messageId: id });
  });
  return {
    chat,
    messages: chat,
    exams: attempt.exams,
    observations: attempt.observations.map((text, index) => ({ id: `o${index + 1}`, text })),
    answers,
    diagnosis: attempt.diagnosis,
  };
}
