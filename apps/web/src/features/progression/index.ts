/**
 * What the dashboard reuses from the progression (its one cross-feature import): the shared cards.
 * The charts are not exported: they load lazily on the progression screen only (Recharts).
 */
export { AverageGrade } from "./components/average-grade";
export { LevelCard } from "./components/level-card";
export { LevelsDialog } from "./components/levels-dialog";
export { ReadinessVerdict } from "./components/readiness-verdict";
export { StatCard } from "./components/stat-card";
