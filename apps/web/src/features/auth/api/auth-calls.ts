import type {
  ActivationRequest,
  EmailChangeConfirmResponse,
  EmailChangeRequest,
  LoginRequest,
  PasswordChange,
  PasswordReset,
  TokenResponse,
  UpdateMeRequest,
  User,
} from "@ecos/contracts";
import { api } from "@/lib/api-client";

export const login = (body: LoginRequest) => api.post<TokenResponse>("/auth/token", body);
export const activate = (body: ActivationRequest) => api.post<TokenResponse>("/auth/activate", body);
export const logoutCall = () => api.post<void>("/auth/logout");
export const updateMe = (body: UpdateMeRequest) => api.put<User>("/users/me", body);

/** "Mot de passe oublié": always 202, whether or not the address has an account. */
export const requestPasswordReset = (email: string) => api.post<void>("/auth/password-reset/request", { email });
/** The page of the e-mailed link: sets the new password (204). */
export const resetPassword = (body: PasswordReset) => api.post<void>("/auth/password-reset", body);
/** Settings: changes the password and signs the other sessions out (204). */
export const changePassword = (body: PasswordChange) => api.post<void>("/auth/password", body);
/** Settings: sends a confirmation link to the new address (always 202). */
export const requestEmailChange = (body: EmailChangeRequest) => api.post<void>("/users/me/email", body);
/** The page of the link sent to the new address. */
export const confirmEmailChange = (token: string) =>
  api.post<EmailChangeConfirmResponse>("/auth/email-change/confirm", { token });
