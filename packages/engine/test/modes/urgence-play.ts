import type { ClinicalCase } from "@ecos/content";
import type { UrgenceAttempt } from "../../../content/test/fixtures/modes/urgence-attempt";
import { actInStation, replyInStation } from "../../src/modes/station";
import type { StationAction } from "../../src/modes/types";
import type { ChatTurn, Transcript } from "../../src/transcript";

/** The station's clock at the end: the grade reads the whole 7 minutes. */
export const STATION_SECONDS = 420;

/**
 * Plays an emergency attempt as the server would: each message answered by the nurse (the patient
 * engine and the mode's reply hook), each action validated by the mode and its reply added to the chat.
 */
export function playUrgence(item: ClinicalCase, attempt: UrgenceAttempt): Transcript & { chat: ChatTurn[] } {
  const chat: ChatTurn[] = [];
  const actions: StationAction[] = [];
  let turn = 0;
  for (const step of attempt.steps) {
    turn++;
    if ("say" in step) {
      const reply = replyInStation(item, chat, step.say, { actions, elapsedSeconds: step.at });
      chat.push({ id: `m${turn}`, from: "student", text: step.say });
      chat.push({ id: `r${turn}`, from: "patient", text: reply.text });
      continue;
    }
    const outcome = actInStation(
      { item, actions, elapsedSeconds: step.at, chat },
      { action: "do", params: step.do as Record<string, unknown> },
    );
    actions.push({ id: `a${turn}`, action: "do", params: outcome.params, atSeconds: step.at });
    if (outcome.reply) chat.push({ id: `n${turn}`, from: "patient", text: outcome.reply });
  }
  return { chat, messages: chat, actions, elapsedSeconds: STATION_SECONDS, diagnosis: attempt.diagnosis };
}
