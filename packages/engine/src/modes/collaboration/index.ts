import type { CollaborationReport, CollaborationState } from "@ecos/contracts";
import type { ModeMechanics } from "../types";
import { actCollaboration, collaborationKeys } from "./actions";
import { COLLABORATION_RULES } from "./params";
import { collaborationReply } from "./reply";
import { collaborationPenalty, evaluateCollaboration } from "./rules";
import { collaborationReport, collaborationState } from "./view";

/**
 * The `collaboration` mode (collaboration interprofessionnelle): the chat is a call with a colleague
 * (a night nurse, the patient's regular doctor) who answers from the case's script and the mode's
 * facts, some given only when asked precisely, reads back the orders when asked, and objects once at
 * a scripted moment. The grid rewards the SBAR structure, the closed loop, an argued answer to the
 * objection with a compromise, and traceability (said, or a note written in the record).
 */
export const collaborationMechanics: ModeMechanics<CollaborationState, CollaborationReport> = {
  id: "collaboration",
  act: actCollaboration,
  keys: collaborationKeys,
  state: collaborationState,
  reply: collaborationReply,
  evaluate: evaluateCollaboration,
  rules: COLLABORATION_RULES,
  penalty: collaborationPenalty,
  report: collaborationReport,
};
