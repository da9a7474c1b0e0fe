import type { InvitationRequest, InvitationResponse, TicketsResponse, TicketsSeenResponse } from "@ecos/contracts";
import { ticketsSeenToast } from "@ecos/contracts/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { flattenTickets, seenTicketType, type Ticket } from "../lib/tickets";
import { createInvitation } from "./create-invitation";

/** The server accepts at most this many tickets per PATCH /forms/tickets/seen. */
const SEEN_BATCH = 1000;

const fetchTickets = (signal?: AbortSignal) => api.get<TicketsResponse>("/forms/tickets", signal);

/** GET /forms/tickets, flattened newest first. A failure is the caller's to show: never sample data. */
export function useTickets() {
  return useQuery({
    queryKey: queryKeys.tickets,
    queryFn: ({ signal }) => fetchTickets(signal),
    select: flattenTickets,
  });
}

/** PATCH /forms/tickets/seen for these tickets (in batches the server accepts); returns how many changed. */
async function markSeen(tickets: readonly Ticket[]): Promise<number> {
  let updated = 0;
  for (let start = 0; start < tickets.length; start += SEEN_BATCH) {
    const batch = tickets.slice(start, start + SEEN_BATCH).map((ticket) => ({
      ticket_type: seenTicketType(ticket.kind),
      ticket_id: ticket.entry.id,
    }));
    const answer = await api.patch<TicketsSeenResponse>("/forms/tickets/seen", { tickets: batch });
    updated += typeof answer?.updated === "number" ? answer.updated : batch.length;
  }
  return updated;
}

/** Every action reloads the list, whether it worked or not (the list then says what is true). */
function useReloadTickets() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.tickets });
}

/** Marks tickets seen (one card or "Tout marquer comme lu") and says how it went, once for every caller. */
export function useMarkSeen() {
  const reload = useReloadTickets();
  return useMutation({
    mutationFn: markSeen,
    onSuccess: (updated) => {
      toast.success(ticketsSeenToast(updated));
    },
    onError: () => {
      toast.error("Impossible de marquer le ticket comme lu");
    },
    onSettled: reload,
  });
}

export function useDeleteTicket() {
  const reload = useReloadTickets();
  return useMutation({
    mutationFn: (ticketId: string) => api.delete<unknown>(`/tickets/${encodeURIComponent(ticketId)}`),
    onSettled: reload,
  });
}

/** The toast of a refused invitation: an account with this e-mail exists, or anything else. */
const inviteErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.code === "ERR_USER_ALREADY_EXISTS"
    ? "L'utilisateur existe déjà"
    : "Une erreur est survenue";

/**
 * POST /admin/invitations, from a beta applicant's card or the manual form: a failure is toasted here,
 * the success is the caller's to tell (each shows the code its own way), and the list then reloads so a
 * beta applicant's card shows the new invitation status.
 */
export function useInviteApplicant() {
  const reload = useReloadTickets();
  return useMutation<InvitationResponse, Error, InvitationRequest>({
    mutationFn: createInvitation,
    onError: (error) => {
      toast.error(inviteErrorMessage(error));
    },
    onSettled: reload,
  });
}
