import type { InformationReport, InformationState } from "@ecos/contracts";
import type { ActionKey, ModeMechanics } from "../types";
import { actInformation, replyInformation } from "./reply";
import { evaluateInformation, penaltyInformation } from "./rules";
import { informationReport, informationState } from "./view";

/**
 * The `information` mode (announcing bad news, an adverse event): the patient goes through scripted
 * emotions, asks its own questions at their moments, says when it does not understand a word, and
 * speaks when the student stays silent (the only action). The grid reads the steps of a structured
 * announcement (SPIKES, HAS 2008 and 2011) through the common evidence and the rules below.
 */
export const informationMechanics: ModeMechanics<InformationState, InformationReport> = {
  id: "information",
  act: actInformation,
  keys: (context) =>
    context.actions.flatMap((action): ActionKey[] =>
      action.action === "silence"
        ? [{ key: "silence", actionId: action.id, atSeconds: action.atSeconds, label: "Silence laissé au patient" }]
        : [],
    ),
  state: informationState,
  reply: replyInformation,
  evaluate: evaluateInformation,
  rules: ["probe", "respects-silence", "answers-spontaneous-questions", "plain-words"],
  penalty: penaltyInformation,
  report: informationReport,
};
