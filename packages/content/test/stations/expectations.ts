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
  { input: station024, fixture: fixture024, mode: "prise-en-charge", sheetId: 147 },
];
