import type { EvaluationModeId } from "@ecos/contracts/constants";
import { collaborationView } from "./collaboration";
import { diagnosticView } from "./diagnostic";
import { educationView } from "./education";
import { informationView } from "./information";
import { procedureView } from "./procedure";
import type { ModeViewEntry } from "./types";
import { urgenceView } from "./urgence";

/** The views of the modes with mechanics of their own: a new mode adds its folder and one line here. */
const VIEWS: Partial<Record<EvaluationModeId, ModeViewEntry>> = {
  diagnostic: diagnosticView,
  collaboration: collaborationView,
  information: informationView,
  education: educationView,
  urgence: urgenceView,
  procedure: procedureView,
};

export const modeViewFor = (mode: EvaluationModeId): ModeViewEntry | undefined => VIEWS[mode];
