import type { ClinicalCase } from "@ecos/content";
import type { DiagnosticAttempt } from "../../../content/test/fixtures/modes/diagnostic-attempt";
import { replyAsExaminer } from "../../src/examiner/examiner";
import { actInStation, modeState, replyInStation } from "../../src/modes/station";
import type { StationAction } from "../../src/modes/types";
import type { ChatTurn, Transcript } from "../../src/transcript";

/** Seconds each kind of step takes on the station's clock. */
const STEP_SECONDS = { patient: 15, order: 8, examiner: 35 } as const;

/** Every test of the catalogue, as the mode's state lists it (what `{order: "*"}` orders). */
export function catalogueIds(item: ClinicalCase): string[] {
  const state = modeState({ item, actions: [], elapsedSeconds: 0, chat: [] }) as { catalogue: Array<{ id: string }> };
  return state.catalogue.map((entry) => entry.id);
}

/**
 * Plays a scripted attempt as a student would: questions to the patient through the station (the
 * mode's reply hook included), tests through the mode's `act` (refused ones are skipped, as the
 * server stores nothing), answers through the examiner, each step later on the clock than the last.
 */
export function playDiagnostic(item: ClinicalCase, attempt: DiagnosticAttempt): Transcript & { chat: ChatTurn[] } {
  const chat: ChatTurn[] = [];
  const actions: StationAction[] = [];
  const examinerChat: ChatTurn[] = [];
  const answers: Array<{ questionId: string; text: string; messageId: string }> = [];
  let clock = 0;
  let index = 0;
  const order = (testId: string) => {
    clock += STEP_SECONDS.order;
    const context = { item, actions, elapsedSeconds: clock, chat };
    try {
      const outcome = actInStation(context, { action: "order-test", params: { test_id: testId } });
      actions.push({ id: `act${actions.length + 1}`, action: "order-test", params: outcome.params, atSeconds: clock });
    } catch {
      // Refused: nothing stored.
    }
  };
  for (const step of attempt.steps) {
    index++;
    if ("patient" in step) {
      clock += STEP_SECONDS.patient;
      const reply = replyInStation(item, chat, step.patient, { actions, elapsedSeconds: clock });
      chat.push({ id: `m${index}`, from: "student", text: step.patient });
      chat.push({ id: `p${index}`, from: "patient", text: reply.text });
    } else if ("order" in step) {
      for (const id of step.order === "*" ? catalogueIds(item) : [step.order]) order(id);
    } else {
      clock += STEP_SECONDS.examiner;
      const turn = replyAsExaminer(item, examinerChat, step.examiner);
      const id = `a${index}`;
      examinerChat.push(
        { id, from: "student", text: step.examiner },
        { id: `e${index}`, from: "examiner", text: turn.text },
      );
      if (turn.answeredQuestionId)
        answers.push({ questionId: turn.answeredQuestionId, text: step.examiner, messageId: id });
    }
  }
  return { chat, messages: chat, actions, answers, diagnosis: attempt.diagnosis, elapsedSeconds: clock };
}
