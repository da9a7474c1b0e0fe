/** Colours and ticks shared by the charts (brand teal, slate text). */
export const BRAND = "#0f766e";
export const BRAND_LIGHT = "#14b8a6";
export const GRID = "#e2e8f0";
export const AXIS_TEXT = { fill: "#334155", fontSize: 12 } as const;
export const GRADE_TICKS = [0, 5, 10, 15, 20];
export const GRADE_DOMAIN: [number, number] = [0, 20];
/** Shown in the table for an item without a graded station. */
export const NO_VALUE = "Pas encore de simulation";
