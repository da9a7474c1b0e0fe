import type { InvitationResponse, TicketsResponse, TicketsSeenResponse } from "@ecos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
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

export function useMarkSeen() {
  const reload = useReloadTickets();
  return useMutation({ mutationFn: markSeen, onSettled: reload });
}

export function useDeleteTicket() {
  const reload = useReloadTickets();
  return useMutation({
    mutationFn: (ticketId: string) => api.delete<unknown>(`/tickets/${encodeURIComponent(ticketId)}`),
    onSettled: reload,
  });
}

/** POST /admin/invitations for a beta applicant; the list then shows the new invitation status. */
export function useInviteApplicant() {
  const reload = useReloadTickets();
  return useMutation<InvitationResponse, Error, { email: string; first_name?: string; last_name?: string }>({
    mutationFn: createInvitation,
    onSettled: reload,
  });
}
