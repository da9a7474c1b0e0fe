export * from "./schema";
export * from "./stations";
export * from "./validate";
