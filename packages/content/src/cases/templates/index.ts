import type { EvaluationModeId } from "@ecos/contracts/constants";
import type { ClinicalCaseInput } from "../schema";
import { templateClinicalExam } from "./clinical-exam";
import { templateCollaboration } from "./collaboration";
import { templateDiagnostic } from "./diagnostic";
import { templateEducation } from "./education";
import { templateIconography } from "./iconography";
import { templateInformation } from "./information";
import { templateInterrogation } from "./interrogation";
import { templateParaclinical } from "./paraclinical";
import { templatePriseEnCharge } from "./prise-en-charge";
import { templateProcedure } from "./procedure";
import { templateUrgence } from "./urgence";

/**
 * One template per evaluation mode: a station empty of medicine but valid, to copy into
 * `src/cases/stations/station-NNN.ts` (docs/content-authoring.md). Never registered as stations;
 * test/templates.test.ts parses each one, so they follow every change of the format.
 */
export const CASE_TEMPLATES: Record<EvaluationModeId, ClinicalCaseInput> = {
  interrogation: templateInterrogation,
  clinical_exam: templateClinicalExam,
  paraclinical: templateParaclinical,
  iconography: templateIconography,
  "prise-en-charge": templatePriseEnCharge,
  information: templateInformation,
  education: templateEducation,
  procedure: templateProcedure,
  collaboration: templateCollaboration,
  diagnostic: templateDiagnostic,
  urgence: templateUrgence,
};
