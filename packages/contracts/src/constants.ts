/** Everything shared that needs no zod: safe to import from the browser's initial bundle. */
export * from "./auth-rules";
export * from "./catalog";
export * from "./circuit-rules";
export * from "./email";
export * from "./error-codes";
export * from "./form-options";
export * from "./habits";
export * from "./inbox-rules";
export * from "./levels";
export * from "./profile";
export * from "./progress";
export * from "./roles";
export * from "./sheets";
export * from "./simulation-rules";
