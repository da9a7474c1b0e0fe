import type { ClinicalCase } from "../schema";
import { parseCase } from "../validate";
import { station001 } from "./station-001";
import { station002 } from "./station-002";
import { station003 } from "./station-003";
import { station004 } from "./station-004";
import { station005 } from "./station-005";
import { station006 } from "./station-006";
import { station007 } from "./station-007";
import { station008 } from "./station-008";
import { station009 } from "./station-009";
import { station010 } from "./station-010";

/** Every station, parsed and cross-checked at load time (a bad case throws with its problems), sorted by id. */
export const CLINICAL_CASES: readonly ClinicalCase[] = Object.freeze(
  [
    station001,
    station002,
    station003,
    station004,
    station005,
    station006,
    station007,
    station008,
    station009,
    station010,
  ]
    .map(parseCase)
    .sort((a, b) => a.id.localeCompare(b.id)),
);

export function caseById(id: string): ClinicalCase | undefined {
  return CLINICAL_CASES.find((item) => item.id === id);
}

/** The number the interface shows: the part of the id after the first dash, leading zeros removed. */
export function caseNumber(id: string): number {
  return Number.parseInt(id.slice(id.indexOf("-") + 1), 10);
}
