/** One problem found in the content: an error fails `npm run content:check`, a warning is printed. */
export interface ContentFinding {
  /** "station-012" or "SDD 44" (a sheet). */
  subject: string;
  level: "error" | "warning";
  /** Kebab-case kind of problem, stable for tests and for grepping the output. */
  code: string;
  message: string;
}

export const error = (subject: string, code: string, message: string): ContentFinding => ({
  subject,
  level: "error",
  code,
  message,
});

export const warning = (subject: string, code: string, message: string): ContentFinding => ({
  subject,
  level: "warning",
  code,
  message,
});
