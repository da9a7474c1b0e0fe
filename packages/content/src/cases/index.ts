export * from "./schema";
export * from "./validate";
