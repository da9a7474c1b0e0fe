import type { ContactRequest } from "@ecos/contracts";
import { api } from "@/lib/api-client";

/** POST /api/forms/contact-us: the landing contact form (the answer is not read). */
export const sendContactMessage = (body: ContactRequest) => api.post<unknown>("/forms/contact-us", body);
