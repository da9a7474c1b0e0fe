import type { z } from "zod";
import { invalidInput, zodFields } from "../errors";

/** Parses a request body with a contract schema; bad input is an ERR_INVALID_INPUT naming the fields. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidInput(zodFields(result.error), message);
  return result.data;
}
