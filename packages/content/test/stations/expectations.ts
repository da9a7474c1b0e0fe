import type { ClinicalCaseInput } from "../../src/cases";
import { station001 } from "../../src/cases/stations/station-001";
import { station002 } from "../../src/cases/stations/station-002";
import { station003 } from "../../src/cases/stations/station-003";
import { station004 } from "../../src/cases/stations/station-004";
import { station005 } from "../../src/cases/stations/station-005";
import { station006 } from "../../src/cases/stations/station-006";
import { station007 } from "../../src/cases/stations/station-007";
import { station008 } from "../../src/cases/stations/station-008";
import { station009 } from "../../src/cases/stations/station-009";
import { station010 } from "../../src/cases/stations/station-010";
import { station023 } from "../../src/cases/stations/station-023";
import { station024 } from "../../src/cases/stations/station-024";
import { station025 } from "../../src/cases/stations/station-025";
import { station026 } from "../../src/cases/stations/station-026";
import { station028 } from "../../src/cases/stations/station-028";
import { station030 } from "../../src/cases/stations/station-030";
import { station031 } from "../../src/cases/stations/station-031";
import { station032 } from "../../src/cases/stations/station-032";
import { station034 } from "../../src/cases/stations/station-034";
import { station035 } from "../../src/cases/stations/station-035";
import { station036 } from "../../src/cases/stations/station-036";
import { station037 } from "../../src/cases/stations/station-037";
import { station039 } from "../../src/cases/stations/station-039";
import { station040 } from "../../src/cases/stations/station-040";
import { station041 } from "../../src/cases/stations/station-041";
import { station043 } from "../../src/cases/stations/station-043";
import { station044 } from "../../src/cases/stations/station-044";
import { station046 } from "../../src/cases/stations/station-046";
import { station048 } from "../../src/cases/stations/station-048";
import { station049 } from "../../src/cases/stations/station-049";
import { station050 } from "../../src/cases/stations/station-050";
import { fixture001 } from "../fixtures/station-001.fixture";
import { fixture002 } from "../fixtures/station-002.fixture";
import { fixture003 } from "../fixtures/station-003.fixture";
import { fixture004 } from "../fixtures/station-004.fixture";
import { fixture005 } from "../fixtures/station-005.fixture";
import { fixture006 } from "../fixtures/station-006.fixture";
import { fixture007 } from "../fixtures/station-007.fixture";
import { fixture008 } from "../fixtures/station-008.fixture";
import { fixture009 } from "../fixtures/station-009.fixture";
import { fixture010 } from "../fixtures/station-010.fixture";
import { fixture023 } from "../fixtures/station-023.fixture";
import { fixture024 } from "../fixtures/station-024.fixture";
import { fixture025 } from "../fixtures/station-025.fixture";
import { fixture026 } from "../fixtures/station-026.fixture";
import { fixture028 } from "../fixtures/station-028.fixture";
import { fixture030 } from "../fixtures/station-030.fixture";
import { fixture031 } from "../fixtures/station-031.fixture";
import { fixture032 } from "../fixtures/station-032.fixture";
import { fixture034 } from "../fixtures/station-034.fixture";
import { fixture035 } from "../fixtures/station-035.fixture";
import { fixture036 } from "../fixtures/station-036.fixture";
import { fixture037 } from "../fixtures/station-037.fixture";
import { fixture039 } from "../fixtures/station-039.fixture";
import { fixture040 } from "../fixtures/station-040.fixture";
import { fixture041 } from "../fixtures/station-041.fixture";
import { fixture043 } from "../fixtures/station-043.fixture";
import { fixture044 } from "../fixtures/station-044.fixture";
import { fixture046 } from "../fixtures/station-046.fixture";
import { fixture048 } from "../fixtures/station-048.fixture";
import { fixture049 } from "../fixtures/station-049.fixture";
import { fixture050 } from "../fixtures/station-050.fixture";

export interface Attempt {
  messages: string[];
  exams: string[];
  observations: string[];
  answers: string[];
  diagnosis: string;
}

export interface StationExpectation {
  input: ClinicalCaseInput;
  fixture: { caseId: string; good: Attempt; poor: Attempt };
  mode: string;
  sheetId: number;
  imageKind?: string;
}

/** Each authored station with its scripted good and poor attempts and what it must be. */
export const STATIONS: StationExpectation[] = [
  { input: station001, fixture: fixture001, mode: "interrogation", sheetId: 161 },
  { input: station002, fixture: fixture002, mode: "interrogation", sheetId: 162 },
  { input: station003, fixture: fixture003, mode: "interrogation", sheetId: 21 },
  { input: station004, fixture: fixture004, mode: "interrogation", sheetId: 36 },
  { input: station005, fixture: fixture005, mode: "clinical_exam", sheetId: 54 },
  { input: station006, fixture: fixture006, mode: "clinical_exam", sheetId: 67 },
  { input: station007, fixture: fixture007, mode: "paraclinical", sheetId: 192, imageKind: "blood_gas" },
  { input: station008, fixture: fixture008, mode: "paraclinical", sheetId: 217, imageKind: "lab" },
  { input: station009, fixture: fixture009, mode: "iconography", sheetId: 165, imageKind: "ecg" },
  { input: station010, fixture: fixture010, mode: "prise-en-charge", sheetId: 162 },
  { input: station023, fixture: fixture023, mode: "interrogation", sheetId: 118 },
  { input: station025, fixture: fixture025, mode: "prise-en-charge", sheetId: 87 },
  { input: station026, fixture: fixture026, mode: "interrogation", sheetId: 99 },
  { input: station028, fixture: fixture028, mode: "interrogation", sheetId: 152 },
  { input: station030, fixture: fixture030, mode: "interrogation", sheetId: 61 },
  { input: station031, fixture: fixture031, mode: "clinical_exam", sheetId: 173 },
  { input: station032, fixture: fixture032, mode: "prise-en-charge", sheetId: 27 },
  { input: station034, fixture: fixture034, mode: "iconography", sheetId: 224, imageKind: "schematic" },
  { input: station035, fixture: fixture035, mode: "prise-en-charge", sheetId: 315 },
  { input: station036, fixture: fixture036, mode: "prise-en-charge", sheetId: 336 },
  { input: station037, fixture: fixture037, mode: "paraclinical", sheetId: 200, imageKind: "lab" },
  { input: station039, fixture: fixture039, mode: "interrogation", sheetId: 56 },
  { input: station040, fixture: fixture040, mode: "iconography", sheetId: 167, imageKind: "schematic" },
  { input: station041, fixture: fixture041, mode: "interrogation", sheetId: 351 },
  { input: station043, fixture: fixture043, mode: "interrogation", sheetId: 64 },
  { input: station044, fixture: fixture044, mode: "interrogation", sheetId: 84 },
  { input: station046, fixture: fixture046, mode: "interrogation", sheetId: 50 },
  { input: station048, fixture: fixture048, mode: "interrogation", sheetId: 172 },
  { input: station049, fixture: fixture049, mode: "paraclinical", sheetId: 189, imageKind: "lab" },
  { input: station050, fixture: fixture050, mode: "interrogation", sheetId: 47 },
  { input: station024, fixture: fixture024, mode: "prise-en-charge", sheetId: 147 },
];
