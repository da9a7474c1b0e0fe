/**
 * The named findings the schematic renderer knows how to draw on a frontal chest X-ray.
 * Pure data, safe to import from validation code.
 */
export const SCHEMATIC_FEATURES = [
  "normal",
  "cardiomegaly",
  "opacity-right-base",
  "opacity-left-base",
  "opacity-right-upper",
  "pleural-effusion-right",
  "pleural-effusion-left",
  "pneumothorax-right",
  "pneumothorax-left",
  "interstitial-bilateral",
  "free-air-subdiaphragmatic",
] as const;
export type SchematicFeature = (typeof SCHEMATIC_FEATURES)[number];

export function isSchematicFeature(name: string): name is SchematicFeature {
  return (SCHEMATIC_FEATURES as readonly string[]).includes(name);
}
