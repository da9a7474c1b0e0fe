import type {
  InvitationRequest,
  InvitationResponse,
  TicketsPageMeta,
  TicketsPageResponse,
  TicketsSeenAllRequest,
  TicketsSeenResponse,
} from "@ecos/contracts";
import { ticketsSeenToast } from "@ecos/contracts/constants";
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { type TicketFilters, ticketsQuery } from "../lib/filters";
import { flattenPages, seenTicketType, type Ticket } from "../lib/tickets";
import { auditQueryKey } from "./audit-api";
import { createInvitation } from "./create-invitation";

/** The server accepts at most this many tickets per PATCH /forms/tickets/seen. */
const SEEN_BATCH = 1000;

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** The cache entry of the inbox for these filters (under queryKeys.tickets, so every action reloads it). */
export const ticketsQueryKey = (filters: TicketFilters) =>
  [...queryKeys.tickets, "pages", ticketsQuery(filters)] as const;

/** What the inbox shows: the loaded tickets in date order, and the counts of the newest first page. */
export interface TicketsView {
  tickets: Ticket[];
  /** The first page's metadata: counts, unseen tickets, the whole inbox's size. */
  meta: Omit<TicketsPageMeta, "next_cursor">;
}

function toView(data: InfiniteData<TicketsPageResponse, string | null>): TicketsView {
  const first = data.pages[0];
  return {
    tickets: flattenPages(data.pages),
    meta: {
      matching: first?.matching ?? 0,
      counts: first?.counts ?? ({} as TicketsPageResponse["counts"]),
      total: first?.total ?? 0,
      unseen_count: first?.unseen_count ?? 0,
      unseen_latest_at: first?.unseen_latest_at ?? null,
    },
  };
}

/**
 * GET /forms/tickets, 50 at a time, filtered by the server: `fetchNextPage` loads the next page ("Charger
 * plus"). While other filters load, the previous list stays. A failure is the caller's to show: never
 * sample data.
 */
export function useTickets(filters: TicketFilters) {
  return useInfiniteQuery({
    queryKey: ticketsQueryKey(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<TicketsPageResponse>(withQuery("/forms/tickets", ticketsQuery(filters, pageParam)), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    select: toView,
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

const seenToasts = {
  onSuccess: (updated: number) => {
    toast.success(ticketsSeenToast(updated));
  },
  onError: () => {
    toast.error("Impossible de marquer le ticket comme lu");
  },
};

/** Marks tickets seen (one card) and says how it went, once for every caller. */
export function useMarkSeen() {
  const reload = useReloadTickets();
  return useMutation({ mutationFn: markSeen, ...seenToasts, onSettled: reload });
}

/**
 * "Tout marquer comme lu": every unseen ticket up to the newest one counted (`unseen_latest_at`), loaded or
 * not, whatever the filters; a ticket arriving after the count stays new.
 */
export function useMarkAllSeen() {
  const reload = useReloadTickets();
  return useMutation({
    mutationFn: async (upTo: string) => {
      const body: TicketsSeenAllRequest = { all: true, up_to: upTo };
      return (await api.patch<TicketsSeenResponse>("/forms/tickets/seen", body)).updated;
    },
    ...seenToasts,
    onSettled: reload,
  });
}

/** DELETE /tickets/{id}; the deletion is logged, so the audit log reloads too. */
export function useDeleteTicket() {
  const client = useQueryClient();
  const reload = useReloadTickets();
  return useMutation({
    mutationFn: (ticketId: string) => api.delete<unknown>(`/tickets/${encodeURIComponent(ticketId)}`),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: auditQueryKey() });
      await reload();
    },
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
  const client = useQueryClient();
  const reload = useReloadTickets();
  return useMutation<InvitationResponse, Error, InvitationRequest>({
    mutationFn: createInvitation,
    onError: (error) => {
      toast.error(inviteErrorMessage(error));
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: auditQueryKey() });
      await reload();
    },
  });
}
