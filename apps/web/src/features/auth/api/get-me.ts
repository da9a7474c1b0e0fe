import type { User } from "@ecos/contracts";
import { api } from "@/lib/api-client";

export const meQueryKey = ["users", "me"] as const;
export const getMe = (signal?: AbortSignal) => api.get<User>("/users/me", signal);
