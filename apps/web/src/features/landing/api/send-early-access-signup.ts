import type { EarlyAccessRequest } from "@ecos/contracts";
import { api } from "@/lib/api-client";

/** POST /api/forms/early_access/signup: asks to be told when early access opens. */
export const sendEarlyAccessSignup = (body: EarlyAccessRequest) =>
  api.post<unknown>("/forms/early_access/signup", body);
