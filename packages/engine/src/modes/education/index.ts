import type { EducationReport, EducationState } from "@ecos/contracts";
import type { ModeMechanics } from "../types";
import { educationAct, educationKeys } from "./actions";
import { EDUCATION_RULE_NAMES, educationPenalty, evaluateEducation } from "./grading";
import { educationReply } from "./reply";
import { educationReport, educationState } from "./view";

/**
 * The `education` mode's mechanics (therapeutic education, brief motivational interview): the patient
 * reveals beliefs and barriers to open, exploring questions, is reassured when they are answered, says
 * back what was taught when asked (teach-back), and reacts to jargon and monologues. The one action is
 * handing over a written document.
 */
export const educationMechanics: ModeMechanics<EducationState | null, EducationReport | null> = {
  id: "education",
  act: educationAct,
  keys: educationKeys,
  state: educationState,
  reply: educationReply,
  evaluate: evaluateEducation,
  rules: EDUCATION_RULE_NAMES,
  penalty: (context) => educationPenalty(context),
  report: educationReport,
};
