import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth-rules";
import { emailField } from "./fields";

export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const activationRequestSchema = z.object({
  email: emailField,
  /** The password rule itself (length, common passwords…) is checked by the server's password policy. */
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: z.string().regex(/^[0-9]{4}$/),
});
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal("bearer"),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const invitationRequestSchema = z.object({
  email: emailField,
  first_name: z.string().trim().min(1).max(80).optional(),
  last_name: z.string().trim().min(1).max(80).optional(),
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

export const invitationResponseSchema = z.object({
  email: z.string(),
  code: z.string().regex(/^[0-9]{4}$/),
  expires_at: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;
