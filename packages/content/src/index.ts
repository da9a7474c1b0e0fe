export * from "./exams";
export * from "./sheets";
