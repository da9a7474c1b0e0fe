import { type ClinicalCase, caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { EXAMINER_DONE, examinerOpening, NEXT_QUESTION_MESSAGE, replyAsExaminer } from "../src/examiner/examiner";
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

  /** Plays student messages to the examiner and returns, for each, the question it was credited to. */
  function play(messages: readonly string[]) {
    const chat: ChatTurn[] = [];
    return messages.map((text, index) => {
      const turn = replyAsExaminer(item, chat, text);
      chat.push({ id: `a${index}`, from: "student", text }, { id: `e${index}`, from: "examiner", text: turn.text });
      return turn;
    });
  }
  const ids = item.examinerQuestions.map((q) => q.id);

  it("takes no question for a greeting, thanks or a filler, and asks the current one again", () => {
    const turns = play(["Bonjour.", "Merci, je vous écoute.", "Euh… d'accord.", "Tirage et polypnée."]);
    expect(turns.slice(0, 3).map((t) => t.answeredQuestionId)).toEqual([null, null, null]);
    for (const turn of turns.slice(0, 3)) expect(turn.text).toContain(item.examinerQuestions[0]?.question);
    expect(turns[3]?.answeredQuestionId).toBe(ids[0]);
    expect(turns[3]?.text).toContain(item.examinerQuestions[1]?.question);
  });

  it("adds « j'ajoute… » to the answer it completes, without taking the next question", () => {
    const turns = play([
      "Polypnée, tirage.",
      "Ah, et j'ajoute : une SpO2 à 91 % et un DEP effondré.",
      "Gaz du sang et DEP.",
      "Et aussi une radio du thorax.",
    ]);
    expect(turns.map((t) => t.answeredQuestionId)).toEqual([ids[0], ids[0], ids[1], ids[1]]);
    expect(turns[1]?.text).toContain(item.examinerQuestions[1]?.question);
    expect(turns[3]?.text).toContain(item.examinerQuestions[2]?.question);
  });

  it("moves on without an answer when the student says « question suivante » (the button's message)", () => {
    const turns = play([NEXT_QUESTION_MESSAGE, "On peut passer à la question suivante", "Oxygène titré, salbutamol."]);
    expect(turns.map((t) => t.answeredQuestionId)).toEqual([null, null, ids[2]]);
    expect(turns[0]?.text).toContain(item.examinerQuestions[1]?.question);
    expect(turns[2]?.text).toContain(item.examinerQuestions[3]?.question);
  });

  it("after the last question, an addition still completes the last answer; anything else is not an answer", () => {
    const chat: ChatTurn[] = [];
    ids.forEach((_, index) => {
      const turn = replyAsExaminer(item, chat, `Réponse ${index + 1}`);
      chat.push(
        { id: `a${index}`, from: "student", text: `Réponse ${index + 1}` },
        { id: `e${index}`, from: "examiner", text: turn.text },
      );
    });
    const addition = replyAsExaminer(item, chat, "J'ajoute : le suivi chez le médecin traitant.");
    expect(addition.answeredQuestionId).toBe(ids.at(-1));
    expect(addition.done).toBe(true);
    expect(replyAsExaminer(item, chat, "Le patient peut rentrer.").answeredQuestionId).toBeNull();
  });
});
