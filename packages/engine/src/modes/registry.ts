import { collaborationMechanics } from "./collaboration";
import { diagnosticMechanics } from "./diagnostic";
import { educationMechanics } from "./education";
import { informationMechanics } from "./information";
import { procedureMechanics } from "./procedure";
import type { ModeMechanics } from "./types";
import { urgenceMechanics } from "./urgence";

/** Every mode with mechanics of its own, by id: a new mode adds its folder and one line here. */
const MECHANICS: readonly ModeMechanics[] = [
  diagnosticMechanics,
  collaborationMechanics,
  informationMechanics,
  educationMechanics,
  urgenceMechanics,
  procedureMechanics,
];

export const mechanicsFor = (modeId: string): ModeMechanics | undefined =>
  MECHANICS.find((mechanics) => mechanics.id === modeId);

export const ALL_MECHANICS = MECHANICS;
