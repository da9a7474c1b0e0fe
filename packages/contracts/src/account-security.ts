import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth-rules";
import { emailField } from "./fields";

/**
 * Passwords and e-mail changes (issue 12). Password fields are only bounded here; the rule itself
 * (length, common passwords, the user's own name) is the server's password policy.
 */
const passwordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);
/** A link token: 32 random bytes in base64url. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** POST /auth/password-reset/request: always 202, whether or not an account has this address. */
export const passwordResetRequestSchema = z.object({ email: emailField }).strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /auth/password-reset: the token of the e-mailed link and the new password; 204. */
export const passwordResetSchema = z.object({ token: linkToken, new_password: passwordField }).strict();
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** POST /auth/password (signed in): 204; the other sessions are signed out. */
export const passwordChangeSchema = z.object({ current_password: passwordField, new_password: passwordField }).strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /users/me/email (signed in): always 202; a link is sent to the new address if it can be used. */
export const emailChangeRequestSchema = z.object({ new_email: emailField, current_password: passwordField }).strict();
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** POST /auth/email-change/confirm: the token of the link sent to the new address. */
export const emailChangeConfirmSchema = z.object({ token: linkToken }).strict();
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangeConfirmResponseSchema = z.object({ email: z.string() });
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;
