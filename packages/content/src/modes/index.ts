import { z } from "zod";
import type { CaseImage, ClinicalCase } from "../cases/schema";
import { collaborationMode, collaborationModeSchema } from "./collaboration";
import { diagnosticMode, diagnosticModeSchema } from "./diagnostic";
import { educationMode, educationModeSchema } from "./education";
import { informationMode, informationModeSchema } from "./information";
import { procedureMode, procedureModeSchema } from "./procedure";
import type { ModeContent } from "./types";
import { urgenceMode, urgenceModeSchema } from "./urgence";

/**
 * The registry of modes with mechanics of their own (issue 13): each is one folder here (its case
 * data and checks), one in the engine (mechanics and grading) and one in the web app (its view).
 * A new mode adds its folder and one line in each list below.
 */
export const modeDataSchema = z.discriminatedUnion("mode", [
  diagnosticModeSchema,
  collaborationModeSchema,
  informationModeSchema,
  educationModeSchema,
  urgenceModeSchema,
  procedureModeSchema,
]);
export type ModeData = z.infer<typeof modeDataSchema>;
export type ModeDataOf<M extends ModeData["mode"]> = Extract<ModeData, { mode: M }>;

export const MODE_CONTENT: readonly ModeContent[] = [
  diagnosticMode,
  collaborationMode,
  informationMode,
  educationMode,
  urgenceMode,
  procedureMode,
];

export const modeContent = (id: string): ModeContent | undefined => MODE_CONTENT.find((mode) => mode.id === id);

// Each mode's own exports (its data types, rule names, catalogue), for the engine and the tests.
export * from "./collaboration";
export * from "./diagnostic";
export * from "./education";
export * from "./information";
export * from "./procedure";
export type { ModeContent } from "./types";
export * from "./urgence";

/** Every image of a case: its documents and those its mode reveals later (a test's result). */
export function caseImages(item: ClinicalCase): CaseImage[] {
  return [...item.images, ...(modeContent(item.modeId)?.images?.(item) ?? [])];
}
