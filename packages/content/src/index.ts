export * from "./cases";
export * from "./exams";
export * from "./habits";
export * from "./modes";
export * from "./ontology";
export * from "./seeded-random";
export * from "./sheets";
