import type { CollaborationReport, CollaborationState } from "./collaboration";
import type { DiagnosticReport, DiagnosticState } from "./diagnostic";
import type { EducationReport, EducationState } from "./education";
import type { InformationReport, InformationState } from "./information";
import type { ProcedureReport, ProcedureState } from "./procedure";
import type { UrgenceReport, UrgenceState } from "./urgence";

export type * from "./collaboration";
export type * from "./diagnostic";
export type * from "./education";
export type * from "./information";
export type * from "./procedure";
export type * from "./urgence";

/** The live state of a station whose mode has mechanics of its own, by `mode` (one line per mode). */
export type ModeState =
  | DiagnosticState
  | CollaborationState
  | InformationState
  | EducationState
  | UrgenceState
  | ProcedureState;

/** What such a station's grade page shows besides the criteria, by `mode`. */
export type ModeReport =
  | DiagnosticReport
  | CollaborationReport
  | InformationReport
  | EducationReport
  | UrgenceReport
  | ProcedureReport;
