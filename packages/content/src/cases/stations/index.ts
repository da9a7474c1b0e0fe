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
// imports: diagnostic
import { station011 } from "./station-011";
import { station012 } from "./station-012";
// imports: collaboration
import { station013 } from "./station-013";
import { station014 } from "./station-014";
// imports: information
import { station015 } from "./station-015";
import { station016 } from "./station-016";
// imports: education
import { station017 } from "./station-017";
import { station018 } from "./station-018";
// imports: urgence
import { station019 } from "./station-019";
import { station020 } from "./station-020";
// imports: procedure
import { station021 } from "./station-021";
import { station022 } from "./station-022";
import { station023 } from "./station-023";
import { station024 } from "./station-024";
import { station025 } from "./station-025";
import { station026 } from "./station-026";
import { station027 } from "./station-027";
import { station028 } from "./station-028";
import { station029 } from "./station-029";
import { station030 } from "./station-030";
import { station031 } from "./station-031";
import { station032 } from "./station-032";
import { station033 } from "./station-033";
import { station034 } from "./station-034";
import { station035 } from "./station-035";
import { station036 } from "./station-036";
import { station037 } from "./station-037";
import { station038 } from "./station-038";
import { station039 } from "./station-039";
import { station040 } from "./station-040";
import { station041 } from "./station-041";
import { station042 } from "./station-042";
import { station043 } from "./station-043";
import { station044 } from "./station-044";
import { station045 } from "./station-045";
import { station046 } from "./station-046";
import { station047 } from "./station-047";
import { station048 } from "./station-048";
import { station049 } from "./station-049";
import { station050 } from "./station-050";

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
    // stations: diagnostic
    station011,
    station012,
    // stations: collaboration
    station013,
    station014,
    // stations: information
    station015,
    station016,
    // stations: education
    station017,
    station018,
    // stations: urgence
    station019,
    station020,
    // stations: procedure
    station021,
    station022,
    station023,
    station024,
    station025,
    station026,
    station027,
    station028,
    station029,
    station030,
    station031,
    station032,
    station033,
    station034,
    station035,
    station036,
    station037,
    station038,
    station039,
    station040,
    station041,
    station042,
    station043,
    station044,
    station045,
    station046,
    station047,
    station048,
    station049,
    station050,
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
