import { z } from "zod";
import { isValidEmail, normalizeEmail } from "./email";

/** An e-mail that follows the spec's rule, trimmed and lower-cased. */
export const emailField = z
  .string()
  .trim()
  .refine(isValidEmail, { message: "Adresse e-mail invalide" })
  .transform(normalizeEmail);

export const nameField = z.string().trim().min(1).max(80);
