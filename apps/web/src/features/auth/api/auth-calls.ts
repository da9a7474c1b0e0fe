import type { ActivationRequest, LoginRequest, TokenResponse, UpdateMeRequest, User } from "@ecos/contracts";
import { api } from "@/lib/api-client";

export const login = (body: LoginRequest) => api.post<TokenResponse>("/auth/token", body);
export const activate = (body: ActivationRequest) => api.post<TokenResponse>("/auth/activate", body);
export const logoutCall = () => api.post<void>("/auth/logout");
export const updateMe = (body: UpdateMeRequest) => api.put<User>("/users/me", body);
