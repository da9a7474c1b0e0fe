import { z } from "zod";
import { ERROR_CODES } from "./error-codes";

export const apiErrorSchema = z.object({
  detail: z.object({
    error_code: z.enum(ERROR_CODES),
    fields: z.array(z.string()),
    message: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
