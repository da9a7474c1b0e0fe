import type { BetaSignupRequest } from "@ecos/contracts";
import { api } from "@/lib/api-client";

/** POST /api/forms/beta/signup: a beta application (the answer is not read). */
export const sendBetaSignup = (body: BetaSignupRequest) => api.post<unknown>("/forms/beta/signup", body);
