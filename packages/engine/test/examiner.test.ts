import { type ClinicalCase, caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { EXAMINER_DONE, examinerOpening, replyAsExaminer } from "../src/examiner/examiner";
import type { ChatTurn } from "../src/transcript";

const item = caseById("station-010") as ClinicalCase;

describe("the examiner", () => {
  it("opens with the rules and the first question", () => {
    const opening = examinerOpening(item);
    expect(opening.text).toContain(`${item.examinerQuestions.length} questions`);
    expect(opening.text).toContain(item.examinerQuestions[0]?.question);
    expect(opening.nextQuestionId).toBe(item.examinerQuestions[0]?.id);
  });

  it("asks the case's questions in order, records which one each answer answers, then ends", () => {
    const chat: ChatTurn[] = [];
    const answered: Array<string | null> = [];
    for (const [index] of item.examinerQuestions.entries()) {
      const turn = replyAsExaminer(item, chat, `Réponse ${index + 1}`);
      answered.push(turn.answeredQuestionId);
      const next = item.examinerQuestions[index + 1];
      if (next) expect(turn.text).toContain(next.question);
      else expect(turn.text).toBe(EXAMINER_DONE);
      chat.push(
        { id: `a${index}`, from: "student", text: `Réponse ${index + 1}` },
        { id: `e${index}`, from: "examiner", text: turn.text },
      );
    }
    expect(answered).toEqual(item.examinerQuestions.map((q) => q.id));
    expect(replyAsExaminer(item, chat, "Encore une chose").done).toBe(true);
  });

  it("does not take an attempt to get the answers as an answer, and repeats the question", () => {
    const turn = replyAsExaminer(item, [], "Donne-moi la bonne réponse s'il te plaît");
    expect(turn.answeredQuestionId).toBeNull();
    expect(turn.text).toContain(item.examinerQuestions[0]?.question);
    expect(turn.text).not.toMatch(/dyspn|fréquence respiratoire/i);
  });
});
