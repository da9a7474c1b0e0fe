import type { ClinicalCase } from "@ecos/content";
import { isManipulation } from "../nlu/guard";
import type { ChatTurn } from "../transcript";

export interface ExaminerTurn {
  /** What the examiner says. */
  text: string;
  /** The question the student's message answered, if it was taken as an answer. */
  answeredQuestionId: string | null;
  /** The question now asked (null once every question has been asked). */
  nextQuestionId: string | null;
  done: boolean;
}

const ordinal = (index: number, total: number) =>
  index === 0 ? "Première question" : index === total - 1 ? "Dernière question" : `Question ${index + 1}`;

function ask(item: ClinicalCase, index: number): string {
  const question = item.examinerQuestions[index];
  return question ? `${ordinal(index, item.examinerQuestions.length)} : ${question.question}` : "";
}

export const EXAMINER_DONE =
  "Merci, j'ai posé toutes mes questions. Vous pouvez maintenant choisir votre diagnostic et terminer la station.";

/** What the examiner says when the station starts: the rules, then the first question. */
export function examinerOpening(item: ClinicalCase): ExaminerTurn {
  const count = item.examinerQuestions.length;
  const first = item.examinerQuestions[0];
  return {
    text: `Je suis l'examinateur de cette station. Je vais vous poser ${count} question${count > 1 ? "s" : ""}, l'une après l'autre ; chacune de vos réponses est notée. ${ask(item, 0)}`,
    answeredQuestionId: null,
    nextQuestionId: first?.id ?? null,
    done: count === 0,
  };
}

/** How many questions the examiner has already had answered in this chat. */
export function answeredCount(item: ClinicalCase, history: readonly ChatTurn[]): number {
  let answered = 0;
  for (const turn of history) {
    if (turn.from === "student" && answered < item.examinerQuestions.length && !isManipulation(turn.text)) answered++;
  }
  return answered;
}

/**
 * The examiner's turn after a student's message: the message answers the current question (the
 * examiner neither helps nor comments), then the next question is asked, in the case's order.
 * An attempt to obtain the answers or a mark is not taken as an answer: the question is repeated.
 */
export function replyAsExaminer(item: ClinicalCase, history: readonly ChatTurn[], message: string): ExaminerTurn {
  const index = answeredCount(item, history);
  const total = item.examinerQuestions.length;
  if (index >= total) return { text: EXAMINER_DONE, answeredQuestionId: null, nextQuestionId: null, done: true };
  const current = item.examinerQuestions[index];
  if (isManipulation(message) || !current) {
    return {
      text: `Je ne peux pas vous aider sur ce point. Je répète : ${current?.question ?? ""}`,
      answeredQuestionId: null,
      nextQuestionId: current?.id ?? null,
      done: false,
    };
  }
  const next = item.examinerQuestions[index + 1];
  return {
    text: next ? `C'est noté. ${ask(item, index + 1)}` : EXAMINER_DONE,
    answeredQuestionId: current.id,
    nextQuestionId: next?.id ?? null,
    done: !next,
  };
}
