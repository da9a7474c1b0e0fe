import type { ErrorCode } from "@ecos/contracts";
import type { ZodError } from "zod";

/** An error answered as `{ detail: { error_code, fields, message } }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody() {
    return { detail: { error_code: this.code, fields: this.fields, message: this.message } };
  }
}

export const invalidInput = (fields: string[], message = "Champs invalides") =>
  new ApiError(400, "ERR_INVALID_INPUT", message, fields);
export const unauthorized = (message = "Authentification requise") => new ApiError(401, "ERR_UNAUTHORIZED", message);
export const forbidden = () => new ApiError(403, "ERR_FORBIDDEN", "Accès réservé aux super administrateurs");
export const notFound = (message = "Ressource introuvable") => new ApiError(404, "ERR_NOT_FOUND", message);
export const tooManyRequests = () =>
  new ApiError(429, "ERR_TOO_MANY_REQUESTS", "Trop de tentatives, réessaie dans quelques minutes.");

/** The top-level field names a zod error complains about. */
export function zodFields(error: ZodError): string[] {
  const fields = new Set<string>();
  for (const issue of error.issues) {
    const head = issue.path[0];
    if (head !== undefined) fields.add(String(head));
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) fields.add(key);
  }
  return [...fields];
}
