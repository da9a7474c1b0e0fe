export * from "./cases";
export * from "./exams";
export * from "./modes";
export * from "./ontology";
export * from "./seeded-random";
export * from "./sheets";
