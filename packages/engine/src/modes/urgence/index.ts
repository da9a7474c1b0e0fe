import type { UrgenceReport, UrgenceState } from "@ecos/contracts";
import type { ModeMechanics } from "../types";
import { actUrgence } from "./actions";
import { replyUrgence } from "./reply";
import { evaluateUrgence, URGENCE_RULES, urgenceKeys, urgencePenalty } from "./rules";
import { urgenceReport, urgenceState } from "./view";

/**
 * The `urgence` mode (issue 13): a live monitor that drifts minute by minute along the case's
 * trajectory and answers the student's actions from the panel (oxygen, lines, drugs with dose and
 * route, shocks, position, calling for help); deadlines missed worsen it; the nurse answers in the
 * chat. Time-bound criteria read the actions' keys; the rules grade reassessment, first-line order,
 * closed-loop orders, compressions after shocks, rhythm-check cycles and harm.
 */
export const urgenceMechanics: ModeMechanics<UrgenceState, UrgenceReport> = {
  id: "urgence",
  act: actUrgence,
  keys: urgenceKeys,
  state: urgenceState,
  reply: replyUrgence,
  evaluate: evaluateUrgence,
  rules: URGENCE_RULES,
  penalty: urgencePenalty,
  report: urgenceReport,
};
