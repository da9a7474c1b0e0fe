import type { InvitationRequest, InvitationResponse } from "@ecos/contracts";
import { api } from "@/lib/api-client";

export const createInvitation = (body: InvitationRequest) => api.post<InvitationResponse>("/admin/invitations", body);
