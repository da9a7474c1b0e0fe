import type { ErrorCode } from "@ecos/contracts";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";

export const INTERNAL_ERROR_MESSAGE = "Une erreur interne est survenue";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Trop de tentatives, réessaie dans quelques minutes.";

/** An error shown inside the dialog: the message and the inputs to turn red. */
export interface FormError {
  message: string;
  fields: readonly string[];
}

/** The fields the spec names for each code, used when the API answers without a field list. */
const DEFAULT_FIELDS: Partial<Record<ErrorCode, readonly string[]>> = {
  ERR_INVALID_CREDENTIALS: ["email", "password"],
};

/**
 * Maps a login or activation failure to the message shown in the dialog. Codes outside `messages`
 * (and network failures) show the generic toast and return null; too many attempts gets its own
 * message because waiting is the only fix.
 */
export function toFormError(error: unknown, messages: Partial<Record<ErrorCode, string>>): FormError | null {
  if (error instanceof ApiError && error.code) {
    const message = messages[error.code];
    if (message) {
      const fields = error.fields.length > 0 ? error.fields : (DEFAULT_FIELDS[error.code] ?? []);
      return { message, fields };
    }
    if (error.code === "ERR_TOO_MANY_REQUESTS") return { message: TOO_MANY_ATTEMPTS_MESSAGE, fields: [] };
  }
  console.error(error);
  toast.error(INTERNAL_ERROR_MESSAGE);
  return null;
}
