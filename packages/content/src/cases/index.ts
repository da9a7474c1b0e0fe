export * from "./schema";
export * from "./shared-concepts";
export * from "./stations";
export * from "./validate";
