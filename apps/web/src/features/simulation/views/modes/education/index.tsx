import type { ModeViewEntry } from "../types";
import { EducationPanel } from "./education-panel";
import { EducationReport } from "./education-report";

/** The `education` station's view (registered in ../registry.ts). */
export const educationView: ModeViewEntry = {
  mainLabel: "Éducation",
  Main: EducationPanel,
  Report: EducationReport,
};
