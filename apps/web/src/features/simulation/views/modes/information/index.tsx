import type { ModeViewEntry } from "../types";
import { InformationReportView } from "./information-report";
import { PatientPanel } from "./patient-panel";

/** The `information` station's view (registered in ../registry.ts): the patient's state beside the chat. */
export const informationView: ModeViewEntry = {
  mainLabel: "État du patient",
  Main: PatientPanel,
  Report: InformationReportView,
};
