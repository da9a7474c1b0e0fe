export * from "./auth";
export * from "./constants";
export * from "./errors";
export * from "./fields";
export * from "./forms";
export * from "./simulation";
export * from "./users";
